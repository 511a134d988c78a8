import CLibclang
import Foundation

/// Reads C headers through libclang into the declarations Swift's importer makes of them, in
/// the parser's own form (one ``SourceFile`` a header), so that resolution and rendering treat
/// C types as they treat Swift ones.
///
/// ```swift
/// let reader = CHeaderReader(clang: clang)
/// let read = reader.read(headers: ["Include/geometry.h"], flags: ["-DGEOMETRY_V2"])
/// read.files[0].types.map(\.name) // ["Point", "Size", "Color", …]
/// ```
///
/// - A struct keeps its fields as `var`s (`const` ones as `let`s), so it is built with the
///   memberwise initializer Swift imports; a union gets only `init()`, its zero initializer.
/// - A plain C enum is a struct with a `rawValue`, provided as its first constant; one marked
///   `enum_extensibility` is a Swift enum, and a `flag_enum` one an `OptionSet`.
/// - Typedefs are typealiases, except those naming an anonymous struct, which take its place.
struct CHeaderReader {
    let clang: Libclang

    struct Output {
        var files: [SourceFile]
        var diagnostics: [Diagnostic]
    }

    func read(headers: [String], flags: [String]) -> Output {
        // A header named twice is read once: its types would otherwise be declared twice.
        var listed = Set<String>()
        let headers = headers.filter { listed.insert(Self.canonical($0)).inserted }
        var given: [String: String] = [:]
        for header in headers { given[Self.canonical(header)] = header }
        let umbrellaPath = FileManager.default.currentDirectoryPath + "/factorygen-headers.h"

        guard let index = clang.createIndex(0, 0) else { return Output(files: [], diagnostics: [.error("libclang could not start")]) }
        defer { clang.disposeIndex(index) }
        var arguments = ["-x", "c"] + flags
        if let resources = clang.resourceDirectory, !flags.contains("-resource-dir") {
            arguments += ["-resource-dir", resources]
        }
        guard var unit = parse(headers, umbrella: umbrellaPath, index: index, arguments: arguments) else {
            return Output(files: [], diagnostics: [.error("libclang could not read the C headers: \(headers.joined(separator: ", "))")])
        }
        // A listed header that another listed one includes is read, not included again: a
        // library's part headers may refuse to be included alone (liblzma's `lzma/base.h`, which
        // only `lzma.h` may include), and listing them is how their types are asked for.
        let includedByListed = Set(clang.inclusions(of: unit).compactMap { inclusion -> String? in
            let file = Self.canonical(inclusion.file)
            guard given[file] != nil, inclusion.includers.contains(where: { given[Self.canonical($0)] != nil && Self.canonical($0) != file }) else { return nil }
            return file
        })
        if !includedByListed.isEmpty {
            clang.disposeTranslationUnit(unit)
            let roots = headers.filter { !includedByListed.contains(Self.canonical($0)) }
            guard let again = parse(roots, umbrella: umbrellaPath, index: index, arguments: arguments) else {
                return Output(files: [], diagnostics: [.error("libclang could not read the C headers: \(roots.joined(separator: ", "))")])
            }
            unit = again
        }
        defer { clang.disposeTranslationUnit(unit) }

        let diagnostics = diagnostics(of: unit, given: given, umbrella: umbrellaPath)
        let top = clang.children(of: clang.translationUnitCursor(unit)).compactMap { cursor -> (FGCursor, String)? in
            guard let place = clang.place(clang.cursorLocation(cursor)), let header = given[Self.canonical(place.file)] else { return nil }
            return (cursor, header)
        }
        var naming = CDeclarationNaming(clang: clang)
        naming.name(top.map(\.0))
        var mapping = CTypeMapping(clang: clang, names: naming.names)
        var built = build(top, headers: headers, given: given, mapping: mapping, naming: naming)
        // Structs pointed to and not defined: those the C library defines are built again as
        // Swift sees them (``SystemRecords``). Most headers point to none, and pay nothing.
        let systemDefined = SystemRecords.defined(among: mapping.incomplete.names, clang: clang, index: index, arguments: arguments)
        if !systemDefined.isEmpty {
            mapping = CTypeMapping(clang: clang, names: naming.names, systemDefined: systemDefined)
            built = build(top, headers: headers, given: given, mapping: mapping, naming: naming)
            // The generated file then names `stat`, which only the C library's module declares
            // to Swift: imported as a model's import is, where the platform has it.
            for index in built.files.indices { built.files[index].imports += SystemRecords.modules }
        }
        return Output(files: built.files, diagnostics: diagnostics + built.diagnostics)
    }

    /// The declarations of the headers' top-level cursors, one file a header.
    private func build(
        _ top: [(FGCursor, String)], headers: [String], given: [String: String], mapping: CTypeMapping, naming: CDeclarationNaming
    ) -> (files: [SourceFile], diagnostics: [Diagnostic]) {
        var builder = CDeclarationBuilder(clang: clang, mapping: mapping, naming: naming)
        var files: [String: SourceFile] = [:]
        for header in headers { files[header] = SourceFile(path: header) }
        for (cursor, header) in top {
            builder.add(cursor, to: &files[header, default: SourceFile(path: header)], given: given)
        }
        return (headers.compactMap { files[$0] }, builder.diagnostics)
    }

    /// A translation unit of an umbrella file that includes `headers` in order.
    private func parse(_ headers: [String], umbrella path: String, index: UnsafeMutableRawPointer, arguments: [String]) -> UnsafeMutableRawPointer? {
        let umbrella = headers.map { "#include \"\(Self.canonical($0))\"\n" }.joined()
        // IncludeAttributedTypes: without it, libclang drops `_Nullable` and `_Nonnull` from every type.
        return clang.parse(umbrella: umbrella, at: path, index: index, arguments: arguments, options: 0x1000)
    }

    /// libclang's warnings and errors, at their header's place as the configuration names it.
    private func diagnostics(of unit: UnsafeMutableRawPointer, given: [String: String], umbrella: String) -> [Diagnostic] {
        (0..<clang.diagnosticCount(unit)).compactMap { position in
            guard let diagnostic = clang.diagnostic(unit, position) else { return nil }
            defer { clang.disposeDiagnostic(diagnostic) }
            let severity: Diagnostic.Severity
            switch clang.diagnosticSeverity(diagnostic) {
            case 2: severity = .warning
            case 3, 4: severity = .error
            default: return nil
            }
            let message = clang.string(clang.diagnosticSpelling(diagnostic))
            var location: SourceLocation?
            if let place = clang.place(clang.diagnosticLocation(diagnostic)), place.file != umbrella {
                location = SourceLocation(file: given[Self.canonical(place.file)] ?? place.file, line: place.line, column: place.column)
            }
            return Diagnostic(severity: severity, message: message, location: location)
        }
    }

    /// The absolute path with links followed, to recognize a header whatever path reached it.
    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
