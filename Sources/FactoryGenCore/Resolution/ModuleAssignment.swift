/// Which module declares each input file, so that generated code can spell a model type
/// with its module (`App.Notification`) and no other imported module can capture the name.
///
/// With one model module, every input belongs to it. With several, a file belongs to the
/// module named by its nearest enclosing folder (`Sources/Core/Models/User.swift` is `Core`'s,
/// as SwiftPM lays targets out); a file under no such folder keeps its types unqualified.
///
/// ```swift
/// ModuleAssignment(testableImports: ["App", "Core"], imports: [])
///     .modules(of: ["Sources/Core/User.swift"]) // ["Sources/Core/User.swift": "Core"]
/// ```
struct ModuleAssignment {
    let candidates: [String]
    let single: String?

    init(testableImports: [String], imports: [String]) {
        candidates = testableImports + imports
        single = testableImports.count == 1 ? testableImports[0] : (testableImports.isEmpty && imports.count == 1 ? imports[0] : nil)
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
            let folders = path.split(separator: "/").dropLast().reversed()
            if let folder = folders.first(where: { names.contains(String($0)) }) { result[path] = String(folder) }
        }
        return result
    }
}
