import ArgumentParser
import Testing
@testable import FactoryGenCommands
import FactoryGenCore

/// The one-pass reading of `generate`'s arguments against ArgumentParser's: whatever it
/// reads, it reads as ArgumentParser does; what it leaves, ArgumentParser reads or reports.
@Suite struct GenerateFlagsReadingTests {
    /// What ArgumentParser makes of `arguments`: the flags, or `nil` for help, `dump` or an error.
    private func parsedByArgumentParser(_ arguments: [String]) -> GenerateFlags? {
        (try? FactoryGenCommand.parseAsRoot(arguments) as? GenerateCommand)?.flags
    }

    @Test func thePluginsArgumentsAreReadInOnePassAsArgumentParserReadsThem() throws {
        var arguments = ["generate", "--output", "/p/Tests/AppTests/Factories.generated.swift", "--testable", "App",
                         "--default-isolation", "App=MainActor", "--module-folder", "_Pool=/p/Sources/Pool"]
        for index in 0..<300 { arguments += ["--include", "/p/Sources/App/Model \(index).swift"] }
        arguments += ["--context", "/p/Tests/AppTests/Hand.swift", "--no-config", "--retroactive"]
        let read = try #require(GenerateFlags(commonArguments: arguments))
        #expect(read.includes.count == 300)
        #expect(read.options.overrides.moduleIsolation == ["App": .mainActor])
        #expect(read.options.overrides.moduleFolders == [ModuleFolder(module: "_Pool", folder: "/p/Sources/Pool")])
        #expect(read == parsedByArgumentParser(arguments))
    }

    @Test func everyOptionInTheHelpIsReadInOnePass() throws {
        let help = GenerateCommand.helpMessage()
        let names = Set(help.split(whereSeparator: { " ,\n".contains($0) }).filter { $0.hasPrefix("--") }
            .map { String($0.prefix { $0 == "-" || $0.isLetter }) })
        // A flag added to the command and not to the reading still works (ArgumentParser reads
        // it), but the runs that pass it lose the one pass.
        for name in names.subtracting(["--help", "--version"]).sorted() {
            // A flag alone, or an option with a value every option takes, or one of the form
            // `Module=value` (`--module-folder`).
            let read = GenerateFlags(commonArguments: [name]) ?? GenerateFlags(commonArguments: [name, "MainActor"])
                ?? GenerateFlags(commonArguments: [name, "App=Sources/App"])
            #expect(read != nil, "\(name) is left to ArgumentParser")
        }
        #expect(names.count >= 19, "help lists \(names.sorted())")
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["--version"], ["dump", "Sources"], ["help"], ["--frobnicate"],
        ["--output=Out.swift"], ["--output"], ["--output", "-o"], ["--output", ""], ["--output", "a", "--output", "b"],
        ["--quiet", "--quiet"], ["--check", "--stdout"], ["--verbose", "--quiet"], ["--no-config", "--config", "a.yml"],
        ["--default-isolation", "Main"], ["--module-folder", "Sources/Pool"], ["--module-folder", "=Sources/Pool"], ["Sources"], ["--include", "dump"], ["generate", "generate"], ["--", "--quiet"],
    ])
    func anythingElseIsLeftToArgumentParser(arguments: [String]) {
        #expect(GenerateFlags(commonArguments: arguments) == nil)
    }

    /// Random argument lists from every flag, option and troublesome value.
    @Test func randomArgumentsAreReadAsArgumentParserReadsThemOrLeftToIt() {
        let names = ["--config", "--no-config", "--check", "--stdout", "--verbose", "--quiet", "--include", "--exclude",
                     "--context", "--testable", "--import", "--template", "--output", "--retroactive", "--strict",
                     "--default-isolation", "--module-folder", "--clang-header", "--clang-flag", "--clang-module", "--help", "--nope"]
        let values = ["a.swift", "Sources/My App", "App", "MainActor", "App=MainActor", "nonisolated", "-DX", "-",
                      "x=y", "dump", "", "--quiet", "é/ü.swift"]
        var random = LexerPropertyTests.SplitMix(state: 0x5EED_F1A6)
        var read = 0
        for _ in 0..<800 {
            var arguments = Bool.random(using: &random) ? ["generate"] : []
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let name = names.randomElement(using: &random)!
                arguments.append(name)
                // Mostly a value after an option, sometimes one missing or out of place.
                if Int.random(in: 0..<8, using: &random) > 0 { arguments.append(values.randomElement(using: &random)!) }
            }
            guard let flags = GenerateFlags(commonArguments: arguments) else { continue }
            read += 1
            #expect(flags == parsedByArgumentParser(arguments), "\(arguments)")
        }
        // The comparison means something only if many lists are read in one pass.
        #expect(read > 80, "only \(read) of 800 read in one pass")
    }
}
