import Testing
@testable import FactoryGenCore

@Suite struct RenderBufferTests {
    @Test func partsOfEverySizeAreWrittenInOrderAcrossGrowth() {
        var buffer = RenderBuffer(capacity: 16)
        var expected: [UInt8] = []
        // Every length up to past the word copies, at every offset the growth leaves.
        for length in 0...40 {
            let part = (0..<length).map { UInt8(truncatingIfNeeded: length &* 31 &+ $0 &* 7) }
            part.withUnsafeBufferPointer { buffer.append($0) }
            expected += part
        }
        #expect(buffer.count == expected.count)
        #expect(buffer.bytes() == expected)
    }

    @Test func textBytesAndSegmentsAgree() {
        var buffer = RenderBuffer(capacity: 16)
        buffer.append("Factory<")
        buffer.append("Café.Ünïcode, a name longer than a small string")
        buffer.appendSegment(GeneratedText.Storage(Array(", a run's segment".utf8)))
        buffer.appendSegment(GeneratedText.Storage(Array(", another".utf8)))
        buffer.append(UInt8(ascii: ">"))
        buffer.append("")
        let text = "Factory<Café.Ünïcode, a name longer than a small string, a run's segment, another>"
        #expect(buffer.text() == text)
        #expect(buffer.bytes() == Array(text.utf8))
        #expect(buffer.bytes().capacity < text.utf8.count + 16)
        let segments = buffer.takeSegments().map { Array($0.buffer) }
        #expect(segments.map { String(decoding: $0, as: UTF8.self) }
            == ["Factory<Café.Ünïcode, a name longer than a small string", ", a run's segment", ", another", ">"])
    }
}
