import Foundation
import Testing
import FactoryGenCore

@Suite struct SourceCollectorTests {
    private func path(_ written: String, in folder: TemporaryFolder, key: String = "includes") -> ConfiguredPath {
        ConfiguredPath(resolving: written, against: folder.path, key: key,
                       location: SourceLocation(file: ".factory.yml", line: 2, column: 5))
    }

    /// The collected files relative to `folder`.
    private func relative(_ files: [String], to folder: TemporaryFolder) -> [String] {
        files.map { String($0.dropFirst(folder.path.count + 1)) }
    }

    @Test func walksFoldersRecursivelyAndSorts() throws {
        let folder = try TemporaryFolder()
        for file in ["Models/User.swift", "Models/Nested/Deep/Season.swift", "Models/A.swift", "Models/notes.txt", "Other/B.swift"] {
            try folder.write(file)
        }
        let collection = SourceCollector.collect(includes: [path("Other", in: folder), path("Models", in: folder)], excludes: [])
        #expect(relative(collection.files, to: folder) == ["Models/A.swift", "Models/Nested/Deep/Season.swift", "Models/User.swift", "Other/B.swift"])
        #expect(collection.diagnostics.isEmpty)
    }

    @Test func sortsByUTF8BytesWhereverTheNamesDiffer() throws {
        let folder = try TemporaryFolder()
        for file in ["Éclair.swift", "apple.swift", "Ab/X.swift", "Zed.swift", "Ab.swift", "A.swift", "Abc.swift"] {
            try folder.write(file)
        }
        let collection = SourceCollector.collect(includes: [path(".", in: folder)], excludes: [])
        // `.` (0x2E) sorts before `/` (0x2F) and letters, and `É` (0xC3 0x89) after them all.
        #expect(relative(collection.files, to: folder) == ["A.swift", "Ab.swift", "Ab/X.swift", "Abc.swift", "Zed.swift", "apple.swift", "Éclair.swift"])
    }

    @Test func deduplicatesOverlappingIncludes() throws {
        let folder = try TemporaryFolder()
        try folder.write("Models/User.swift")
        try folder.write("Models/Sub/Id.swift")
        let collection = SourceCollector.collect(
            includes: [path("Models/Sub", in: folder), path("Models", in: folder), path("Models/User.swift", in: folder), path("./Models/", in: folder)],
            excludes: [])
        #expect(relative(collection.files, to: folder) == ["Models/Sub/Id.swift", "Models/User.swift"])
    }

    @Test func orderOfIncludesDoesNotMatter() throws {
        let folder = try TemporaryFolder()
        for file in ["b/Z.swift", "a/Y.swift", "c/X.swift"] { try folder.write(file) }
        let forward = SourceCollector.collect(includes: ["a", "b", "c"].map { path($0, in: folder) }, excludes: [])
        let backward = SourceCollector.collect(includes: ["c", "b", "a"].map { path($0, in: folder) }, excludes: [])
        #expect(forward == backward)
        #expect(forward.files.count == 3)
    }

    @Test func excludesRemoveFilesAndWholeFolders() throws {
        let folder = try TemporaryFolder()
        for file in ["Models/User.swift", "Models/Legacy/Old.swift", "Models/Legacy/More/Older.swift", "Models/Skip.swift", "Models/LegacyNot/Kept.swift"] {
            try folder.write(file)
        }
        let collection = SourceCollector.collect(
            includes: [path("Models", in: folder)],
            excludes: [path("Models/Legacy", in: folder, key: "excludes"), path("Models/Skip.swift", in: folder, key: "excludes")])
        #expect(relative(collection.files, to: folder) == ["Models/LegacyNot/Kept.swift", "Models/User.swift"])
        #expect(collection.diagnostics.isEmpty)
    }

    @Test func skipsHiddenFoldersAndBuildButNotANamedHiddenFolder() throws {
        let folder = try TemporaryFolder()
        for file in ["Models/User.swift", "Models/.build/debug/X.swift", "Models/.git/Y.swift", ".hidden/Z.swift"] {
            try folder.write(file)
        }
        let collection = SourceCollector.collect(includes: [path("Models", in: folder)], excludes: [])
        #expect(relative(collection.files, to: folder) == ["Models/User.swift"])
        let named = SourceCollector.collect(includes: [path(".hidden", in: folder)], excludes: [])
        #expect(relative(named.files, to: folder) == [".hidden/Z.swift"])
    }

    @Test func missingIncludeIsAnErrorAtItsLineAndMissingExcludeAWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write("Models/User.swift")
        let collection = SourceCollector.collect(
            includes: [path("Models", in: folder), path("Modles", in: folder)],
            excludes: [path("Gone", in: folder, key: "excludes")])
        #expect(collection.diagnostics.map(\.description) == [
            ".factory.yml:2:5: error: 'includes' path 'Modles' does not exist",
            ".factory.yml:2:5: warning: 'excludes' path 'Gone' does not exist",
        ])
        #expect(relative(collection.files, to: folder) == ["Models/User.swift"])
    }

    @Test func aNamedFileThatIsNotSwiftIsIgnoredWithAWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write("README.md")
        let collection = SourceCollector.collect(includes: [path("README.md", in: folder)], excludes: [])
        #expect(collection.files.isEmpty)
        #expect(collection.diagnostics.map(\.severity) == [.warning])
    }

    @Test func symlinkLoopDoesNotHangAndLinkedFilesAppearOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("Models/User.swift")
        try folder.write("Shared/Id.swift")
        // Models/loop -> Models (a cycle) and Models/shared -> Shared (a second way to Id.swift).
        try FileManager.default.createSymbolicLink(atPath: folder("Models/loop"), withDestinationPath: folder("Models"))
        try FileManager.default.createSymbolicLink(atPath: folder("Models/shared"), withDestinationPath: "../Shared")
        try FileManager.default.createSymbolicLink(atPath: folder("Models/dangling.swift"), withDestinationPath: folder("nowhere.swift"))
        let collection = SourceCollector.collect(includes: [path("Models", in: folder), path("Shared", in: folder)], excludes: [])
        #expect(relative(collection.files, to: folder) == ["Models/User.swift", "Models/shared/Id.swift"])
    }

    @Test func anEntryIsReadByItsKindNotItsName() throws {
        let folder = try TemporaryFolder()
        try folder.write("Models/Legacy.swift/User.swift")
        try folder.write("Models/Swift/notes.txt")
        try folder.write("Shared/Id.swift")
        // A link to a Swift file is read under its own name; a link to a folder is walked.
        try FileManager.default.createSymbolicLink(atPath: folder("Models/Linked.swift"), withDestinationPath: "../Shared/Id.swift")
        try FileManager.default.createSymbolicLink(atPath: folder("Models/shared"), withDestinationPath: "../Shared")
        try FileManager.default.createSymbolicLink(atPath: folder("Models/.hidden"), withDestinationPath: "../Shared")
        let collection = SourceCollector.collect(includes: [path("Models", in: folder)], excludes: [])
        #expect(relative(collection.files, to: folder) == ["Models/Legacy.swift/User.swift", "Models/Linked.swift"])
        #expect(collection.diagnostics.isEmpty)
    }

    /// The build plugin's form: every file named, some through a linked folder or as a link.
    @Test func filesNamedOneByOneAreKnownByWhereTheyReallyLie() throws {
        let folder = try TemporaryFolder()
        try folder.write("Shared/Id.swift")
        try folder.write("Shared/Name.swift")
        try folder.write("Models/User.swift")
        try FileManager.default.createSymbolicLink(atPath: folder("Models/shared"), withDestinationPath: "../Shared")
        try FileManager.default.createSymbolicLink(atPath: folder("Models/Alias.swift"), withDestinationPath: "../Shared/Name.swift")
        let named = ["Models/shared/Id.swift", "Shared/Id.swift", "Models/Alias.swift", "Shared/Name.swift", "Models/shared/Name.swift", "Models/User.swift"]
        let collection = SourceCollector.collect(includes: named.map { path($0, in: folder) }, excludes: [])
        #expect(relative(collection.files, to: folder) == ["Models/Alias.swift", "Models/User.swift", "Models/shared/Id.swift"])
        let excluded = SourceCollector.collect(includes: named.map { path($0, in: folder) }, excludes: [path("Shared", in: folder, key: "excludes")])
        #expect(relative(excluded.files, to: folder) == ["Models/User.swift"])
    }

    @Test func excludeMatchesAFileReachedThroughALink() throws {
        let folder = try TemporaryFolder()
        try folder.write("Shared/Id.swift")
        try folder.makeFolder("Models")
        try FileManager.default.createSymbolicLink(atPath: folder("Models/shared"), withDestinationPath: "../Shared")
        let collection = SourceCollector.collect(includes: [path("Models", in: folder)], excludes: [path("Shared", in: folder, key: "excludes")])
        #expect(collection.files.isEmpty)
    }
}

@Suite struct SourceCollectorConfigurationTests {
    @Test func theOutputIsNeverAnInput() throws {
        let folder = try TemporaryFolder()
        try folder.write("Models/User.swift")
        try folder.write("Models/Factories.generated.swift")
        let configuration = try ConfigurationLoader.load(path: folder.write(".factory.yml", "includes: Models\noutput: Models/Factories.generated.swift\n"))
        #expect(SourceCollector.collect(configuration).files == [folder("Models/User.swift")])
        // Before the first run the output does not exist, and that is no reason to warn.
        try FileManager.default.removeItem(atPath: folder("Models/Factories.generated.swift"))
        let collection = SourceCollector.collect(configuration)
        #expect(collection.files == [folder("Models/User.swift")])
        #expect(collection.diagnostics.isEmpty)
    }
}
