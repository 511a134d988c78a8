/// What the inputs say about each type's `Codable` conformance: whether it decodes and encodes,
/// whether it wrote `init(from:)` or `encode(to:)` itself, and the coding key of each property.
///
/// A conformance counts when it is written on the type or on an unconstrained extension,
/// directly or through a protocol of the inputs (`protocol Model: Codable`); one that holds
/// only under a `where` clause, or under `#if`, does not.
///
/// ```swift
/// // final class Account: Codable { let id: Int; enum CodingKeys: String, CodingKey { case id = "account_id" } }
/// codability.isDecodable(account)          // true
/// codability.codingKey(of: "id", in: account) // "account_id"
/// ```
struct Codability {
    private let table: SymbolTable
    private var decodable: [Bool]
    private var encodable: [Bool]

    init(table: SymbolTable, lookup: NameLookup) {
        self.table = table
        let count = table.nodes.count
        decodable = Array(repeating: false, count: count)
        encodable = Array(repeating: false, count: count)
        var protocolMemo: [TypeID: (decodes: Bool, encodes: Bool)] = [:]
        func conformances(of syntax: TypeSyntax, in context: LookupContext, depth: Int) -> (decodes: Bool, encodes: Bool) {
            guard case .nominal(let components) = syntax, let last = components.last?.name else { return (false, false) }
            if components.count == 1 || (components.count == 2 && components[0].name == "Swift") {
                switch last {
                case "Codable": return (true, true)
                case "Decodable": return (true, false)
                case "Encodable": return (false, true)
                default: break
                }
            }
            guard depth < 16, case .existential(let protocols) = lookup.resolve(syntax, in: context) else { return (false, false) }
            var result = (decodes: false, encodes: false)
            for id in protocols {
                if protocolMemo[id] == nil {
                    protocolMemo[id] = (false, false)
                    var found = (decodes: false, encodes: false)
                    for inherited in table[id].declaration.inheritedTypes {
                        let parent = conformances(of: inherited, in: table[id].context, depth: depth + 1)
                        found = (found.decodes || parent.decodes, found.encodes || parent.encodes)
                    }
                    protocolMemo[id] = found
                }
                let own = protocolMemo[id] ?? (false, false)
                result = (result.decodes || own.decodes, result.encodes || own.encodes)
            }
            return result
        }
        for id in table.allIDs where table[id].kind != .protocol {
            let node = table[id]
            var clauses = node.declaration.inheritedTypes.map { ($0, node.context) }
            for extensionDeclaration in node.extensions where extensionDeclaration.genericRequirements.isEmpty && extensionDeclaration.condition == nil {
                clauses += extensionDeclaration.inheritedTypes.map { ($0, LookupContext(chain: [id])) }
            }
            for (syntax, context) in clauses {
                let found = conformances(of: syntax, in: context, depth: 0)
                decodable[id.index] = decodable[id.index] || found.decodes
                encodable[id.index] = encodable[id.index] || found.encodes
            }
        }
    }

    func isDecodable(_ id: TypeID) -> Bool { decodable[id.index] }
    func isEncodable(_ id: TypeID) -> Bool { encodable[id.index] }

    /// The type wrote `init(from:)` itself, so what it reads is not known here.
    func decodesItself(_ id: TypeID) -> Bool {
        members(of: id).contains { members in members.initializers.contains(where: Self.isDecodingInitializer) }
    }

    /// Where the type's own `init(from:)` may stop on a made-up value (a `throw`, a force
    /// unwrap): decoding it with provided values is then not a way to build it.
    ///
    /// Without one, a `RawRepresentable` type is decoded by the standard library through its
    /// `init?(rawValue:)`, whose stops count.
    func decodingStop(of id: TypeID) -> SourceLocation? {
        let initializers = members(of: id).flatMap(\.initializers)
        if let decoding = initializers.first(where: Self.isDecodingInitializer) { return decoding.mayStopAt }
        let fromRawValue = initializers.first { $0.failability != .none && $0.parameters.count == 1 && $0.parameters[0].label == "rawValue" }
        return fromRawValue?.mayStopAt
    }

    /// The type wrote `encode(to:)` itself, so the keys it writes are not known here.
    func encodesItself(_ id: TypeID) -> Bool {
        members(of: id).contains { members in
            members.functions.contains { $0.name == "encode" && !$0.isStatic && $0.parameters.count == 1 && $0.parameters[0].label == "to" }
        }
    }

    /// The key a property is coded under: its `CodingKeys` case's raw value or name, or the
    /// property's own name when the type declares no `CodingKeys`; `nil` when it is not coded.
    func codingKey(of property: String, in id: TypeID) -> String? {
        guard let keys = codingKeys(of: id) else { return property }
        guard let found = keys.members.cases.first(where: { $0.name == property }) else { return nil }
        guard let raw = found.rawValue else { return found.name }
        // A string literal's text, without its quotes; a raw value that is not a plain
        // literal (an interpolation, a raw string) is not guessed at.
        guard raw.count >= 2, raw.first == "\"", raw.last == "\"", !raw.contains("\\") else { return nil }
        return String(raw.dropFirst().dropLast())
    }

    private func codingKeys(of id: TypeID) -> TypeDeclaration? {
        members(of: id).lazy.compactMap { $0.nestedTypes.first { $0.name == "CodingKeys" && $0.kind == .enum } }.first
    }

    private func members(of id: TypeID) -> [MemberList] {
        [table[id].declaration.members] + table[id].extensions.map(\.members)
    }

    /// `init(from decoder: Decoder)`, or `any Decoder`.
    static func isDecodingInitializer(_ initializer: InitializerDeclaration) -> Bool {
        guard initializer.parameters.count == 1, initializer.parameters[0].label == "from" else { return false }
        switch initializer.parameters[0].type {
        case .nominal(let components), .existential(.nominal(let components)):
            return components.last?.name == "Decoder"
        default:
            return false
        }
    }
}
