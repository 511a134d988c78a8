import Foundation

/// The parsing stage: turns Swift source into a ``SourceFile`` of declarations.
///
/// ```swift
/// let file = Parser.parse("struct User { let name: String }", path: "User.swift")
/// file.types[0].members.properties[0].type?.description // "String"
/// file.diagnostics                                       // []
/// ```
///
/// Parsing never fails: what cannot be read becomes a diagnostic in ``SourceFile/diagnostics``
/// and reading resumes at the next declaration.
///
/// Documentation comments are read unless `readsDocumentation` is `false`:
///
/// ```swift
/// let file = Parser.parse("/// A user.\nstruct User {}", path: "User.swift", readsDocumentation: false)
/// file.types[0].documentation // nil
/// ```
public enum Parser {
    /// Parses a file's bytes (UTF-8).
    public static func parse(_ source: [UInt8], path: String) -> SourceFile {
        parse(source, path: path, readsDocumentation: true)
    }

    /// Parses a file's bytes (UTF-8), with or without documentation comments.
    public static func parse(_ source: [UInt8], path: String, readsDocumentation: Bool) -> SourceFile {
        source.withUnsafeBufferPointer { parse($0, path: path, readsDocumentation: readsDocumentation) }
    }

    /// Parses source text.
    public static func parse(_ text: String, path: String, readsDocumentation: Bool = true) -> SourceFile {
        var text = text
        return text.withUTF8 { parse($0, path: path, readsDocumentation: readsDocumentation) }
    }

    /// Reads and parses the file at `path`; a read failure becomes the file's only diagnostic.
    public static func parseFile(atPath path: String) -> SourceFile {
        guard let bytes = FileSystem.contents(of: path) else {
            return SourceFile(path: path, diagnostics: [.error("cannot read file", at: SourceLocation(file: path, line: 1, column: 1))])
        }
        return parse(bytes, path: path)
    }

    /// Parses bytes the caller keeps alive for the duration of the call.
    ///
    /// - Parameter readsDocumentation: whether declarations get their ``TypeDeclaration/documentation``;
    ///   `false` leaves it `nil` and parses faster, for callers that never read it.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, path: String, readsDocumentation: Bool = true) -> SourceFile {
        let source = PaddedSource(bytes)
        defer { source.deallocate() }
        return parse(source, path: path, readsDocumentation: readsDocumentation)
    }

    /// Parses bytes already followed by the lexer's padding, which the caller deallocates.
    static func parse(_ source: PaddedSource, path: String, readsDocumentation: Bool) -> SourceFile {
        let lexed = Lexer.tokenize(source)
        defer { lexed.tokens.deallocate() }

        var parser = DeclarationParser(text: source.base, textCount: source.count, tokens: lexed.tokens.buffer, path: path)
        parser.readsDocumentation = readsDocumentation
        var collector = DeclarationCollector()
        parser.parseDeclarationList(.topLevel, into: &collector)

        var diagnostics = lexed.diagnostics.map { problem in
            Diagnostic.error(problem.message, at: parser.location(ofOffset: problem.offset))
        }
        diagnostics += parser.diagnostics
        // Stable: diagnostics at one place keep the order they were found in.
        diagnostics = diagnostics.enumerated().sorted { left, right in
            let leftKey = (left.element.location?.line ?? 0, left.element.location?.column ?? 0, left.offset)
            let rightKey = (right.element.location?.line ?? 0, right.element.location?.column ?? 0, right.offset)
            return leftKey < rightKey
        }.map(\.element)
        return SourceFile(
            path: path,
            imports: collector.imports,
            moduleQualifiedNames: moduleQualifiedNames(parser.twoComponentTypeNames, imports: collector.imports),
            types: collector.members.nestedTypes,
            extensions: collector.extensions,
            typealiases: collector.members.typealiases,
            functions: collector.members.functions,
            constants: collector.members.properties.filter { $0.isLet && $0.isStored },
            diagnostics: diagnostics
        )
    }

    /// The names among `names` whose first component is a module the file imports, each once,
    /// in the order first read: `NIOSSL.ValidatedCertificateChain`, not `Outer.Inner`.
    private static func moduleQualifiedNames(_ names: [(String, String)], imports: [String]) -> [String] {
        guard !names.isEmpty, !imports.isEmpty else { return [] }
        var seen: Set<String> = []
        var kept: [String] = []
        for (module, name) in names where imports.contains(module) {
            let qualified = module + "." + name
            if seen.insert(qualified).inserted { kept.append(qualified) }
        }
        return kept
    }
}
