import Foundation

/// The `swiftc` arguments that build generated code the way a user's project does: the models
/// as a library module, then the generated file and a driver as an executable linked against
/// the models and FactoryRuntime. Shared by the fixture tests and ``RealCodeCheck``.
///
/// ```swift
/// let models = SwiftcArguments.library("App", in: scratch, testable: true)  // + the model files
/// let driver = SwiftcArguments.executable(output, linking: [("FactoryRuntime", runtime), ("App", scratch)])
/// ```
public enum SwiftcArguments {
    /// `-emit-library -emit-module` for `module`, written into `directory`; `testable` adds
    /// `-enable-testing`, as a debug build of the models has.
    public static func library(_ module: String, in directory: URL, testable: Bool) -> [String] {
        [
            "-parse-as-library", "-emit-library", "-emit-module",
            "-module-name", module,
            "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
            "-o", directory.appendingPathComponent("lib\(module).so").path,
        ] + (testable ? ["-enable-testing"] : [])
    }

    /// An executable at `output` that imports and links each module from its folder.
    public static func executable(_ output: URL, linking modules: [(name: String, directory: URL)]) -> [String] {
        var arguments: [String] = []
        for (_, directory) in modules { arguments += ["-I", directory.path, "-L", directory.path] }
        for (name, _) in modules { arguments.append("-l\(name)") }
        for (_, directory) in modules { arguments += ["-Xlinker", "-rpath", "-Xlinker", directory.path] }
        return arguments + ["-o", output.path]
    }

    /// Every `.swift` file under `folder` (FactoryRuntime has subfolders), sorted, as paths.
    public static func sources(in folder: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
        }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }
}
