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

    @Test func agreesWithFoundationOnRandomASCII() {
        var generator = LexerPropertyTests.SplitMix(state: 0xB17E5)
        let letters: [Character] = ["a", "b", "-", ">", " "]
        var differences: [String] = []
        for _ in 0..<3_000 {
            let whole = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
            let part = String((0..<Int.random(in: 0...3, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
            if whole.containsBytes(part) != whole.contains(part) { differences.append("'\(part)' in '\(whole)'") }
        }
        #expect(differences.count == 0, "first differences: \(differences.prefix(3))")
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
        var generator = LexerPropertyTests.SplitMix(state: 0x5E1F)
        let letters: [Character] = ["a", "b", "\\", "\"", "."]
        var differences: [String] = []
        for _ in 0..<3_000 {
            let whole = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
            let part = String((1...Int.random(in: 1...3, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
            let with = String((0..<Int.random(in: 0...3, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
            if whole.replacingBytes(of: part, with: with) != whole.replacingOccurrences(of: part, with: with) {
                differences.append("'\(part)' → '\(with)' in '\(whole)'")
            }
        }
        #expect(differences.count == 0, "first differences: \(differences.prefix(3))")
    }
}
