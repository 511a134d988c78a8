import Foundation
import Testing
@testable import FactoryGenCore

@Suite struct FileSystemTests {
    /// Sizes around the spare byte and the block a read fills: every one comes back exactly.
    @Test func contentsAreTheFilesBytes() throws {
        let folder = try TemporaryFolder()
        for size in [0, 1, 4095, 4096, 4097, 100_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ size) }
            let path = folder("file\(size)")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(FileSystem.contents(of: path) == bytes, "\(size) bytes")
        }
    }

    @Test func contentsOfWhatCannotBeReadIsNil() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("Folder")
        #expect(FileSystem.contents(of: folder("Missing.swift")) == nil)
        #expect(FileSystem.contents(of: folder("Folder")) == nil)
    }

    /// The lexer's buffer holds the file's bytes then its zero padding, whatever the size,
    /// and a file whose size `fstat` does not tell (Linux's `/proc`) is read to its end.
    @Test func paddedContentsAreTheFilesBytesThenZeros() throws {
        let folder = try TemporaryFolder()
        var paths: [String] = []
        for size in [0, 1, 4095, 4096, 4097, 100_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ size) }
            let path = folder("file\(size)")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        #if os(Linux)
        paths.append("/proc/version")
        #endif
        for path in paths {
            let source = try #require(FileSystem.paddedContents(of: path))
            defer { source.deallocate() }
            let expected = try #require(FileSystem.contents(of: path))
            #expect(Array(source.bytes) == expected, "\(path)")
            #expect(Array(UnsafeBufferPointer(start: source.base + source.count, count: PaddedSource.padding)) == Array(repeating: 0, count: PaddedSource.padding))
        }
        #if os(Linux)
        #expect(FileSystem.status("/proc/version")?.size == 0)
        #endif
        try folder.makeFolder("Folder")
        #expect(FileSystem.paddedContents(of: folder("Missing.swift")) == nil)
        #expect(FileSystem.paddedContents(of: folder("Folder")) == nil)
    }
}
