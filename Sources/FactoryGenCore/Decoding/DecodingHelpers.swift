/// The functions the inputs declare, by name, read for whether one that `init(from:)` tries may
/// stop on a made-up value: a helper that throws on a malformed date stops, a lenient one that
/// only rethrows from a `catch` does not.
///
/// Calls are matched by name alone, as the parser sees them: a helper may stop when any throwing
/// function of that name may, directly or through the helpers it tries, or when the inputs
/// declare none.
///
/// ```swift
/// // extension KeyedDecodingContainer { func decodeDate(forKey key: Key) throws -> Date { … throw … } }
/// helpers.firstStop(among: initializer.triedCalls) // the `try` of `decodeDate`
/// ```
struct DecodingHelpers {
    /// What the functions of one name say: whether any stops, and the names they try.
    private struct Overloads {
        var stops = false
        var triedNames: Set<String> = []

        mutating func add(_ function: FunctionDeclaration) {
            stops = stops || function.mayStopAt != nil
            for call in function.triedCalls { triedNames.insert(call.name) }
        }
    }

    private var byName: [String: Overloads] = [:]

    init(files: [SourceFile]) {
        for file in files {
            add(file.functions)
            for index in file.types.indices { add(file.types[index].members) }
            for index in file.extensions.indices { add(file.extensions[index].members) }
        }
    }

    private mutating func add(_ members: MemberList) {
        add(members.functions)
        for index in members.nestedTypes.indices { add(members.nestedTypes[index].members) }
    }

    private mutating func add(_ functions: [FunctionDeclaration]) {
        // Only a throwing function can stop what tries it; one that does not throw is left out,
        // and so may stop, as if undeclared. So is `encode(to:)`, which decoding never calls.
        // By index: copying each declaration out would retain and release all of its fields.
        for index in functions.indices where functions[index].throwsClause != nil && !functions[index].isEncoding {
            byName[functions[index].name, default: Overloads()].add(functions[index])
        }
    }

    /// The `try` among `calls` where decoding may stop, the first in order, or `nil` when every
    /// helper they reach is declared in the inputs and cannot stop.
    func firstStop(among calls: [TriedCall]) -> SourceLocation? {
        var visited: Set<String> = []
        return calls.first { mayStop($0.name, visited: &visited) }?.location
    }

    /// A name already visited is on the path or known not to stop: a recursive helper stops
    /// only through what it does besides calling itself.
    private func mayStop(_ name: String, visited: inout Set<String>) -> Bool {
        guard visited.insert(name).inserted else { return false }
        guard let overloads = byName[name] else { return true }
        if overloads.stops { return true }
        return overloads.triedNames.contains { mayStop($0, visited: &visited) }
    }
}
