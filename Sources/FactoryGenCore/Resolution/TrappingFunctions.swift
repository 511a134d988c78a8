/// The top-level functions and extension methods of the inputs that may trap on what they are
/// handed or called on: one whose body calls `precondition`, `fatalError` or the like, or calls
/// such a function. An initializer that checks its arguments through one (`init(raw: String) {
/// requireText(raw); … }`, `init(raw: Data) { (r, s) = raw.extractRSV() }` where an `extension
/// Data` method traps on fewer than 65 bytes) may trap as if it checked them itself, and is
/// called as such an initializer is: after every other way, with text that is not empty.
///
/// ```swift
/// // func requireText(_ value: String) { precondition(!value.isEmpty) }
/// TrappingFunctions(files: files).firstCall(in: handleInitializer) // the `requireText(raw)` call
/// ```
struct TrappingFunctions {
    /// By name: a call names no module or overload, and a method call no type.
    private let functions: Set<String>
    private let methods: Set<String>

    init(files: [SourceFile]) {
        // A method's plain calls may name a function or a method of its own type (`self`
        // left out); a function's name only functions.
        var functionCalls: [String: [String]] = [:]
        var methodCalls: [String: [String]] = [:]
        var functions: Set<String> = []
        var methods: Set<String> = []
        for file in files {
            for index in file.functions.indices {
                let function = file.functions[index]
                if function.mayStopAt != nil {
                    functions.insert(function.name)
                } else if !function.calledFunctions.isEmpty {
                    functionCalls[function.name, default: []] += function.calledFunctions.map(\.name)
                }
            }
            for extensionIndex in file.extensions.indices {
                let members = file.extensions[extensionIndex].members.functions
                for index in members.indices where !members[index].isStatic {
                    if members[index].mayStopAt != nil {
                        methods.insert(members[index].name)
                    } else if !members[index].calledFunctions.isEmpty {
                        methodCalls[members[index].name, default: []] += members[index].calledFunctions.map(\.name)
                    }
                }
            }
        }
        // Through the functions they call, until nothing changes: a helper that calls only
        // itself traps only if something else it calls does.
        var changed = !functions.isEmpty || !methods.isEmpty
        while changed {
            changed = false
            for (name, callees) in functionCalls where !functions.contains(name) && callees.contains(where: functions.contains) {
                functions.insert(name)
                changed = true
            }
            for (name, callees) in methodCalls
            where !methods.contains(name) && callees.contains(where: { functions.contains($0) || methods.contains($0) }) {
                methods.insert(name)
                changed = true
            }
        }
        self.functions = functions
        self.methods = methods
    }

    /// Where `initializer` first calls one of these functions, or one of these methods on a
    /// parameter, or `nil`.
    func firstCall(in initializer: InitializerDeclaration) -> SourceLocation? {
        let function = functions.isEmpty ? nil : initializer.calledFunctions.first { functions.contains($0.name) }?.location
        let method = methods.isEmpty ? nil : initializer.calledMethods.first { methods.contains($0.name) }?.location
        guard let method else { return function }
        guard let function else { return method }
        return min(function, method)
    }
}
