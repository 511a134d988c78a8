import ArgumentParser
import FactoryGenCore

/// `factorygen generate` (the default): writes the generated file.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate the factories file (the default command).",
        discussion: """
            Without --config, reads ./.factory.yml; when it does not exist, --include and \
            --output are enough to run (the SwiftPM build plugin works that way). Flags add to \
            the configuration's lists, and --output replaces its output. Flag paths are relative \
            to the current folder; paths in .factory.yml to the file's folder.

            Examples:
              factorygen generate --config .factory.yml --verbose
              factorygen --check
              factorygen --include Models --testable App --stdout
            """,
        version: FactoryGenVersion.current
    )

    @Option(name: .long, help: ArgumentHelp("The configuration file (default: ./.factory.yml).", valueName: "path"))
    var config: String?

    @Flag(name: .customLong("no-config"), help: "Do not read ./.factory.yml; run from the flags alone (the build plugin does).")
    var noConfig = false

    @Flag(name: .long, help: "Write nothing; exit 1 if the output file would change (for CI).")
    var check = false

    @Flag(name: .customLong("stdout"), help: "Print the generated code instead of writing it.")
    var standardOutput = false

    @Flag(name: .long, help: "Also print counts, skipped types and each stage's time to standard error.")
    var verbose = false

    @Flag(name: .long, help: "Print errors only.")
    var quiet = false

    @Option(name: .customLong("include"), help: ArgumentHelp("A Swift file or folder to read (repeatable).", valueName: "path"))
    var includes: [String] = []

    @Option(name: .customLong("exclude"), help: ArgumentHelp("A file or folder to leave out (repeatable).", valueName: "path"))
    var excludes: [String] = []

    @Option(name: .customLong("context"), help: ArgumentHelp("A Swift file or folder read only for what it declares, such as the test target's hand-written conformances; nothing is generated for it (repeatable).", valueName: "path"))
    var context: [String] = []

    @Option(name: .customLong("testable"), help: ArgumentHelp("A module to `@testable import` (repeatable).", valueName: "module"))
    var testables: [String] = []

    @Option(name: .customLong("module-folder"), help: ArgumentHelp("Module=folder: the Swift files under the folder are that module's, whatever the folder is named (repeatable; the build plugin passes each model target's).", valueName: "module=folder"))
    var moduleFolders: [String] = []

    @Option(name: .customLong("import"), help: ArgumentHelp("A module to import plainly (repeatable).", valueName: "module"))
    var imports: [String] = []

    @Option(name: .customLong("template"), help: ArgumentHelp("A Stencil template file or folder (repeatable; default: the bundled templates).", valueName: "path"))
    var templates: [String] = []

    @Option(name: .long, help: ArgumentHelp("The file to write (replaces the configuration's output).", valueName: "path"))
    var output: String?

    @Flag(name: .long, help: "Mark conformances @retroactive (for tests outside the models' SwiftPM package).")
    var retroactive = false

    @Flag(name: .long, help: "Make a type that cannot be provided an error, not a warning.")
    var strict = false

    @Option(name: .long, help: ArgumentHelp("The models' default isolation, as built with -default-isolation: MainActor or nonisolated, for every module, or Module=MainActor for one (repeatable).", valueName: "isolation"))
    var defaultIsolation: [String] = []

    @Option(name: .customLong("clang-header"), help: ArgumentHelp("A C header to read through libclang (repeatable); needs --clang-module.", valueName: "path"))
    var clangHeaders: [String] = []

    @Option(name: .customLong("clang-flag"), parsing: .unconditionalSingleValue, help: ArgumentHelp("A flag for libclang, such as -IInclude or -DNAME (repeatable).", valueName: "flag"))
    var clangFlags: [String] = []

    @Option(name: .customLong("clang-module"), help: ArgumentHelp("The Clang module that declares the C headers; the generated file imports it.", valueName: "module"))
    var clangModule: String?

    /// The flags as plain values, which ``GenerateFlags/init(commonArguments:)`` also reads.
    var flags: GenerateFlags {
        var flags = GenerateFlags()
        flags.config = config
        flags.noConfig = noConfig
        flags.check = check
        flags.standardOutput = standardOutput
        flags.verbose = verbose
        flags.quiet = quiet
        flags.includes = includes
        flags.excludes = excludes
        flags.context = context
        flags.testables = testables
        flags.moduleFolders = moduleFolders
        flags.imports = imports
        flags.templates = templates
        flags.output = output
        flags.retroactive = retroactive
        flags.strict = strict
        flags.defaultIsolation = defaultIsolation
        flags.clangHeaders = clangHeaders
        flags.clangFlags = clangFlags
        flags.clangModule = clangModule
        return flags
    }

    func validate() throws {
        if let problem = flags.problem { throw ValidationError(problem) }
    }

    func run() throws {
        try Self.run(flags)
    }

    /// Generates as `flags` ask, however they were read.
    static func run(_ flags: GenerateFlags) throws {
        try GenerateRunner(options: flags.options, disposal: .leftToExit, generate: Generator.generate).run().exit()
    }
}
