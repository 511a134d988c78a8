/// The functions the inputs declare, by name, read for whether one that `init(from:)` tries may
/// stop on a made-up value: a helper that throws on a malformed date stops, a lenient one that
/// only rethrows from a `catch` does not.
///
/// Calls are matched by name alone, as the parser sees them: a helper may stop when any function
/// of that name may, directly or through the helpers it tries, or when the inputs declare none.
///
/// ```swift
/// // extension KeyedDecodingContainer { func decodeDate(forKey key: Key) throws -> Date { … throw … } }
/// helpers.firstStop(among: initializer.triedCalls) // the `try` of `decodeDate`
/// ```
struct DecodingHelpers {
    /// What the functions of one name say: the first stop of any, and what they try.
    private struct Overloads {
        var stop: SourceLocation?
        var triedCalls: [TriedCall] = []
    }

    private var byName: [String: Overloads] = [:]

    init(files: [SourceFile]) {
        for file in files {
            add(file.functions)
            for type in file.types { add(type.members) }
            for declaration in file.extensions { add(declaration.members) }
        }
    }

    private mutating func add(_ members: MemberList) {
        add(members.functions)
        for nested in members.nestedTypes { add(nested.members) }
    }

    private mutating func add(_ functions: [FunctionDeclaration]) {
        for function in functions {
            var overloads = byName[function.name, default: Overloads()]
            overloads.stop = overloads.stop ?? function.mayStopAt
            overloads.triedCalls += function.triedCalls
            byName[function.name] = overloads
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
        if overloads.stop != nil { return true }
        return overloads.triedCalls.contains { mayStop($0.name, visited: &visited) }
    }
}
