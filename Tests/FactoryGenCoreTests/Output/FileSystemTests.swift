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
}
