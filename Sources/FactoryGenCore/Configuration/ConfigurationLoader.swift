import Foundation
import Yams

/// Reads `.factory.yml`.
///
/// ```swift
/// let configuration = try ConfigurationLoader.load(path: "Fixtures/Example/.factory.yml")
/// ```
///
/// The file is composed into YAML nodes rather than decoded, so that every problem (an unknown
/// key, a value of the wrong type, a YAML syntax error) is reported at its line and column.
/// All problems are reported at once, not just the first.
public enum ConfigurationLoader {
    /// The file looked for when `--config` is not given.
    public static let defaultFileName = ".factory.yml"

    /// Reads and checks the configuration file at `path`. Paths inside it are resolved against
    /// its folder.
    public static func load(path: String) throws(ConfigurationError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = switch FileSystem.status(path)?.isDirectory {
            case true?: "is a folder; name the file, such as '\(PathNormalizer.join(path, defaultFileName))'"
            case false?: "cannot be read"
            case nil: "does not exist"
            }
            throw ConfigurationError([.error("configuration file '\(path)' \(reason)")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError([.error("configuration file '\(path)' is not UTF-8 text")])
        }
        return try parse(text, file: path, baseDirectory: PathNormalizer.parent(of: path))
    }

    /// Checks the configuration `text`; diagnostics name `file`, and paths are resolved against
    /// `baseDirectory`.
    public static func parse(_ text: String, file: String, baseDirectory: String) throws(ConfigurationError) -> Configuration {
        let lines = LineTable(text)
        let root: Node?
        do {
            // Every value is a string or a list here, so the basic resolver will do; the default
            // one matches each scalar against regular expressions, which was most of the time.
            root = try Yams.compose(yaml: text, .basic)
        } catch {
            throw ConfigurationError(syntaxDiagnostics(for: error, file: file, lines: lines))
        }
        var reader = Reader(file: file, base: baseDirectory, lines: lines)
        let configuration = reader.read(root)
        if !reader.diagnostics.isEmpty { throw ConfigurationError(reader.diagnostics) }
        return configuration
    }

    /// A YAML error at the place libyaml found it, with a note where the construct it was
    /// reading began (the opening quote of an unterminated string, say).
    private static func syntaxDiagnostics(for error: any Error, file: String, lines: LineTable) -> [Diagnostic] {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let yamlError = error as? YamlError else {
            return [.error("cannot read YAML: \(error)", at: start)]
        }
        switch yamlError {
        case let .scanner(context, problem, mark, _),
             let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let location = lines.location(of: mark, in: file)
            guard let context else { return [.error("invalid YAML: \(problem)", at: location)] }
            let contextLocation = lines.location(of: context.mark, in: file)
            var diagnostics: [Diagnostic] = [.error("invalid YAML: \(problem) \(context.text)", at: location)]
            if contextLocation != location {
                diagnostics.append(.note("\(context.text.replacingOccurrences(of: "while ", with: "")) started here", at: contextLocation))
            }
            return diagnostics
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return [.error("key \(keys) is given more than once", at: lines.location(of: context.mark, in: file))]
        case let .reader(problem, _, _, _):
            return [.error("invalid YAML: \(problem)", at: start)]
        default:
            return [.error("invalid YAML: \(yamlError)", at: start)]
        }
    }
}

/// Walks the composed YAML, collecting values and diagnostics.
private struct Reader {
    let file: String
    let base: String
    let lines: LineTable
    var diagnostics: [Diagnostic] = []

    mutating func read(_ root: Node?) -> Configuration {
        var configuration = Configuration(file: file)
        guard let root, !isNull(root) else { return configuration }
        guard case .mapping(let mapping) = root else {
            error("the configuration must be a mapping of keys (includes, output, …) to values", at: root)
            return configuration
        }
        for (keyNode, value) in mapping {
            guard let name = keyNode.scalar?.string else {
                error("keys must be plain names", at: keyNode)
                continue
            }
            guard let key = ConfigurationKey(rawValue: name) else {
                let hint = ConfigurationKey.suggestion(for: name).map { "; did you mean '\($0.rawValue)'?" }
                    ?? "; the keys are " + ConfigurationKey.allCases.map(\.rawValue).joined(separator: ", ")
                error("unknown key '\(name)'\(hint)", at: keyNode)
                continue
            }
            switch key {
            case .includes: configuration.includes = paths(value, key: key)
            case .excludes: configuration.excludes = paths(value, key: key)
            case .context: configuration.context = paths(value, key: key)
            case .templates: configuration.templates = paths(value, key: key)
            case .testables: configuration.testables = scalars(value, key: key).map(\.text)
            case .imports: configuration.imports = scalars(value, key: key).map(\.text)
            case .output: configuration.output = singlePath(value, key: key, keyNode: keyNode)
            case .retroactive: configuration.retroactive = flag(value, key: key) ?? false
            case .strict: configuration.strict = flag(value, key: key) ?? false
            case .defaultIsolation: configuration.defaultIsolation = isolation(value, key: key)
            case .clang: configuration.clang = clang(value, keyNode: keyNode)
            case .defaults: configuration.defaults = expressions(value, key: key)
            }
        }
        return configuration
    }

    /// `headers`, `flags` and `module`; a header must exist, and the module be named.
    private mutating func clang(_ value: Node, keyNode: Node) -> ClangConfiguration? {
        guard case .mapping(let mapping) = value else {
            error("'clang' must be a mapping with headers, flags and module, not \(describe(value))", at: value)
            return nil
        }
        var section = ClangConfiguration()
        for (subkeyNode, subvalue) in mapping {
            switch subkeyNode.scalar?.string {
            case "headers":
                section.headers = paths(subvalue, key: .clang).map { path in
                    var path = path
                    path.key = "clang.headers"
                    return path
                }
                for header in section.headers where FileSystem.status(header.path)?.isDirectory != false {
                    diagnostics.append(.error("header '\(header.written)' does not exist or is a folder", at: header.location))
                }
            case "flags":
                section.flags = ClangConfiguration.resolvingPaths(in: scalars(subvalue, key: .clang).map(\.text), against: base)
            case "module":
                guard case .scalar(let scalar) = subvalue, !scalar.string.isEmpty else {
                    error("'clang.module' must be a module name, not \(describe(subvalue))", at: subvalue)
                    continue
                }
                section.module = scalar.string
            default:
                let name = subkeyNode.scalar?.string ?? ""
                let close = ClangConfiguration.keys.min { EditDistance.between(name, $0) < EditDistance.between(name, $1) }
                let hint = close.map { EditDistance.between(name, $0) <= 2 ? "; did you mean '\($0)'?" : nil } ?? nil
                error("unknown key 'clang.\(name)'\(hint ?? "; the keys are headers, flags, module")", at: subkeyNode)
            }
        }
        if section.module == nil {
            error("'clang' needs a 'module': the Clang module whose module.modulemap declares the headers", at: keyNode)
        }
        if section.headers.isEmpty {
            error("'clang' needs 'headers': the C headers to read", at: keyNode)
        }
        return section
    }

    private mutating func paths(_ value: Node, key: ConfigurationKey) -> [ConfiguredPath] {
        scalars(value, key: key).map {
            ConfiguredPath(resolving: $0.text, against: base, key: key.rawValue, location: $0.location)
        }
    }

    /// `MainActor` or `nonisolated`, for every module; or a mapping from module names to either.
    private mutating func isolation(_ value: Node, key: ConfigurationKey) -> ModelIsolation {
        func one(_ node: Node) -> DefaultIsolation? {
            guard case .scalar(let scalar) = node else {
                error("'\(key.rawValue)' must be MainActor or nonisolated, not \(describe(node))", at: node)
                return nil
            }
            guard let isolation = DefaultIsolation(rawValue: scalar.string) else {
                error("'\(key.rawValue)' must be MainActor or nonisolated, not '\(scalar.string)'", at: node)
                return nil
            }
            return isolation
        }
        guard case .mapping(let modules) = value else { return ModelIsolation(all: one(value) ?? .nonisolated) }
        var isolation = ModelIsolation()
        for (moduleNode, moduleValue) in modules {
            guard let module = moduleNode.scalar?.string, !module.isEmpty else {
                error("'\(key.rawValue)' must map module names to MainActor or nonisolated", at: moduleNode)
                continue
            }
            if let value = one(moduleValue) { isolation.modules[module] = value }
        }
        return isolation
    }

    /// `Type.property: expression` or `Type: expression` entries; `null` is none. The
    /// expressions are scalars, so `User.age: 20` and `User.name: '"Ihara"'` both give the
    /// Swift text as written (the quotes YAML removes are the outer ones).
    private mutating func expressions(_ value: Node, key: ConfigurationKey) -> [ConfiguredDefault] {
        if isNull(value) { return [] }
        guard case .mapping(let entries) = value else {
            error("'\(key.rawValue)' must map 'Type.property' or 'Type' to a Swift expression, not \(describe(value))", at: value)
            return []
        }
        var defaults: [ConfiguredDefault] = []
        for (entryKey, entryValue) in entries {
            guard case .scalar(let name) = entryKey, !isNull(entryKey), Self.isTypeOrPropertyPath(name.string) else {
                error("each key of '\(key.rawValue)' must be 'Type.property' or 'Type', such as 'User.name'", at: entryKey)
                continue
            }
            guard case .scalar(let expression) = entryValue, !isNull(entryValue),
                  !expression.string.allSatisfy(\.isWhitespace) else {
                let found = isNull(entryValue) ? "nothing" : describe(entryValue)
                error("the default of '\(name.string)' must be a Swift expression, not \(found); quote a string literal: '\"text\"'",
                      at: isNull(entryValue) ? entryKey : entryValue)
                continue
            }
            defaults.append(ConfiguredDefault(key: name.string, expression: expression.string.trimmingCharacters(in: .whitespacesAndNewlines),
                                              location: location(of: entryKey)))
        }
        return defaults
    }

    /// Dot-separated identifiers (backticks allowed): `User.name`, `Gym.Route.grade`, `LoadingState`.
    private static func isTypeOrPropertyPath(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            let name = part.hasPrefix("`") && part.hasSuffix("`") && part.count > 2 ? part.dropFirst().dropLast() : part
            guard let first = name.first, !first.isNumber else { return false }
            return name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        }
    }

    private mutating func flag(_ value: Node, key: ConfigurationKey) -> Bool? {
        guard case .scalar(let scalar) = value, let flag = Bool.construct(from: scalar) else {
            error("'\(key.rawValue)' must be true or false, not \(describe(value))", at: value)
            return nil
        }
        return flag
    }

    private mutating func singlePath(_ value: Node, key: ConfigurationKey, keyNode: Node) -> ConfiguredPath? {
        guard case .scalar(let scalar) = value, !isNull(value), !scalar.string.isEmpty else {
            let found = isNull(value) ? "nothing" : describe(value)
            error("'\(key.rawValue)' must be a single path, not \(found)", at: isNull(value) ? keyNode : value)
            return nil
        }
        return ConfiguredPath(resolving: scalar.string, against: base, key: key.rawValue, location: location(of: value))
    }

    /// A list of strings, or a single string; `null` is an empty list.
    private mutating func scalars(_ value: Node, key: ConfigurationKey) -> [(text: String, location: SourceLocation)] {
        if isNull(value) { return [] }
        let what = key.shape == .modules ? "module name" : "path"
        switch value {
        case .scalar(let scalar):
            return nonEmpty(scalar.string, key: key, node: value).map { [($0, location(of: value))] } ?? []
        case .sequence(let sequence):
            var items: [(text: String, location: SourceLocation)] = []
            for element in sequence {
                guard case .scalar(let scalar) = element, !isNull(element) else {
                    error("each entry of '\(key.rawValue)' must be a \(what), not \(describe(element))", at: element)
                    continue
                }
                if let text = nonEmpty(scalar.string, key: key, node: element) {
                    items.append((text, location(of: element)))
                }
            }
            return items
        default:
            error("'\(key.rawValue)' must be a list of \(what)s or a single \(what), not \(describe(value))", at: value)
            return []
        }
    }

    private mutating func nonEmpty(_ text: String, key: ConfigurationKey, node: Node) -> String? {
        if text.isEmpty {
            error("an entry of '\(key.rawValue)' is empty", at: node)
            return nil
        }
        return text
    }

    private func isNull(_ node: Node) -> Bool {
        node.null != nil
    }

    private func describe(_ node: Node) -> String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        case .scalar: isNull(node) ? "null" : "a single value"
        }
    }

    private func location(of node: Node) -> SourceLocation {
        node.mark.map { lines.location(of: $0, in: file) } ?? SourceLocation(file: file, line: 1, column: 1)
    }

    private mutating func error(_ message: String, at node: Node) {
        diagnostics.append(.error(message, at: location(of: node)))
    }
}
