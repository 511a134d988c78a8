import Foundation

/// `factorygen dump`: prints what the parser found, as JSON, to see what the generator sees.
///
/// ```swift
/// // factorygen dump Fixtures/Example/Models
/// let status = DumpRunner(paths: ["Fixtures/Example/Models"], parse: Parser.parse).run()
/// ```
///
/// The JSON is an array of `SourceFile` sorted by path, pretty-printed with sorted keys and
/// unescaped slashes, so that the same sources always give the same bytes and a diff of two
/// dumps shows only what changed. Fields whose value is `nil` are left out.
public struct DumpRunner: Sendable {
    /// Files or folders to read; empty reads the configuration's includes.
    public var paths: [String]
    /// `--config`; used when `paths` is empty (`nil` looks for `.factory.yml`).
    public var configPath: String?
    /// Where the JSON and the diagnostics go.
    public var console: Console
    /// The parser; a parameter so that the command line does not depend on how it is built.
    public var parse: @Sendable ([UInt8], String) -> SourceFile

    public init(paths: [String], configPath: String? = nil, console: Console = .standard,
                parse: @escaping @Sendable ([UInt8], String) -> SourceFile) {
        self.paths = paths
        self.configPath = configPath
        self.console = console
        self.parse = parse
    }

    public func run() -> CommandStatus {
        let collection: SourceCollector.Collection
        if paths.isEmpty {
            if configPath == nil, FileSystem.status(ConfigurationLoader.defaultFileName) == nil {
                console.report([.error("nothing to dump: pass Swift files or folders, or --config PATH")])
                return .usage
            }
            do {
                collection = SourceCollector.collect(try ConfigurationLoader.resolve(configPath: configPath, overrides: ConfigurationOverrides()))
            } catch {
                console.report(error.diagnostics)
                return .usage
            }
        } else {
            // Paths on the command line are read as they are; no configuration is needed.
            let includes = paths.map { ConfiguredPath(resolving: $0, against: ".", key: "dump") }
            collection = SourceCollector.collect(includes: includes, excludes: [])
        }
        console.report(collection.diagnostics)
        if collection.diagnostics.contains(where: { $0.severity == .error }) { return .usage }

        var files: [SourceFile] = []
        for path in collection.files {
            guard let data = FileManager.default.contents(atPath: path) else {
                files.append(SourceFile(path: path, diagnostics: [.error("cannot read '\(path)'")]))
                continue
            }
            files.append(parse([UInt8](data), path))
        }
        let diagnostics = files.flatMap(\.diagnostics)
        console.report(diagnostics)
        do {
            console.output(try Self.json(files) + "\n")
        } catch {
            console.report([.error("cannot encode the declarations: \(error)")])
            return .failure
        }
        return diagnostics.contains { $0.severity == .error } ? .failure : .success
    }

    /// The deterministic JSON form of `value`: pretty, sorted keys, slashes unescaped.
    public static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
