import Testing
@testable import FactoryGenCore

@Suite struct LexerTests {
    @Test func identifiersKeywordsAndBackticks() {
        #expect(lexedTexts("let `default` = ユーザ画面 + $0 + _x") == ["let", "`default`", "=", "ユーザ画面", "+", "$0", "+", "_x"])
        let tokens = Lexer.tokenize("`default`").tokens
        #expect(tokens[0].flags.contains(.backticked))
        #expect(tokens[0].textRange == 1..<8)
    }

    /// Swift takes `$` after an identifier's first character as part of it: an ORM's
    /// `_$idExists` is one name, not `_` followed by `$idExists`.
    @Test func aDollarSignInsideANameContinuesIt() {
        #expect(lexedTexts("var _$idExists: Bool") == ["var", "_$idExists", ":", "Bool"])
        #expect(lexedTexts("row$ + $0") == ["row$", "+", "$0"])
        #expect(lexedKinds("a$b") == [.identifier])
    }

    @Test func numericLiteralsOfEveryForm() {
        let literals = ["42", "1_000_000", "0x1F_FF", "0o755", "0b1010_1010", "3.14", "1e10", "1.5E-3", "0x1.8p3", "0x1p-2", "1_0.0_1e+1_0"]
        for literal in literals {
            #expect(lexedKinds(literal) == [.number], "\(literal)")
            #expect(lexedTexts(literal) == [literal])
        }
        #expect(lexedTexts("t.0.1") == ["t", ".", "0", ".", "1"])
        #expect(lexedTexts("1...5") == ["1", "...", "5"])
        #expect(lexedTexts("1..<5") == ["1", "..", "<", "5"])
        #expect(lexedTexts("x = -1") == ["x", "=", "-", "1"])
    }

    @Test func stringLiterals() {
        let strings = [
            #""plain \" escaped""#,
            #""a\(b)c""#,
            #""nested \(f("x\(y)", g(1, (2))))""#,
            "\"\"\"\nmulti \"quoted\" \\(x)\n\"\"\"",
            ##"#"raw "quoted" \(not) \#(yes)"#"##,
            ###"##"double " "# raw"##"###,
            "#\"\"\"\nraw multi \"\"\" inside\n\"\"\"#",
            #""""#,
        ]
        for literal in strings {
            #expect(lexedKinds(literal) == [.string], "\(literal)")
        }
        #expect(lexedTexts(#"f("a", "b")"#) == ["f", "(", "\"a\"", ",", "\"b\"", ")"])
        #expect(lexedKinds(#""\(")")" + 1"#) == [.string, .operator, .number])
    }

    /// A raw string opening with `"""` that closes on the same line is a single-line one, as
    /// swiftc reads it (swift-server/swift-prometheus writes a quote as `#"""#`).
    @Test func aRawStringThatClosesOnItsLineIsSingleLine() {
        #expect(lexedTexts(###"append(#"""#); append(#""""#, ##"""x"##)"###)
            == ["append", "(", ##"#"""#"##, ")", ";", "append", "(", ##"#""""#"##, ",", ###"##"""x"##"###, ")"])
        #expect(Lexer.tokenize("let q = UInt8(ascii: #\"\"\"#)\nlet n = 1").diagnostics.isEmpty)
        // Without a closing delimiter on its line it opens a multi-line raw string still.
        #expect(lexedKinds("#\"\"\"\nline \"# inside\n\"\"\"#") == [.string])
    }

    @Test func unterminatedLiteralsAreDiagnosed() {
        let lexed = Lexer.tokenize("let a = \"open\nlet b = 1")
        #expect(lexed.diagnostics == [LexerDiagnostic(offset: 8, message: "unterminated string literal")])
        #expect(lexed.tokens.map(\.kind) == [.identifier, .identifier, .equal, .string, .identifier, .identifier, .equal, .number, .endOfFile])
        #expect(Lexer.tokenize("/* open").diagnostics.map(\.message) == ["unterminated '/*' comment"])
        #expect(Lexer.tokenize("\"\"\"\nopen").diagnostics.map(\.message) == ["unterminated string literal"])
        #expect(Lexer.tokenize("#/open").diagnostics.map(\.message) == ["unterminated regex literal"])
    }

    @Test func commentsAreTriviaAndSetFlags() {
        let lexed = Lexer.tokenize("a // line\n/* block /* nested */ */ b /** doc */ c")
        #expect(lexed.tokens.map(\.kind) == [.identifier, .identifier, .identifier, .endOfFile])
        #expect(lexed.tokens[1].hasNewlineBefore)
        #expect(!lexed.tokens[2].hasNewlineBefore)
        #expect(lexed.tokens[2].hasSpaceBefore)
        #expect(Lexer.tokenize("a /* x\n */ b").tokens[1].hasNewlineBefore)
    }

    @Test func regexLiteralsVersusDivision() {
        #expect(lexedKinds("let r = /a+b/") == [.identifier, .identifier, .equal, .regex])
        #expect(lexedKinds("x / 2 / y") == [.identifier, .operator, .number, .operator, .identifier])
        #expect(lexedKinds("a/b/c") == [.identifier, .operator, .identifier, .operator, .identifier])
        #expect(lexedKinds("f(/\\d+/)") == [.identifier, .leftParen, .regex, .rightParen])
        #expect(lexedKinds("return /x/") == [.identifier, .regex])
        #expect(lexedKinds("let r = #/a/b/#") == [.identifier, .identifier, .equal, .regex])
        #expect(lexedKinds("let r = ##/a/#b/##") == [.identifier, .identifier, .equal, .regex])
        #expect(lexedKinds("let r = #/\n  a / b\n/#") == [.identifier, .identifier, .equal, .regex])
        #expect(lexedKinds("x = y / z // comment") == [.identifier, .equal, .identifier, .operator, .identifier])
    }

    @Test func operatorsAndPunctuation() {
        #expect(lexedKinds("a -> b") == [.identifier, .arrow, .identifier])
        #expect(lexedKinds("Int? T! x ?? y") == [.identifier, .postfixQuestion, .identifier, .postfixExclamation, .identifier, .operator, .identifier])
        #expect(lexedKinds("Array<Array<Int>>") == [.identifier, .leftAngle, .identifier, .leftAngle, .identifier, .rightAngle, .rightAngle])
        #expect(lexedKinds("(a, b): [c; d] {}") == [.leftParen, .identifier, .comma, .identifier, .rightParen, .colon, .leftBracket, .identifier, .semicolon, .identifier, .rightBracket, .leftBrace, .rightBrace])
        #expect(lexedKinds("@attr \\.key x.y") == [.atSign, .identifier, .backslash, .period, .identifier, .identifier, .period, .identifier])
        #expect(lexedTexts("a += b...c") == ["a", "+=", "b", "...", "c"])
    }

    @Test func directivesAndMacros() {
        #expect(lexedTexts("#if DEBUG\n#elseif os(iOS)\n#else\n#endif") == ["#if", "DEBUG", "#elseif", "os", "(", "iOS", ")", "#else", "#endif"])
        #expect(lexedKinds("#Preview { }") == [.poundKeyword, .leftBrace, .rightBrace])
        #expect(lexedKinds("#warning(\"x\")") == [.poundKeyword, .leftParen, .string, .rightParen])
    }

    @Test func strayCharactersAreUnknownTokens() {
        let lexed = Lexer.tokenize("a \u{01} 'c' ` b")
        #expect(lexed.tokens.map(\.kind) == [.identifier, .unknown, .unknown, .unknown, .identifier, .endOfFile])
        #expect(lexed.diagnostics.map(\.offset) == [2, 4, 8])
    }

    @Test func shebangAndByteOrderMarkAreSkipped() {
        #expect(lexedKinds("#!/usr/bin/swift\nlet x") == [.identifier, .identifier])
        #expect(lexedKinds("\u{FEFF}let x") == [.identifier, .identifier])
    }
}
