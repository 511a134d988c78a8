/// The `clang:` section of `.factory.yml`: C headers whose types get factories and lenses,
/// read through libclang.
///
/// ```yaml
/// clang:
///   headers: [Include/geometry.h]   # a list or one path, relative to the file's folder
///   flags: [-IInclude, -DGEOMETRY_V2]
///   module: Geometry                # the Clang module its module.modulemap declares
/// ```
/// On the command line: `--clang-header`, `--clang-flag` (repeatable) and `--clang-module`.
public struct ClangConfiguration: Hashable, Sendable {
    public var headers: [ConfiguredPath]
    /// Flags for libclang, relative `-I`, `-isystem`, `-iquote` and `-F` paths resolved against
    /// the configuration's folder.
    public var flags: [String]
    /// The Clang module the generated file imports; required.
    public var module: String?

    public init(headers: [ConfiguredPath] = [], flags: [String] = [], module: String? = nil) {
        self.headers = headers
        self.flags = flags
        self.module = module
    }

    /// The keys the section understands.
    static let keys = ["headers", "flags", "module"]

    /// `flags` with the paths of search-path flags joined to `base`: `-IInclude` read from
    /// `Fixtures/C/.factory.yml` is `-IFixtures/C/Include`, as written there.
    static func resolvingPaths(in flags: [String], against base: String) -> [String] {
        let prefixes = ["-isystem", "-iquote", "-I", "-F"]
        var resolved: [String] = []
        var pendingPath = false
        for flag in flags {
            if pendingPath {
                resolved.append(flag.hasPrefix("/") ? flag : PathNormalizer.join(base, flag))
                pendingPath = false
            } else if prefixes.contains(flag) {
                resolved.append(flag)
                pendingPath = true
            } else if let prefix = prefixes.first(where: flag.hasPrefix) {
                let path = String(flag.dropFirst(prefix.count))
                resolved.append(prefix + (path.hasPrefix("/") ? path : PathNormalizer.join(base, path)))
            } else {
                resolved.append(flag)
            }
        }
        return resolved
    }

    /// What the pipeline reads; `nil` without a module or headers, which the loader reported.
    func settings(search: LibclangSearch) -> CHeaderSettings? {
        guard let module, !headers.isEmpty else { return nil }
        return CHeaderSettings(headers: headers.map(\.path), flags: flags, module: module, search: search)
    }
}
