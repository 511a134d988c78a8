import ArgumentParser
import FactoryGenCore

/// `factorygen dump`: the parsed declarations as JSON.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the declarations factorygen reads, as JSON.",
        discussion: """
            Prints an array of source files (types, extensions, typealiases, with file:line:col \
            locations) sorted by path, pretty-printed with sorted keys: the same sources always \
            give the same bytes. The README's "factorygen dump" section describes every field.

            Examples:
              factorygen dump Sources/App/Models/User.swift
              factorygen dump Sources/App
                  Folders are read recursively.
              factorygen dump --config .factory.yml
                  The configuration's includes and excludes.
            """
    )

    @Argument(help: ArgumentHelp("Swift files or folders (default: the configuration's includes).", valueName: "path"))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("The configuration file, when no paths are given (default: ./.factory.yml).", valueName: "path"))
    var config: String?

    func run() throws {
        try DumpRunner(paths: paths, configPath: config, parse: Parser.parse).run().exit()
    }
}
