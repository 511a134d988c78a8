/// The top-level functions of the inputs that may trap on what they are handed: one whose body
/// calls `precondition`, `fatalError` or the like, or calls such a function. An initializer
/// that checks its arguments through one (`init(raw: String) { requireText(raw); … }`) may trap
/// as if it checked them itself, and is called as such an initializer is: after every other
/// way, with text that is not empty.
///
/// ```swift
/// // func requireText(_ value: String) { precondition(!value.isEmpty) }
/// TrappingFunctions(files: files).firstCall(in: handleInitializer) // the `requireText(raw)` call
/// ```
struct TrappingFunctions {
    /// By name: a call names no module or overload.
    private let names: Set<String>

    init(files: [SourceFile]) {
        var calls: [String: [String]] = [:]
        var trapping: Set<String> = []
        for file in files {
            for index in file.functions.indices {
                let function = file.functions[index]
                if function.mayStopAt != nil {
                    trapping.insert(function.name)
                } else if !function.calledFunctions.isEmpty {
                    calls[function.name, default: []] += function.calledFunctions.map(\.name)
                }
            }
        }
        // Through the functions they call, until nothing changes: a helper that calls only
        // itself traps only if something else it calls does.
        var changed = !trapping.isEmpty
        while changed {
            changed = false
            for (name, callees) in calls where !trapping.contains(name) && callees.contains(where: trapping.contains) {
                trapping.insert(name)
                changed = true
            }
        }
        names = trapping
    }

    /// Where `initializer` first calls one of these functions, or `nil`.
    func firstCall(in initializer: InitializerDeclaration) -> SourceLocation? {
        guard !names.isEmpty else { return nil }
        return initializer.calledFunctions.first { names.contains($0.name) }?.location
    }
}
