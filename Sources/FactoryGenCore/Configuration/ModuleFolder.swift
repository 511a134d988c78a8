/// A folder whose Swift files belong to one module, given as `--module-folder Module=folder`:
/// for a SwiftPM target laid out under a folder not named like it (`path:
/// "Sources/ConnectionPoolModule"` for postgres-nio's `_ConnectionPoolModule`), which
/// ``ModuleAssignment`` cannot tell from the file's path. The build plugin passes one for
/// each model target.
///
/// ```swift
/// ModuleFolder(argument: "_Pool=Sources/Pool") // ModuleFolder(module: "_Pool", folder: "Sources/Pool")
/// ModuleFolder(argument: "Sources/Pool")       // nil
/// ```
public struct ModuleFolder: Hashable, Sendable {
    public var module: String
    public var folder: String

    public init(module: String, folder: String) {
        self.module = module
        self.folder = folder
    }

    /// Reads `Module=folder`; `nil` when either side is empty. The module comes first and
    /// holds no `=`, so a folder may.
    public init?(argument: String) {
        guard let equals = argument.firstIndex(of: "=") else { return nil }
        let module = String(argument[..<equals]), folder = String(argument[argument.index(after: equals)...])
        guard !module.isEmpty, !folder.isEmpty else { return nil }
        self.init(module: module, folder: folder)
    }
}
