import Testing
@testable import FactoryGenCore

@Suite struct UTF8ValidationTests {
    /// The standard library's UTF-8 parser: where the first ill-formed sequence starts.
    private func referenceOffset(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    @Test func findsTheFirstIllFormedSequenceWhereTheStandardLibraryDoes() {
        var generator = LexerPropertyTests.SplitMix(state: 0x07F8)
        // Runs of ASCII long enough for the 32- and 8-byte steps, well-formed characters of every
        // length, and stray bytes: lone continuations, overlongs, surrogates, truncations.
        let pieces: [[UInt8]] = [
            Array("é".utf8), Array("日".utf8), Array("🙂".utf8), [0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xFF], [0xF0, 0x9F, 0x99],
        ]
        var differences: [[UInt8]] = []
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                bytes += Array(repeating: UInt8(ascii: "a"), count: Int.random(in: 0...70, using: &generator))
                if Bool.random(using: &generator) { bytes += pieces.randomElement(using: &generator)! }
            }
            let found = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) }
            if found != referenceOffset(bytes) { differences.append(bytes) }
        }
        #expect(differences.count == 0, "first difference: \(differences.first.map { "\($0)" } ?? "")")
    }
}
