/// Protocols of the inputs whose extensions write `init(from:)` or `encode(to:)`: Swift uses
/// those for every conformer and synthesizes nothing, as for an ORM's `Model` protocol that
/// codes its wrapped fields itself. A conformer decodes as that initializer does (it may throw
/// on any input), and a lens cannot rebuild it by coding.
///
/// ```swift
/// // protocol Persisted: Codable {}
/// // extension Persisted { init(from decoder: Decoder) throws { self.init() } }
/// supplied.coding(of: draft).decoding // the extension's init(from:)
/// ```
struct ProtocolSuppliedCoding {
    private struct Supplied {
        var decoding: InitializerDeclaration?
        var encodes = false
    }

    private let table: SymbolTable
    private let lookup: NameLookup
    private var supplying: [TypeID: Supplied] = [:]

    init(table: SymbolTable, lookup: NameLookup) {
        self.table = table
        self.lookup = lookup
        for id in table.allIDs where table[id].kind == .protocol && !table[id].extensions.isEmpty {
            let members = table[id].extensions.map(\.members)
            let supplied = Supplied(
                decoding: members.lazy.flatMap(\.initializers).first(where: \.isDecoding),
                encodes: members.contains { $0.functions.contains { $0.isEncoding && !$0.isStatic } }
            )
            if supplied.decoding != nil || supplied.encodes { supplying[id] = supplied }
        }
    }

    /// What the protocols `id` conforms to, directly or through one another, supply: the
    /// first `init(from:)` found, and whether one writes `encode(to:)`.
    func coding(of id: TypeID) -> (decoding: InitializerDeclaration?, encodes: Bool) {
        guard !supplying.isEmpty else { return (nil, false) }
        var found = Supplied()
        var seen: Set<TypeID> = []
        var pending = protocols(in: table.inheritanceClauses(of: id))
        while !pending.isEmpty, seen.count < 256 {
            let proto = pending.removeFirst()
            guard seen.insert(proto).inserted else { continue }
            if let supplied = supplying[proto] {
                found.decoding = found.decoding ?? supplied.decoding
                found.encodes = found.encodes || supplied.encodes
            }
            pending += protocols(in: table.inheritanceClauses(of: proto))
        }
        return (found.decoding, found.encodes)
    }

    private func protocols(in clauses: [(TypeSyntax, LookupContext)]) -> [TypeID] {
        clauses.flatMap { syntax, context -> [TypeID] in
            guard table.mayNameDeclaration(syntax, in: context),
                  case .existential(let ids, _) = lookup.resolveConformance(syntax, in: context) else { return [] }
            return ids
        }
    }
}
