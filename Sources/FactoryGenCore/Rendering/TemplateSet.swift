import Foundation

/// One Stencil template: the name templates and users refer to it by, and where it came from.
///
/// ```swift
/// let extra = TemplateFile(name: "30-extra.stencil", path: "Templates/30-extra.stencil", text: "// {{ types.count }} types")
/// let templates = TemplateSet(files: TemplateSet.bundled.files + [extra])
/// ```
public struct TemplateFile: Hashable, Sendable {
    /// The file name, e.g. `20-factories.stencil`: the key for ordering, overriding and `{% include %}`.
    public var name: String
    /// The path diagnostics name: the file as given for user templates, `Templates/<name>` for bundled ones.
    public var path: String
    public var text: String

    public init(name: String, path: String, text: String) {
        self.name = name
        self.path = path
        self.text = text
    }
}

/// The templates one generation renders, in output order.
///
/// ```swift
/// let (templates, problems) = TemplateSet.load(paths: ["Templates/extra.stencil"])
/// templates.files.map(\.name) // ["10-imports.stencil", "20-factories.stencil", "extra.stencil"]
/// ```
///
/// The bundled templates come first; each user template then replaces the bundled one with the
/// same file name, or is added. The output renders every template in file-name order, so a
/// name's prefix (`05-`, `30-`) places a user template between the bundled ones. An empty user
/// file with a bundled name switches that bundled template off.
public struct TemplateSet: Hashable, Sendable {
    /// The templates, sorted by name.
    public private(set) var files: [TemplateFile]

    public init(files: [TemplateFile]) {
        var byName: [String: TemplateFile] = [:]
        for file in files { byName[file.name] = file }
        self.files = byName.values.sorted { $0.name < $1.name }
    }

    /// The templates compiled into factorygen (see ``BundledTemplates``).
    public static let bundled = TemplateSet(files: BundledTemplates.files.map {
        TemplateFile(name: $0.name, path: "Templates/" + $0.name, text: $0.text)
    })

    /// The bundled templates overlaid with the templates at `paths`: files, or folders whose
    /// `*.stencil` files (not recursive) are taken. Later paths win over earlier ones.
    public static func load(paths: [String]) -> (templates: TemplateSet, diagnostics: [Diagnostic]) {
        var files = bundled.files
        var diagnostics: [Diagnostic] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(.error("template path '\(path)' does not exist"))
                continue
            }
            var candidates = [path]
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                candidates = names.filter { $0.hasSuffix(".stencil") }.sorted().map { (path as NSString).appendingPathComponent($0) }
            }
            for candidate in candidates {
                guard let data = FileManager.default.contents(atPath: candidate),
                      let text = String(data: data, encoding: .utf8) else {
                    diagnostics.append(.error("cannot read template '\(candidate)'"))
                    continue
                }
                files.append(TemplateFile(name: (candidate as NSString).lastPathComponent, path: candidate, text: text))
            }
        }
        return (TemplateSet(files: files), diagnostics)
    }
}
