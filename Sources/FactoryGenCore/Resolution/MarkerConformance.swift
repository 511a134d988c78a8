/// Whether a type of the inputs conforms to a marker protocol that an existential adds to its
/// protocols (`any Formatting & Sendable`, `any Store & AnyObject`), as far as the inputs say:
/// a conformer of `Formatting` that is not Sendable is not a value of that type.
///
/// Conservative: a struct or enum that Swift would find Sendable without being told (internal,
/// with Sendable fields) does not count; the field is then left to its default, or its type
/// skipped with a warning, where a wrong conformer would not compile.
///
/// ```swift
/// // protocol Formatting {}; struct Plain: Formatting, Sendable {}; struct Rich: Formatting {}
/// MarkerConformance(table: table, witnesses: witnesses, actors: actors).conforms(rich, to: "Sendable") // false
/// ```
struct MarkerConformance {
    let table: SymbolTable
    let witnesses: ProtocolWitnesses
    /// Per type, the global actor it is isolated to: such a type is Sendable.
    let actors: [String?]

    func conforms(_ id: TypeID, to markers: [String]) -> Bool {
        markers.allSatisfy { conforms(id, to: $0) }
    }

    func conforms(_ id: TypeID, to marker: String) -> Bool {
        switch marker {
        case "AnyObject":
            return table[id].kind == .class || table[id].kind == .actor
        case "Sendable":
            // `@available(*, unavailable) extension Handler: Sendable {}` says it is not, even
            // where an actor isolates it (a class under `-default-isolation MainActor`).
            if deniesSendable(id) { return false }
            if table[id].kind == .actor || actors[id.index] != nil { return true }
            // Its own clauses or a superclass's (`@unchecked Sendable` included), or a protocol
            // it conforms to that refines Sendable or `Error`.
            var current: TypeID? = id
            var depth = 0
            while let type = current, depth < 32 {
                if table.inheritanceClauses(of: type, unconditionally: true).contains(where: { Self.states($0.0, marker) }) { return true }
                current = table.superclass(of: type)
                depth += 1
            }
            // Every protocol it conforms to, refined ones included: one whose own clause says it.
            return witnesses.protocols[id.index].contains { conformed in
                table.inheritanceClauses(of: conformed).contains { Self.states($0.0, marker) }
            }
        default:
            // `Copyable` and `Escapable` never get here; `BitwiseCopyable` is not worked out.
            return false
        }
    }

    /// Whether an extension of `id` marked unavailable everywhere states `Sendable`: the type
    /// says it is not (apple/swift-nio's channel handlers), and a use of the conformance is an
    /// error.
    private func deniesSendable(_ id: TypeID) -> Bool {
        let extensions = table[id].extensions
        return extensions.indices.contains { index in
            !extensions[index].attributes.isEmpty && extensions[index].attributes.contains(where: \.isUnavailable)
                && extensions[index].inheritedTypes.contains { Self.states($0, "Sendable") }
        }
    }

    /// Whether a standard type the runtime provides conforms to the markers: each is a value
    /// type that is Sendable, but `AnyHashable`, which may hold anything.
    static func standardConforms(_ name: String, to markers: [String]) -> Bool {
        markers.allSatisfy { $0 == "Sendable" && name != "AnyHashable" }
    }

    /// Whether an inheritance clause says the marker: by name (`Sendable`, `Swift.Sendable`,
    /// `@unchecked Sendable`, in a composition), or by what implies it (`Error` is Sendable, a
    /// `class`-bound protocol is `AnyObject`).
    static func states(_ clause: TypeSyntax, _ marker: String) -> Bool {
        namesStandardProtocol(clause) { name in
            name == marker || (marker == "Sendable" && name == "Error") || (marker == "AnyObject" && name == "class")
        }
    }

    /// Whether a clause names, bare or `Swift.`-qualified, attributed or in a composition, a
    /// protocol whose name `matches`.
    static func namesStandardProtocol(_ clause: TypeSyntax, where matches: (String) -> Bool) -> Bool {
        switch clause {
        case .nominal(let components):
            guard components.count == 1 || (components.count == 2 && components[0].name == "Swift"), let name = components.last?.name else {
                return false
            }
            return matches(name)
        case .attributed(let base, _, _):
            return namesStandardProtocol(base, where: matches)
        case .composition(let parts):
            return parts.contains { namesStandardProtocol($0, where: matches) }
        default:
            return false
        }
    }
}
