import Testing
@testable import FactoryGenCore

@Suite struct ConcatenationTests {
    @Test func joinsThePartsOfThePlansText() {
        #expect(String(concatenating: "Factory", "<", "App.User", ">.provide()") == "Factory<App.User>.provide()")
        #expect(String(concatenating: "_", "age") == "_age")
        #expect(String(concatenating: "", "") == "")
        // Past the 15 bytes a string holds inline, with empty parts between the others.
        #expect(String(concatenating: "App.", "", "VeryLongModelNameThatIsNotSmall", "", ".", "Nested", "<T>")
                    == "App.VeryLongModelNameThatIsNotSmall.Nested<T>")
        #expect(String(concatenating: "café", " → ", "naïve") == "café → naïve")
    }

    /// 3,000 random lists of up to seven parts, each of up to 40 letters among them multi-byte
    /// ones, against `joined()`.
    @Test func agreesWithJoiningOnRandomParts() {
        var generator = LexerPropertyTests.SplitMix(state: 0x5EED_C0C4)
        let letters: [Character] = ["a", "Z", "_", ".", "<", "é", "→", "😀", " "]
        var differences: [String] = []
        for _ in 0..<3_000 {
            let parts = (0..<7).map { _ in
                String((0..<Int.random(in: 0...40, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
            }
            let count = Int.random(in: 2...7, using: &generator)
            let used = parts.prefix(count) + Array(repeating: "", count: 7 - count)
            let joined = String(concatenating: used[0], used[1], used[2], used[3], used[4], used[5], used[6])
            if joined != used.joined() || joined.utf8.count != used.map(\.utf8.count).reduce(0, +) { differences.append(used.joined()) }
        }
        #expect(differences.count == 0, "first difference: \(differences.first ?? "")")
    }

    @Test func writesTextIntoAStringOfItsLength() {
        let parts = ["init(", "id", ": ", "Factory<App.Identifier>.provide()", ")"]
        let text = String(unsafeUninitializedCapacity: parts.map(\.utf8.count).reduce(0, +)) { buffer in
            parts.reduce(0) { end, part in buffer.write(part, at: end) }
        }
        #expect(text == "init(id: Factory<App.Identifier>.provide())")
    }

    /// 2,000 random lists of zero to six parts and separators, against `joined(separator:)`.
    @Test func joinedBytesAgreesWithJoined() {
        var generator = LexerPropertyTests.SplitMix(state: 0x0051_0A11)
        let letters: [Character] = ["a", "Z", "_", ",", " ", "é", "→", "😀", "&"]
        func text(upTo length: Int) -> String {
            String((0..<Int.random(in: 0...length, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
        }
        var differences: [[String]] = []
        for _ in 0..<2_000 {
            let parts = (0..<Int.random(in: 0...6, using: &generator)).map { _ in text(upTo: 30) }
            let separator = text(upTo: 3)
            if parts.joinedBytes(separator: separator) != parts.joined(separator: separator) { differences.append(parts + [separator]) }
        }
        #expect(differences.isEmpty, "first difference: \(differences.first ?? [])")
        #expect(["Int", "String"].joinedBytes(separator: ", ") == "Int, String")
        #expect([String]().joinedBytes(separator: ", ") == "")
    }
}
