import Testing
@testable import FactoryGenCore

/// Properties every tokenization must have, checked on random and mutated input.
@Suite struct LexerPropertyTests {
    /// A small deterministic generator, so failures reproduce.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let sample = Array("""
    /// Doc
    public struct User<T: Equatable>: Hashable {
        let name: String = "a\\(b("c"))" // comment
        var r = /a+/; let d = x / 2
        /* block */ let raw = #"raw"# + 0x1.8p3
        #if DEBUG
        case a(Int), b = 3
        #endif
        init?(x: Int = 1) throws { let s = \"\"\"
        multi
        \"\"\" }
    }
    """.utf8)

    /// Checks that tokens are in order, do not overlap, and only trivia lies between them.
    static func checkInvariants(_ bytes: [UInt8]) {
        let lexed = Lexer.tokenize(bytes)
        #expect(lexed.tokens.last?.kind == .endOfFile)
        #expect(lexed.tokens.filter { $0.kind == .endOfFile }.count == 1)
        var previousEnd = 0
        for token in lexed.tokens {
            #expect(Int(token.offset) >= previousEnd)
            #expect(token.end <= bytes.count)
            if token.kind != .endOfFile { #expect(token.length > 0) }
            let gap = Lexer.tokenize(Array(bytes[previousEnd..<Int(token.offset)]))
            if gap.tokens.count != 1 {
                // Only whitespace and comments may lie between tokens.
                Issue.record("non-trivia between tokens at \(previousEnd)..<\(token.offset)")
                return
            }
            previousEnd = token.end
        }
        #expect(lexed.tokens.last?.end == bytes.count || lexed.tokens.last.map { Int($0.offset) } == bytes.count)
    }

    @Test func sampleSourceSatisfiesInvariants() {
        LexerPropertyTests.checkInvariants(LexerPropertyTests.sample)
    }

    @Test func randomBytesNeverTrapAndSatisfyInvariants() {
        var generator = SplitMix(state: 1)
        for _ in 0..<300 {
            let length = Int.random(in: 0..<200, using: &generator)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            LexerPropertyTests.checkInvariants(bytes)
            _ = Parser.parse(bytes, path: "random.swift")
        }
    }

    @Test func mutatedSourceNeverTrapsAndSatisfiesInvariants() {
        var generator = SplitMix(state: 7)
        let alphabet = Array("{}()[]\"#/\\*`'$@<>?!.,:;= \n\tabc01".utf8)
        for _ in 0..<500 {
            var bytes = LexerPropertyTests.sample
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[position] = alphabet.randomElement(using: &generator) ?? 0
                case 1: bytes.insert(alphabet.randomElement(using: &generator) ?? 0, at: position)
                default: bytes.remove(at: position)
                }
            }
            LexerPropertyTests.checkInvariants(bytes)
            _ = Parser.parse(bytes, path: "mutated.swift")
        }
    }
}
