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
    /// What one type's declarations say, read once.
    private struct Facts {
        var decodes = false
        var encodes = false
        var decodesItself = false
        var encodesItself = false
        var decodingStop: SourceLocation?
        /// The helpers `init(from:)` tries, which may stop it unless the inputs say they cannot.
        var triedCalls: [TriedCall] = []
        /// Property name → coding key, from `CodingKeys`; `nil` when the type declares none.
        var codingKeys: [String: String]?
    }

    private var facts: [Facts]
    /// The types from outside the inputs that a synthesized decoding proves decodable (``ProvenDecodable``).
    private(set) var provenDecodable: Set<String> = []

    /// `files` are read for the helpers an `init(from:)` tries, and only when one does.
    init(table: SymbolTable, lookup: NameLookup, files: [SourceFile]) {
        facts = Array(repeating: Facts(), count: table.nodes.count)
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
            // Most clauses name standard protocols (`Equatable`, `Sendable`): only a name the
            // inputs declare can lead to `Codable`.
            guard depth < 16, table.mayNameDeclaration(syntax, in: context),
                  case .existential(let protocols, _) = lookup.resolveConformance(syntax, in: context) else { return (false, false) }
            var result = (decodes: false, encodes: false)
            for id in protocols {
                if protocolMemo[id] == nil {
                    protocolMemo[id] = (false, false)
                    var found = (decodes: false, encodes: false)
                    for (inherited, context) in table.inheritanceClauses(of: id) {
                        let parent = conformances(of: inherited, in: context, depth: depth + 1)
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
            var fact = Facts()
            for (syntax, context) in table.inheritanceClauses(of: id, unconditionally: true) {
                let found = conformances(of: syntax, in: context, depth: 0)
                fact.decodes = fact.decodes || found.decodes
                fact.encodes = fact.encodes || found.encodes
            }
            facts[id.index] = fact
        }
        // A subclass inherits its superclass's conformance, written or inherited.
        func inherit(_ id: TypeID, depth: Int) -> (decodes: Bool, encodes: Bool) {
            var fact = (decodes: facts[id.index].decodes, encodes: facts[id.index].encodes)
            if depth < 32, let superclass = table.superclass(of: id) {
                let inherited = inherit(superclass, depth: depth + 1)
                fact = (fact.decodes || inherited.decodes, fact.encodes || inherited.encodes)
            }
            return fact
        }
        let subclasses = table.allIDs.filter { table.superclass(of: $0) != nil }
        for id in subclasses {
            (facts[id.index].decodes, facts[id.index].encodes) = inherit(id, depth: 0)
        }
        // What the members say is read only for coded types, each on its own, on all cores.
        let coded = table.allIDs.filter { facts[$0.index].decodes || facts[$0.index].encodes }
        let supplied = ProtocolSuppliedCoding(table: table, lookup: lookup)
        let read = coded.concurrentMap { id -> (fact: Facts, proven: [String]) in
            var fact = facts[id.index]
            Self.readMembers(of: table[id], into: &fact)
            let coding = supplied.coding(of: id)
            if !fact.decodesItself, let decoding = coding.decoding {
                fact.decodesItself = true
                fact.decodingStop = decoding.mayStopAt
                fact.triedCalls = decoding.triedCalls
                if fact.decodingStop == nil {
                    // The protocol's `try self.init(json)` runs the conformer's own initializer
                    // (okta/okta-mobile-swift's configurations), which may throw on what a
                    // made-up decoder gives as surely as one the type's `init(from:)` calls.
                    let delegated = DecodingDelegations.follow(decoding, among: table[id].declaredInitializers)
                    fact.decodingStop = delegated.stop
                    fact.triedCalls += delegated.triedCalls
                }
            }
            fact.encodesItself = fact.encodesItself || coding.encodes
            // A synthesized enum decoding reads a keyed container with exactly one key, the
            // case's name, which a decoder that makes values up cannot list (it lists none,
            // so that a dictionary decodes empty); one with raw values decodes a raw value
            // that no case may have. Such an enum is built by its `provide()`, never decoded.
            let proven = fact.decodes && !fact.decodesItself
                ? ProvenDecodable.spellings(of: table[id], isSubclass: table.superclass(of: id) != nil, lookup: lookup, codingKeys: fact.codingKeys)
                : []
            if table[id].kind == .enum, fact.decodes, !fact.decodesItself { fact.decodingStop = table[id].declaration.location }
            return (fact, proven)
        }
        for (id, result) in zip(coded, read) { facts[id.index] = result.fact }
        provenDecodable = Set(read.lazy.flatMap(\.proven))
        let trying = coded.filter { facts[$0.index].decodingStop == nil && !facts[$0.index].triedCalls.isEmpty }
        if !trying.isEmpty {
            let helpers = DecodingHelpers(files: files)
            for id in trying { facts[id.index].decodingStop = helpers.firstStop(among: facts[id.index].triedCalls) }
        }
        // Decoding may also stop in another type's decoding that runs on the same decoder.
        // `try Storage(from: decoder)` runs `Storage`'s own, not a provided `Storage`: it stops
        // at that `try` where that one may (a synthesized enum's always does). A subclass runs
        // its superclass's, through `try super.init(from: decoder)` or, without an
        // `init(from:)` of its own, as the one it inherits (`required`, so every subclass has
        // one), which reads what the subclass's own keys do not say: it stops where that one
        // stops.
        func dependentStop(_ id: TypeID, depth: Int) -> SourceLocation? {
            let fact = facts[id.index]
            if let stop = fact.decodingStop { return stop }
            guard depth < 32 else { return nil }
            let superclass = table.superclass(of: id).flatMap { facts[$0.index].decodes ? $0 : nil }
            if !fact.decodesItself, let superclass { return dependentStop(superclass, depth: depth + 1) }
            for call in fact.triedCalls where call.decodesType {
                if call.decodesSuperclass {
                    if let superclass, let stop = dependentStop(superclass, depth: depth + 1) { return stop }
                    continue
                }
                if call.decodesImplicitType {
                    if implicitDecodingMayStop(call, in: id, depth: depth) { return call.location }
                    continue
                }
                let syntax = TypeSyntax.nominal([TypeComponent(name: call.name)])
                guard table.mayNameDeclaration(syntax, in: table[id].context),
                      case .user(let decoded, _) = lookup.resolve(syntax, in: table[id].context), decoded != id,
                      facts[decoded.index].decodes else { continue }
                if dependentStop(decoded, depth: depth + 1) != nil { return call.location }
            }
            return nil
        }
        // `self.storage = try .init(from: decoder)` decodes the property's declared type: a type
        // of the inputs as `try Storage(from: decoder)` does, and one from elsewhere, a generic
        // box (`CopyOnWriteBox<Storage>`), through its arguments' own decoding, which it is
        // there to hold. Where the type is not known (an enum case's payload), it may stop.
        func implicitDecodingMayStop(_ call: TriedCall, in id: TypeID, depth: Int) -> Bool {
            guard let property = call.implicitlyDecodedProperty,
                  let declared = table[id].declaration.members.properties.first(where: { $0.name == property && $0.isStored && !$0.isStatic }),
                  case .nominal(let components)? = declared.type else { return true }
            func stops(_ syntax: TypeSyntax) -> Bool {
                guard table.mayNameDeclaration(syntax, in: table[id].context),
                      case .user(let decoded, _) = lookup.resolve(syntax, in: table[id].context), decoded != id,
                      facts[decoded.index].decodes else { return false }
                return dependentStop(decoded, depth: depth + 1) != nil
            }
            if stops(.nominal(components)) { return true }
            return components.last?.genericArguments.contains(where: stops) ?? false
        }
        let inheriting = subclasses.filter { facts[$0.index].decodes && !facts[$0.index].decodesItself }
        let dependent = inheriting + trying.filter { id in facts[id.index].triedCalls.contains(where: \.decodesType) }
        // All judged before any is written: a type's stop must not depend on the order.
        let dependentStops = dependent.map { dependentStop($0, depth: 0) }
        for (id, stop) in zip(dependent, dependentStops) { facts[id.index].decodingStop = stop }
        for id in inheriting { facts[id.index].decodesItself = true }
    }

    private static func readMembers(of node: TypeNode, into fact: inout Facts) {
        let members = [node.declaration.members] + node.extensions.map(\.members)
        let initializers = members.lazy.flatMap(\.initializers)
        let byRawValue = StandardRawValueCoding.applies(to: node)
        if let decoding = initializers.first(where: \.isDecoding) {
            fact.decodesItself = true
            fact.decodingStop = decoding.mayStopAt
            fact.triedCalls = decoding.triedCalls
            if fact.decodingStop == nil {
                // `try self.init(string: …)` stops where that initializer stops.
                let delegated = DecodingDelegations.follow(decoding, among: Array(initializers))
                fact.decodingStop = delegated.stop
                fact.triedCalls += delegated.triedCalls
            }
        } else {
            // The standard library decodes a `RawRepresentable` type through `init?(rawValue:)`
            // only for a raw value of its own raw types. With a raw type that surely is none
            // (LoopKit's `TemporaryScheduleOverride`, a `[String: Any]`) the compiler
            // synthesizes keyed decoding, which never calls that initializer, so what it
            // checks does not stop decoding; a plain name may be an alias of `String`.
            let fromRawValue = initializers.first { $0.failability != .none && $0.parameters.count == 1 && $0.parameters[0].label == "rawValue" }
            // It may return nil without saying `return nil`: okta/okta-mobile-swift's `JWT`
            // writes `try? self.init(rawValue)`, whose initializer throws on the made-up "".
            // Only a body that surely gives a value (``InitializerDeclaration/neverReturnsNil``)
            // lets the standard library's decoding through.
            let rawValueStop = fromRawValue.flatMap { $0.mayStopAt ?? ($0.neverReturnsNil ? nil : $0.location) }
            fact.decodingStop = StandardRawValueCoding.surelyCodedByKeys(node) ? nil : rawValueStop
            // Coded as its raw value, by the standard library: no key of it can be replaced.
            fact.decodesItself = byRawValue
        }
        fact.encodesItself = byRawValue || members.contains { list in
            list.functions.contains { $0.isEncoding && !$0.isStatic }
        }
        if let keys = members.lazy.compactMap({ $0.nestedTypes.first { $0.name == "CodingKeys" && $0.kind == .enum } }).first {
            var map: [String: String] = [:]
            for key in keys.members.cases {
                guard let raw = key.rawValue else {
                    map[key.name] = key.name
                    continue
                }
                // A string literal's text, without its quotes; a raw value that is not a plain
                // literal (an interpolation, a raw string) is not guessed at.
                if raw.count >= 2, raw.first == "\"", raw.last == "\"", !raw.utf8.contains(UInt8(ascii: "\\")) { map[key.name] = String(raw.dropFirst().dropLast()) }
            }
            fact.codingKeys = map
        }
    }

    func isDecodable(_ id: TypeID) -> Bool { facts[id.index].decodes }
    func isEncodable(_ id: TypeID) -> Bool { facts[id.index].encodes }

    /// The type wrote `init(from:)` itself, so what it reads is not known here.
    func decodesItself(_ id: TypeID) -> Bool { facts[id.index].decodesItself }

    /// Where decoding the type may stop on a made-up value (a `throw`, a force unwrap in its
    /// `init(from:)`, a `try` of a helper that may stop (see ``DecodingHelpers``), or, without one, in the `init?(rawValue:)` the standard library decodes a
    /// `RawRepresentable` type through, or the `init(from:)` of another type it calls on the
    /// same decoder, `try Storage(from: decoder)`, when that one may stop, or its superclass's,
    /// called or inherited, where that one may, or an initializer it hands decoded values to,
    /// `try self.init(string: …)`, see ``DecodingDelegations``). A synthesized
    /// enum decoding always may: it needs the name of a case as its one key. Decoding is then
    /// not a way to build the type.
    func decodingStop(of id: TypeID) -> SourceLocation? { facts[id.index].decodingStop }

    /// The type wrote `encode(to:)` itself, so the keys it writes are not known here.
    func encodesItself(_ id: TypeID) -> Bool { facts[id.index].encodesItself }

    /// The key a property is coded under: its `CodingKeys` case's raw value or name, or the
    /// property's own name when the type declares no `CodingKeys`; `nil` when it is not coded.
    func codingKey(of property: String, in id: TypeID) -> String? {
        guard let keys = facts[id.index].codingKeys else { return property }
        return keys[property]
    }
}
