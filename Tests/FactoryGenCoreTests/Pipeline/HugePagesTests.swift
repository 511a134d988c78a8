import CHeap
import Foundation
import Testing
@testable import FactoryGenCore

#if os(Linux)
/// The allocator hint the executable turns on: a thread's heap, past the first 4 MB it hands
/// out, is marked for huge pages. Turning it on here marks the heaps of the test process's
/// pipeline threads too, which changes nothing they compute.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled")))
struct HugePagesTests {
    @Test func aThreadsHeapPastItsFirstBytesIsMarkedForHugePages() throws {
        // A thread of its own gets an allocator arena of its own, a heap that glibc maps whole.
        let checked = BackgroundWork { () -> (marked: Bool, unmarked: Bool)? in
            // The arena may be one a finished thread left, its heap partly used: allocate until
            // the next allocation lands in the first half of a heap, with room past it to check.
            let heapSize: UInt = 64 << 20
            func nextAddress() -> UInt {
                let probe = malloc(64)
                defer { free(probe) }
                return UInt(bitPattern: probe)
            }
            var held: [UnsafeMutableRawPointer?] = []
            defer { held.forEach { free($0) } }
            while nextAddress() & (heapSize - 1) >= heapSize / 2, held.count < 1_000 {
                held.append(malloc(100 << 10))
            }
            cheap_prefer_huge_pages(4 << 20)
            let address = nextAddress()
            // The main arena, below the program break, is the executable's main thread's.
            guard address >= UInt(bitPattern: sbrk(0)) else { return nil }
            let hugePage: UInt = 2 << 20
            let firstMarked = (address + (4 << 20) + hugePage - 1) & ~(hugePage - 1)
            return (Self.isMarked(firstMarked), Self.isMarked(firstMarked - hugePage))
        }.result()
        let result = try #require(checked, "the thread shares the main arena")
        #expect(result.marked)
        // The first 4 MB keep small pages.
        #expect(!result.unmarked)
    }

    /// Whether the mapping that holds `address` is marked for huge pages (`hg` in its flags).
    private static func isMarked(_ address: UInt) -> Bool {
        // Read to its end: Foundation reads a file of size 0, as `/proc` reports, one page only.
        guard let bytes = FileSystem.contents(of: "/proc/self/smaps") else { return false }
        let maps = String(decoding: bytes, as: UTF8.self)
        var holds = false
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 1)
            if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
                let bounds = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
                holds = bounds.count == 2 && bounds[0] <= address && address < bounds[1]
            } else if holds, line.hasPrefix("VmFlags:") {
                return line.split(separator: " ").contains("hg")
            }
        }
        return false
    }
}
#endif
