import Foundation
import Testing
@testable import FactoryGenCore

@Suite struct ByteSearchTests {
    @Test func findsTheWordsOfAttributesAndTypes() {
        #expect("*, deprecated, message: \"use B\"".containsBytes("deprecated"))
        #expect("any P & Q".containsBytes("&"))
        #expect("(Int) -> Void".containsBytes("->"))
        #expect(!"(Int) - > Void".containsBytes("->"))
        #expect(!"depre".containsBytes("deprecated"))
        // At either end, and a match after a false start.
        #expect("ab".containsBytes("ab") && "xab".containsBytes("ab") && "aab".containsBytes("ab"))
        #expect(!"".containsBytes("a"))
        // As Foundation's `contains`: no empty string is found.
        #expect(!"abc".containsBytes(""))
    }

    @Test func findsWholeWordsOnly() {
        #expect("[String: Part]".containsWord("Part"))
        #expect("Part".containsWord("Part") && "Optics.Part?".containsWord("Part") && "(Part, Int)".containsWord("Part"))
        #expect(!"PartList".containsWord("Part") && !"SparePart".containsWord("Part") && !"_Part".containsWord("Part"))
        #expect(!"Part2".containsWord("Part") && !"Partë".containsWord("Part"))
        // A false start, then the word.
        #expect("Parts<Part>".containsWord("Part"))
        #expect(!"".containsWord("Part") && !"Part".containsWord(""))
    }

    @Test func findsWordsAsARegularExpressionWould() {
        checkRandomStrings(seed: 0x60AD, letters: ["P", "a", "_", "1", " ", "<", "."]) { strings in
            let whole = strings[0], word = "Pa"
            let expected = whole.range(of: "(^|[^A-Za-z0-9_])Pa($|[^A-Za-z0-9_])", options: .regularExpression) != nil
            return whole.containsWord(word) == expected ? nil : "'\(word)' in '\(whole)'"
        }
    }

    /// Checks `check` on 3,000 random strings of `letters`, each of up to 12, and says which
    /// failed first.
    private func checkRandomStrings(seed: UInt64, letters: [Character], _ check: ([String]) -> String?) {
        var generator = LexerPropertyTests.SplitMix(state: seed)
        var differences: [String] = []
        for _ in 0..<3_000 {
            let strings = (0..<3).map { _ in
                String((0..<Int.random(in: 0...12, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
            }
            if let difference = check(strings) { differences.append(difference) }
        }
        #expect(differences.count == 0, "first differences: \(differences.prefix(3))")
    }

    @Test func agreesWithFoundationOnRandomASCII() {
        checkRandomStrings(seed: 0xB17E5, letters: ["a", "b", "-", ">", " "]) { strings in
            let whole = strings[0], part = String(strings[1].prefix(3))
            return whole.containsBytes(part) == whole.contains(part) ? nil : "'\(part)' in '\(whole)'"
        }
    }

    @Test func replacesEveryOccurrenceFromTheStart() {
        #expect(#"a"b\"#.replacingBytes(of: "\\", with: "\\\\") == #"a"b\\"#)
        #expect("Self.self ?? Self.self".replacingBytes(of: "Self.self", with: "App.User.self") == "App.User.self ?? App.User.self")
        #expect("aaa".replacingBytes(of: "aa", with: "b") == "ba")
        #expect("abc".replacingBytes(of: "", with: "x") == "abc")
        // A quote is escaped whatever follows it: a combining mark after it is another scalar.
        #expect("\"\u{301}".replacingBytes(of: "\"", with: "\\\"") == "\\\"\u{301}")
    }

    @Test func replacesAsFoundationDoesOnRandomASCII() {
        checkRandomStrings(seed: 0x5E1F, letters: ["a", "b", "\\", "\"", "."]) { strings in
            let whole = strings[0], part = String(strings[1].prefix(3)), with = String(strings[2].prefix(3))
            guard !part.isEmpty, whole.replacingBytes(of: part, with: with) != whole.replacingOccurrences(of: part, with: with) else { return nil }
            return "'\(part)' → '\(with)' in '\(whole)'"
        }
    }
}
