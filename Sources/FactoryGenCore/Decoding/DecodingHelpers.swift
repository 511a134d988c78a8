/// The functions the inputs declare, by name, read for whether one that `init(from:)` tries may
/// stop on a made-up value: a helper that throws on a malformed date stops, a lenient one that
/// only rethrows from a `catch` does not.
///
/// Calls are matched by name alone, as the parser sees them: a helper may stop when any throwing
/// function of that name may, directly or through the helpers it tries, or when the inputs
/// declare none, unless it is called further along a chain (`.map(…)`). The members of an
/// extension of `Decoder` count whether or not they throw: `init(from:)` reads them on its
/// decoder (`decoder.ledger`), and one that traps on the made-up decoder's empty `userInfo`
/// stops it without a `try`.
///
/// ```swift
/// // extension KeyedDecodingContainer { func decodeDate(forKey key: Key) throws -> Date { … throw … } }
/// helpers.firstStop(among: initializer.triedCalls) // the `try` of `decodeDate`
/// ```
struct DecodingHelpers {
    /// What the functions of one name say: whether any stops, and the calls they try.
    private struct Overloads {
        var stops = false
        var tried: Set<Call> = []

        mutating func add(mayStopAt: SourceLocation?, triedCalls: [TriedCall]) {
            stops = stops || mayStopAt != nil
            for call in triedCalls where !call.decodesType { tried.insert(Call(name: call.name, isChained: call.isChained)) }
        }
    }

    /// A tried call without its place, kept once however often it is made.
    private struct Call: Hashable {
        let name: String
        let isChained: Bool
    }

    private var byName: [String: Overloads] = [:]

    init(files: [SourceFile]) {
        for file in files {
            add(file.functions)
            for index in file.types.indices { add(file.types[index].members) }
            for index in file.extensions.indices {
                if file.extensions[index].extendsDecoder {
                    addDecoderMembers(file.extensions[index].members)
                } else {
                    add(file.extensions[index].members)
                }
            }
        }
    }

    /// The functions and computed properties of an extension of `Decoder`, all read by the
    /// parser for where they may stop.
    private mutating func addDecoderMembers(_ members: MemberList) {
        let functions = members.functions, properties = members.properties
        for index in functions.indices {
            byName[functions[index].name, default: Overloads()].add(mayStopAt: functions[index].mayStopAt, triedCalls: functions[index].triedCalls)
        }
        for index in properties.indices where !properties[index].isStored {
            byName[properties[index].name, default: Overloads()].add(mayStopAt: properties[index].mayStopAt, triedCalls: properties[index].triedCalls)
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
            byName[functions[index].name, default: Overloads()].add(mayStopAt: functions[index].mayStopAt, triedCalls: functions[index].triedCalls)
        }
    }

    /// The `try` among `calls` where decoding may stop, the first in order, or `nil` when every
    /// helper they reach is declared in the inputs and cannot stop.
    func firstStop(among calls: [TriedCall]) -> SourceLocation? {
        var visited: Set<String> = []
        // A type's `init(from:)` is no helper: ``Codability`` judges that type's decoding.
        return calls.first { !$0.decodesType && mayStop(Call(name: $0.name, isChained: $0.isChained), visited: &visited) }?.location
    }

    /// A name already visited is on the path or known not to stop: a recursive helper stops
    /// only through what it does besides calling itself. A chained call the inputs do not
    /// declare is a standard method (`.map(…)`).
    private func mayStop(_ call: Call, visited: inout Set<String>) -> Bool {
        guard let overloads = byName[call.name] else { return !call.isChained }
        guard visited.insert(call.name).inserted else { return false }
        if overloads.stops { return true }
        return overloads.tried.contains { mayStop($0, visited: &visited) }
    }
}
