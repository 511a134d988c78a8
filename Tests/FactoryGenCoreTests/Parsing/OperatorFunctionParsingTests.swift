import Testing
@testable import FactoryGenCore

/// Operator functions, whose names the lexer splits at each angle bracket.
@Suite struct OperatorFunctionParsingTests {
    @Test func anOperatorNameGivesItsLastAngleBracketToAGenericClauseAsSwiftcDoes() {
        // Shift operators of an integer type (BigInt's and MIDIKit's read wrongly).
        let file = parsed("""
        struct Wide {
            static func <<<Other: BinaryInteger>(lhs: Wide, rhs: Other) -> Wide { lhs }
            static func <<=<Other: BinaryInteger>(lhs: inout Wide, rhs: Other) {}
            static func <<= (lhs: inout Wide, rhs: some BinaryInteger) {}
            static func >>(lhs: Wide, rhs: Int) -> Wide { lhs }
            static func ==<T>(lhs: Wide, rhs: T) -> Bool { false }
            static func < (lhs: Wide, rhs: Wide) -> Bool { false }
            static func <(lhs: Wide, rhs: Int) -> Bool { false }
        }
        """)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let functions = try! #require(file.types.first?.members.functions)
        #expect(functions.map(\.name) == ["<<", "<<=", "<<=", ">>", "==", "<", "<"])
        #expect(functions.map { $0.genericParameters.map(\.name) } == [["Other"], ["Other"], [], [], ["T"], [], []])
        #expect(functions.map { $0.parameters.map(\.name) } == Array(repeating: ["lhs", "rhs"], count: 7))
    }

    @Test func aLoneAngleBracketBeforeANameIsStillTheOperator() {
        // Not Swift (`func <T>` names no operator), but it must not lose the declarations after it.
        let file = parsed("""
        struct S {
            static func <T>(lhs: S, rhs: T) -> Bool { false }
            let kept: Int
        }
        """)
        #expect(file.types.first?.members.properties.map(\.name) == ["kept"])
    }

    @Test func aFreestandingMacroMayTakeAttributes() {
        let file = parsed("""
        struct Screen {
            let title: String
            @available(iOS 18.0, *)
            #Preview { Screen(title: "") }
        }
        @available(macOS 15, *) #Preview("Dark") { Screen(title: "") }
        struct After {}
        """)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.types.map(\.name) == ["Screen", "After"])
        #expect(file.types.first?.members.properties.map(\.name) == ["title"])
    }
}
