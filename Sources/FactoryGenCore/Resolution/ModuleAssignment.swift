/// Which module declares each input file, so that generated code can spell a model type
/// with its module (`App.Notification`) and no other imported module can capture the name.
///
/// With one model module, every input belongs to it. With several, a file belongs to the
/// module whose `--module-folder` holds it (the innermost such folder), else to the module
/// named by its nearest enclosing folder (`Sources/Core/Models/User.swift` is `Core`'s, as
/// SwiftPM lays targets out); a file under no such folder keeps its types unqualified. The
/// build plugin passes each model target's folder, so that a target with its own `path:`
/// (postgres-nio's `_ConnectionPoolModule` in `Sources/ConnectionPoolModule`) is qualified
/// too: left bare, its internal `NIOLock` was ambiguous with NIOConcurrencyHelpers' in the
/// generated file, which imports both.
///
/// ```swift
/// ModuleAssignment(testableImports: ["App", "Core"], imports: [])
///     .modules(of: ["Sources/Core/User.swift"]) // ["Sources/Core/User.swift": "Core"]
/// ```
struct ModuleAssignment {
    let candidates: [String]
    let single: String?
    /// Each given folder with a `/` after it, the longest first, so that the innermost wins.
    let folders: [(prefix: String, module: String)]

    init(testableImports: [String], imports: [String], folders: [ModuleFolder] = []) {
        candidates = testableImports + imports
        single = testableImports.count == 1 ? testableImports[0] : (testableImports.isEmpty && imports.count == 1 ? imports[0] : nil)
        self.folders = folders
            .map { (prefix: $0.folder.hasSuffix("/") ? $0.folder : $0.folder + "/", module: $0.module) }
            .sorted { $0.prefix.utf8.count > $1.prefix.utf8.count }
    }

    func modules(of paths: [String]) -> [String: String] {
        // Sized at once: grown by doubling, it hashed each of a large module's paths again at
        // every growth.
        var result: [String: String] = Dictionary(minimumCapacity: paths.count)
        let names = Set(candidates)
        for path in paths {
            if let single {
                result[path] = single
                continue
            }
            if let folder = folders.first(where: { path.hasPrefix($0.prefix) }) {
                result[path] = folder.module
                continue
            }
            let folders = path.split(separator: "/").dropLast().reversed()
            if let folder = folders.first(where: { names.contains(String($0)) }) { result[path] = String(folder) }
        }
        return result
    }
}
