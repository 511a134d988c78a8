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
}
