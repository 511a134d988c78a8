import Foundation
import Testing
import FactoryGenCore

/// End-to-end tests: the built `factorygen` executable, run in a temporary project.
@Suite struct CommandLineTests {
    private static let user = """
        struct User {
            let id: UserID
            var name: String
            var age: Int
        }

        struct UserID: Hashable {
            let value: String
        }

        """

    /// A project with a `.factory.yml`, two models and nothing generated yet.
    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(".factory.yml", "includes:\n  - Models\noutput: Generated/Factories.generated.swift\n")
        try folder.write("Models/User.swift", Self.user)
        try folder.write("Models/Season.swift", "enum Season {\n    case spring, summer\n}\n")
        return folder
    }

    private let output = "Generated/Factories.generated.swift"

    @Test func versionAndHelp() throws {
        let folder = try TemporaryFolder()
        let version = try FactoryGenExecutable.run(["--version"], in: folder.path)
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == FactoryGenVersion.current)
        let help = try FactoryGenExecutable.run(["--help"], in: folder.path)
        #expect(help.status == 0)
        for text in ["generate", "dump", "Examples:", "Exit status"] {
            #expect(help.stdout.contains(text), "help lacks \(text)")
        }
        let generateHelp = try FactoryGenExecutable.run(["generate", "--help"], in: folder.path)
        for flag in ["--config", "--check", "--stdout", "--verbose", "--quiet", "--include", "--exclude", "--testable", "--import", "--template", "--output"] {
            #expect(generateHelp.stdout.contains(flag), "generate --help lacks \(flag)")
        }
        let dumpHelp = try FactoryGenExecutable.run(["dump", "--help"], in: folder.path)
        #expect(dumpHelp.stdout.contains("factorygen dump Sources/App\n"))
    }

    @Test func usageErrorsExitWithTwo() throws {
        let folder = try project()
        let unknown = try FactoryGenExecutable.run(["--frobnicate"], in: folder.path)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--frobnicate"))
        let conflicting = try FactoryGenExecutable.run(["--check", "--stdout"], in: folder.path)
        #expect(conflicting.status == 2)
        #expect(conflicting.stderr.contains("--check and --stdout cannot be used together"))
        #expect(!FileManager.default.fileExists(atPath: folder(output)))
    }

    @Test func configurationErrorsExitWithTwoInTheCompilersFormat() throws {
        let folder = try project()
        try folder.write(".factory.yml", "includes: Models\noutput: Out.swift\nexclude: Models/Old\n")
        let result = try FactoryGenExecutable.run([], in: folder.path)
        #expect(result.status == 2)
        #expect(result.stderr == ".factory.yml:3:1: error: unknown key 'exclude'; did you mean 'excludes'?\n")
        let missing = try FactoryGenExecutable.run(["--config", "Nope/.factory.yml"], in: folder.path)
        #expect(missing.status == 2)
        #expect(missing.stderr == "factorygen: error: configuration file 'Nope/.factory.yml' does not exist\n")
        let empty = try TemporaryFolder()
        let none = try FactoryGenExecutable.run([], in: empty.path)
        #expect(none.status == 2)
        #expect(none.stderr.contains("no configuration"))
    }

    @Test func generatesThenChecksThenNoticesAChange() throws {
        let folder = try project()
        let first = try FactoryGenExecutable.run(["--config", ".factory.yml"], in: folder.path)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.isEmpty)
        let generated = try folder.read(output)
        #expect(generated.hasPrefix(GeneratedFileHeader.line + "\n"))
        #expect(generated.contains("User"))
        #expect(generated.contains("Season"))

        // The default subcommand and the default config give the same file, left untouched.
        let modified = try FileManager.default.attributesOfItem(atPath: folder(output))[.modificationDate] as? Date
        let again = try FactoryGenExecutable.run(["generate"], in: folder.path)
        #expect(again.status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: folder(output))[.modificationDate] as? Date == modified)
        #expect(try FactoryGenExecutable.run(["--check"], in: folder.path).status == 0)

        try folder.write("Models/Season.swift", "enum Season {\n    case spring, summer, autumn\n}\n")
        let stale = try FactoryGenExecutable.run(["--check"], in: folder.path)
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("error: 'Generated/Factories.generated.swift' is out of date"))
        #expect(try folder.read(output) == generated)

        #expect(try FactoryGenExecutable.run([], in: folder.path).status == 0)
        #expect(try folder.read(output).contains("autumn"))
        #expect(try FactoryGenExecutable.run(["--check"], in: folder.path).status == 0)
    }

    @Test func aTypeThatCannotBeProvidedWarnsUnlessStrictAndContextFilesProvideIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("Models/Vault.swift", "struct Key { private init() {} }\nstruct Door {\n    let key: Key\n}\nstruct Hinge {\n    let turns: Int\n}\n")
        let flags = ["--include", "Models", "--testable", "Vault", "--output", "Out.swift"]

        let lenient = try FactoryGenExecutable.run(flags, in: folder.path)
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(lenient.stderr.contains("Vault.swift:3:9: warning: cannot provide 'Door.key'"), "\(lenient.stderr)")
        #expect(try folder.read("Out.swift").contains("extension Vault.Hinge: Providable"))

        let strict = try FactoryGenExecutable.run(flags + ["--strict"], in: folder.path)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("Vault.swift:3:9: error: cannot provide 'Door.key'"), "\(strict.stderr)")

        // The test target's own conformance, read as context: `Door` is built, `Key` is not generated.
        try folder.write("Tests/KeyFactory.swift", "extension Key: Providable {\n    static func provide() -> Key { fatalError() }\n}\n")
        let withContext = try FactoryGenExecutable.run(flags + ["--strict", "--context", "Tests"], in: folder.path)
        #expect(withContext.status == 0, "\(withContext.stderr)")
        let code = try folder.read("Out.swift")
        #expect(code.contains("extension Vault.Door: Providable"))
        #expect(!code.contains("extension Vault.Key: Providable"))
    }

    @Test func checkFailsWhenTheOutputDoesNotExist() throws {
        let folder = try project()
        let result = try FactoryGenExecutable.run(["--check"], in: folder.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("does not exist"))
        #expect(!FileManager.default.fileExists(atPath: folder(output)))
    }

    @Test func stdoutPrintsTheCodeAndWritesNothing() throws {
        let folder = try project()
        let result = try FactoryGenExecutable.run(["--stdout"], in: folder.path)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(GeneratedFileHeader.line + "\n"))
        #expect(!FileManager.default.fileExists(atPath: folder(output)))
        // What --stdout prints is exactly what would be written.
        #expect(try FactoryGenExecutable.run([], in: folder.path).status == 0)
        #expect(try folder.read(output) == result.stdout)
    }

    @Test func refusesToOverwriteAUsersFile() throws {
        let folder = try project()
        let mine = "// My own factories, written by hand.\nlet keep = true\n"
        try folder.write(output, mine)
        let result = try FactoryGenExecutable.run([], in: folder.path)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\(output):1:1: error: refusing to overwrite '\(output)'"))
        #expect(try folder.read(output) == mine)
    }

    @Test func runsFromFlagsAloneWithoutAConfiguration() throws {
        let folder = try project()
        try FileManager.default.removeItem(atPath: folder(".factory.yml"))
        let result = try FactoryGenExecutable.run(
            ["--include", "Models", "--exclude", "Models/Season.swift", "--testable", "App", "--import", "Foundation",
             "--output", "Out/Factories.swift"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        let generated = try folder.read("Out/Factories.swift")
        #expect(generated.contains("@testable import App"))
        #expect(generated.contains("import Foundation"))
        #expect(generated.contains("User"))
        #expect(!generated.contains("Season"))
    }

    @Test func noConfigIgnoresAConfigurationInTheCurrentFolder() throws {
        let folder = try project()
        // The configuration's include is the only thing that would bring User in.
        let result = try FactoryGenExecutable.run(
            ["--no-config", "--include", "Models/Season.swift", "--output", "Plugin.swift"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        let generated = try folder.read("Plugin.swift")
        #expect(generated.contains("Season"))
        #expect(!generated.contains("User"))
        #expect(!FileManager.default.fileExists(atPath: folder(output)))
    }

    @Test func flagsOverrideTheConfigurationsOutput() throws {
        let folder = try project()
        let result = try FactoryGenExecutable.run(["--output", "Elsewhere.swift", "--testable", "App"], in: folder.path)
        #expect(result.status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder(output)))
        #expect(try folder.read("Elsewhere.swift").contains("@testable import App"))
    }

    @Test func sourceErrorsAreReportedAtTheirPlaceAndTheRestIsStillWritten() throws {
        let folder = try project()
        try folder.write("Models/Broken.swift", "struct Broken {\n    let name: String = \"unterminated\n}\n")
        // A warning, which fails no build (swiftc reports the models' syntax errors), unless `--strict`.
        for (flags, severity, status) in [([String](), "warning", Int32(0)), (["--strict"], "error", 1)] {
            let result = try FactoryGenExecutable.run(flags, in: folder.path)
            #expect(result.status == status, "\(flags)")
            let problems = result.stderr.split(separator: "\n").filter { $0.hasPrefix("Models/Broken.swift:") }
            #expect(!problems.isEmpty, "\(flags): \(result.stderr)")
            // path:line:col: severity: message, the path as the configuration resolved it.
            for line in problems {
                let parts = line.split(separator: ":", maxSplits: 4)
                #expect(parts.count == 5 && Int(parts[1]) != nil && Int(parts[2]) != nil && parts[3] == " \(severity)",
                        "not in the compiler's format: \(line)")
            }
            #expect(try folder.read(output).contains("UserID"))
        }
    }

    @Test func verboseReportsCountsAndStagesAndQuietHidesWarnings() throws {
        let folder = try project()
        try folder.write(".factory.yml", "includes: [Models]\nexcludes: [Gone]\noutput: Out.swift\n")
        let verbose = try FactoryGenExecutable.run(["--verbose"], in: folder.path)
        #expect(verbose.status == 0)
        #expect(verbose.stderr.contains(".factory.yml:2:12: warning: 'excludes' path 'Gone' does not exist"))
        #expect(verbose.stderr.contains("factorygen: 2 files, "))
        for stage in ["configuration", "resolution", "rendering", "output", "total"] {
            #expect(verbose.stderr.contains("factorygen: \(stage) "), "no \(stage) timing")
        }
        let quiet = try FactoryGenExecutable.run(["--quiet"], in: folder.path)
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty)
    }

    @Test func dumpPrintsDeterministicJSON() throws {
        let folder = try project()
        let dump = try FactoryGenExecutable.run(["dump", "Models"], in: folder.path)
        #expect(dump.status == 0, "\(dump.stderr)")
        let files = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [[String: Any]])
        #expect(files.compactMap { $0["path"] as? String } == ["Models/Season.swift", "Models/User.swift"])
        #expect(dump.stdout.contains("\"path\" : \"Models/User.swift\""), "slashes must not be escaped")
        let user = try #require((files[1]["types"] as? [[String: Any]])?.first)
        #expect(user["name"] as? String == "User")
        #expect(user["kind"] as? String == "struct")
        let properties = try #require((user["members"] as? [String: Any])?["properties"] as? [[String: Any]])
        #expect(properties.compactMap { $0["name"] as? String } == ["id", "name", "age"])
        let idType = try #require(properties[0]["type"] as? [String: Any])
        #expect(idType["text"] as? String == "UserID")
        #expect(idType["kind"] as? String == "nominal")

        // The same declarations, whatever the order of the arguments or the use of the config.
        let reversed = try FactoryGenExecutable.run(["dump", "Models/User.swift", "Models/Season.swift"], in: folder.path)
        #expect(reversed.stdout == dump.stdout)
        let configured = try FactoryGenExecutable.run(["dump", "--config", ".factory.yml"], in: folder.path)
        #expect(configured.stdout == dump.stdout)
    }

    @Test func dumpReportsMissingPathsAndParseErrors() throws {
        let folder = try project()
        let missing = try FactoryGenExecutable.run(["dump", "Nowhere"], in: folder.path)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("'Nowhere' does not exist"))
        try folder.write("Models/Broken.swift", "struct Broken {\n    let name: String = \"unterminated\n}\n")
        let broken = try FactoryGenExecutable.run(["dump", "Models/Broken.swift"], in: folder.path)
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("Models/Broken.swift:"))
        #expect(broken.stdout.hasPrefix("["))
    }

    @Test func aBrokenTemplateWritesNothingAndExitsWithOne() throws {
        let folder = try project()
        try folder.write("Templates/broken.stencil", "{% for type in types %}\n{{ type.name }}\n")
        let result = try FactoryGenExecutable.run(["--template", "Templates/broken.stencil"], in: folder.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error:"))
        #expect(!FileManager.default.fileExists(atPath: folder(output)))
    }

    @Test func generatingTwiceIntoAnIncludedFolderGivesTheSameFile() throws {
        let folder = try project()
        try folder.write(".factory.yml", "includes: Models\noutput: Models/Factories.generated.swift\n")
        #expect(try FactoryGenExecutable.run([], in: folder.path).status == 0)
        let first = try folder.read("Models/Factories.generated.swift")
        #expect(try FactoryGenExecutable.run(["--check"], in: folder.path).status == 0)
        #expect(try folder.read("Models/Factories.generated.swift") == first)
    }

    @Test func includesWithoutSwiftFilesWarn() throws {
        let folder = try project()
        try folder.makeFolder("Empty")
        let result = try FactoryGenExecutable.run(["--include", "Empty", "--output", "Out.swift"], in: folder.path)
        #expect(result.status == 0)
        // The project's .factory.yml is read too, so its models are included: only an empty run warns.
        #expect(!result.stderr.contains("no Swift files"))
        try FileManager.default.removeItem(atPath: folder(".factory.yml"))
        let empty = try FactoryGenExecutable.run(["--include", "Empty", "--output", "Out.swift"], in: folder.path)
        #expect(empty.status == 0)
        #expect(empty.stderr == "factorygen: warning: no Swift files in the includes; the output has no factories\n")
        #expect(try folder.read("Out.swift").hasPrefix(GeneratedFileHeader.line))
    }
}
