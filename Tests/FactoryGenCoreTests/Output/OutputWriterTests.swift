import Foundation
import Testing
@testable import FactoryGenCore

@Suite struct OutputWriterTests {
    private let generated = GeneratedFileHeader.line + "\nextension User: Providable {}\n"

    private func identity(_ path: String) throws -> (inode: UInt64, seconds: Int, nanoseconds: Int) {
        let status = try #require(FileSystem.status(path))
        return (status.identity.inode, status.modificationSeconds, status.modificationNanoseconds)
    }

    @Test func createsTheFileAndMissingFolders() throws {
        let folder = try TemporaryFolder()
        let outcome = try OutputWriter.write(generated, to: folder("Generated/Deep/Factories.generated.swift"))
        #expect(outcome == .created)
        #expect(try folder.read("Generated/Deep/Factories.generated.swift") == generated)
    }

    @Test func leavesAnUnchangedFileUntouched() throws {
        let folder = try TemporaryFolder()
        let path = folder("Factories.generated.swift")
        try OutputWriter.write(generated, to: path)
        let before = try identity(path)
        Thread.sleep(forTimeInterval: 0.02)
        #expect(try OutputWriter.write(generated, to: path) == .unchanged)
        let after = try identity(path)
        #expect(before.inode == after.inode)
        #expect(before.seconds == after.seconds && before.nanoseconds == after.nanoseconds)
    }

    @Test func replacesAChangedFileByRenaming() throws {
        let folder = try TemporaryFolder()
        let path = folder("Factories.generated.swift")
        try OutputWriter.write(generated, to: path)
        let before = try identity(path)
        let changed = generated + "extension UserId: Providable {}\n"
        #expect(try OutputWriter.write(changed, to: path) == .updated)
        #expect(try folder.read("Factories.generated.swift") == changed)
        // A rename gives the path a new inode; writing in place would keep the old one.
        #expect(try identity(path).inode != before.inode)
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Factories.generated.swift"])
    }

    @Test func keepsThePermissionsOfTheReplacedFile() throws {
        let folder = try TemporaryFolder()
        let path = folder("Factories.generated.swift")
        try OutputWriter.write(generated, to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        try OutputWriter.write(generated + "// more\n", to: path)
        #expect(FileSystem.status(path)?.permissions == 0o600)
    }

    @Test func refusesAUsersFileAndLeavesItByteIdentical() throws {
        let folder = try TemporaryFolder()
        let mine = "// My hand-written factories.\n" + GeneratedFileHeader.line + "\nlet important = 1\n"
        let path = try folder.write("Factories.swift", mine)
        let before = try identity(path)
        #expect(throws: OutputError.notGenerated(path)) { try OutputWriter.write(generated, to: path) }
        #expect(throws: OutputError.notGenerated(path)) { try OutputWriter.check(generated, against: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(mine.utf8))
        let after = try identity(path)
        #expect(before.inode == after.inode && before.nanoseconds == after.nanoseconds)
        #expect(OutputError.notGenerated(path).diagnostic.description.hasPrefix("\(path):1:1: error: refusing to overwrite"))
    }

    @Test func theHeaderMustBeTheWholeFirstLine() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Factories.swift", GeneratedFileHeader.line + " but then my code\n")
        #expect(throws: OutputError.notGenerated(path)) { try OutputWriter.write(generated, to: path) }
        let crlf = try folder.write("CRLF.swift", GeneratedFileHeader.line + "\r\nold\r\n")
        #expect(try OutputWriter.write(generated, to: crlf) == .updated)
    }

    @Test func overwritesAnEmptyFile() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Factories.generated.swift", "")
        #expect(try OutputWriter.write(generated, to: path) == .updated)
        #expect(try folder.read("Factories.generated.swift") == generated)
    }

    @Test func refusesAFolder() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("Out")
        #expect(throws: OutputError.isFolder(folder("Out"))) { try OutputWriter.write(generated, to: folder("Out")) }
    }

    @Test func checkModeComparesWithoutWriting() throws {
        let folder = try TemporaryFolder()
        let path = folder("Factories.generated.swift")
        #expect(try OutputWriter.check(generated, against: path) == .created)
        #expect(!FileManager.default.fileExists(atPath: path))
        try OutputWriter.write(generated, to: path)
        #expect(try OutputWriter.check(generated, against: path) == .unchanged)
        let before = try identity(path)
        #expect(try OutputWriter.check(generated + "x", against: path) == .updated)
        #expect(try folder.read("Factories.generated.swift") == generated)
        #expect(try identity(path).nanoseconds == before.nanoseconds)
    }

    /// The file on disk is read a block at a time: a difference in any block, or in the size,
    /// is a change, and the header is still checked on a long file that is not ours.
    @Test func comparesFilesLongerThanOneBlock() throws {
        let folder = try TemporaryFolder()
        let path = folder("Factories.generated.swift")
        let long = generated + String(repeating: "extension Type: Providable {}\n", count: 10_000)
        #expect(long.utf8.count > 3 << 16)
        try OutputWriter.write(long, to: path)
        #expect(try OutputWriter.check(long, against: path) == .unchanged)
        var lastByteChanged = Array(long.utf8)
        lastByteChanged[lastByteChanged.count - 2] = UInt8(ascii: "]")
        #expect(try OutputWriter.check(String(decoding: lastByteChanged, as: UTF8.self), against: path) == .updated)
        var secondBlockChanged = Array(long.utf8)
        secondBlockChanged[(1 << 16) + 5] = UInt8(ascii: "#")
        #expect(try OutputWriter.check(String(decoding: secondBlockChanged, as: UTF8.self), against: path) == .updated)
        #expect(try OutputWriter.check(String(long.dropLast()), against: path) == .updated)
        #expect(try OutputWriter.check(long + "\n", against: path) == .updated)
        #expect(try OutputWriter.write(long, to: path) == .unchanged)

        let mine = try folder.write("Mine.swift", String(repeating: "let mine = 1\n", count: 20_000))
        #expect(throws: OutputError.notGenerated(mine)) { try OutputWriter.write(long, to: mine) }
    }

    @Test func writesAndComparesAnEmptyFile() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Factories.generated.swift", "")
        #expect(try OutputWriter.check("", against: path) == .unchanged)
        #expect(try OutputWriter.write(generated, to: path) == .updated)
        #expect(try OutputWriter.check("", against: path) == .updated)
    }
}
