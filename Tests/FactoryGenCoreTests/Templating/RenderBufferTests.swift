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

    @Test func textBytesAndReservedRoomAgree() {
        var buffer = RenderBuffer(capacity: 16)
        buffer.reserveCapacity(4096)
        buffer.append("Factory<")
        buffer.append("Café.Ünïcode, a name longer than a small string")
        buffer.append(UInt8(ascii: ">"))
        buffer.append("")
        let text = "Factory<Café.Ünïcode, a name longer than a small string>"
        #expect(buffer.text() == text)
        #expect(buffer.bytes() == Array(text.utf8))
        #expect(buffer.bytes().capacity < buffer.count + 16)
    }
}
