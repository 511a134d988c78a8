import Foundation
import FactoryGenCore
import Testing
@testable import FactoryGenVerification

/// What the check tool reads from the models' own compiler flags.
@Suite struct RealCodeCheckFlagsTests {
    @Test func theModelsDefaultIsolationComesFromTheirFlags() {
        #expect(RealCodeCheck.defaultIsolation(in: ["-swift-version", "6", "-default-isolation", "MainActor"]) == .mainActor)
        #expect(RealCodeCheck.defaultIsolation(in: ["-default-isolation", "nonisolated"]) == .nonisolated)
        #expect(RealCodeCheck.defaultIsolation(in: ["-swift-version", "5"]) == .nonisolated)
        // The last one wins, as for the compiler.
        #expect(RealCodeCheck.defaultIsolation(in: ["-default-isolation", "MainActor", "-default-isolation", "nonisolated"]) == .nonisolated)
    }

    @Test func theDriverGetsTheModelsSearchPathsLibrariesAndRunPathsOnly() {
        let flags = ["-swift-version", "5", "-I", "stubs", "-Lbuilt", "-module-alias", "UIKit=Glibc", "-F", "frameworks",
                     "-lSwiftProtobuf", "-l", "Shim", "-Xlinker", "-rpath", "-Xlinker", "built", "-Xlinker", "--no-undefined"]
        #expect(RealCodeCheck.driverFlags(in: flags)
            == ["-I", "stubs", "-Lbuilt", "-F", "frameworks", "-lSwiftProtobuf", "-l", "Shim", "-Xlinker", "-rpath", "-Xlinker", "built"])
    }

    /// DiscordBM's models needed `-load-plugin-library` for their macro: read as a library, it
    /// took the next flag as its own and the driver did not build.
    @Test func optionsSpelledLikeALibraryOrASearchPathAreNotTakenForOne() {
        let flags = ["-language-mode", "6", "-Ideps", "-load-plugin-library", "/plugins/libMacros.so", "-lto=llvm-thin",
                     "-library-level", "api", "-Isystem", "/usr/include/x", "-lShim", "-link-objc-runtime", "-locale", "en"]
        #expect(RealCodeCheck.driverFlags(in: flags) == ["-Ideps", "-Isystem", "/usr/include/x", "-lShim"])
    }

    /// swift-nio-imap's models import NIOCore, built by SwiftPM, whose C modules
    /// (`_AtomicsShims`, `CNIOLinux`) are found by the module maps clang is given: the
    /// generated file imports the models and NIOCore, and could not be built without them.
    @Test func theDriverGetsTheClangModuleMapsAndIncludePathsOfTheModelsDependencies() {
        let flags = ["-Xcc", "-fmodule-map-file=/deps/CNIOLinux/module.modulemap", "-Xcc", "-DDEBUG",
                     "-Xcc", "-I/deps/include", "-Xcc", "-I"]
        #expect(RealCodeCheck.driverFlags(in: flags)
            == ["-Xcc", "-fmodule-map-file=/deps/CNIOLinux/module.modulemap", "-Xcc", "-I/deps/include"])
    }

    /// SwiftPM's manifest API marks its declarations `@available(_PackageDescription, …)`:
    /// built without the models' version, the generated file could use none of them.
    @Test func theDriverSpeaksTheManifestAPIVersionTheModelsAreBuiltFor() {
        let flags = ["-swift-version", "5", "-package-description-version", "999.0", "-enable-library-evolution"]
        #expect(RealCodeCheck.driverFlags(in: flags) == ["-package-description-version", "999.0"])
    }

    /// The driver joins the models' package, under the name their flags give it, if any.
    @Test func theModelsPackageNameIsTheirFlagsLastOne() {
        #expect(RealCodeCheck.packageName(in: ["-swift-version", "6", "-package-name", "DiscordBM"]) == "DiscordBM")
        #expect(RealCodeCheck.packageName(in: ["-package-name", "A", "-package-name", "B"]) == "B")
        #expect(RealCodeCheck.packageName(in: ["-swift-version", "6"]) == nil)
        #expect(RealCodeCheck.packageName(in: ["-package-name"]) == nil)
    }

    /// Models that import Tagged or IdentifiedCollections get the runtime's conformances for
    /// them, as a test target that enables the package traits does.
    @Test func theRuntimeGetsTheTraitsTheModelsImport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("traits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tagged = folder.appendingPathComponent("Models.swift"), plain = folder.appendingPathComponent("Plain.swift")
        try "import Foundation\nimport Tagged\n\nstruct User { let id: Tagged<User, UUID> }\n".write(to: tagged, atomically: true, encoding: .utf8)
        try "struct Plain {}\n".write(to: plain, atomically: true, encoding: .utf8)
        #expect(RealCodeCheck.runtimeTraitFlags(files: [tagged.path, plain.path], modelFlags: ["-swift-version", "5", "-Ideps", "-lTagged"])
            == ["-D", "Tagged", "-Ideps", "-lTagged"])
        #expect(RealCodeCheck.runtimeTraitFlags(files: [plain.path], modelFlags: ["-Ideps"]).isEmpty)
    }
}
