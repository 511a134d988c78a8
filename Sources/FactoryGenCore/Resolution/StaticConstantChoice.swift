/// A type's `static let` constants of its own type (`static let get = Method(rawValue: "GET")!`,
/// `static let preview: User`), then its read-only computed ones (`static var euWest1: Self { … }`),
/// as candidates: values the author wrote, which cannot fail
/// where a made-up argument to a failable initializer may. They come after the initializers
/// and cases, and before decoding.
///
/// A constant counts when it is accessible from the test module, not under `#if`, not
/// deprecated, not isolated to a global actor, in the body or an unconstrained extension of a
/// non-generic type (of a generic one, a computed one whose type is written `Self` or the type
/// with its own parameters, not in an extension that names arguments), and its type
/// is written (`Self`, the type's name) or is evident from its value: `Self(…)` or `Name(…)`
/// with a trailing `!`, or without one when the initializer it calls cannot fail, or `.init(…)`,
/// or another static constant of a sure type (``ConstantReferences``).
///
/// A type with none of its own may keep its known values in caseless enums nested in it, one
/// a family (swift-asn1's `ASN1ObjectIdentifier.NamedCurves.secp256r1`): their constants of
/// the type are the candidates then; and with none there either, its module's top-level
/// constants of the type (``ModuleConstants``), reached through the module's name.
///
/// A class's constant is one shared object, which a test could change under every other: only
/// a final class none of whose stored properties is a `var` has its constants used.
enum StaticConstantChoice {
    static func candidates(
        of id: TypeID, table: SymbolTable, lookup: NameLookup, callee: String, moduleConstants: ModuleConstants, values: ValueExpressions
    ) -> [Candidate] {
        let parameters = table.genericParametersInScope(of: id)
        // A generic type stores no static property, but a computed one of the type with its own
        // parameters builds it for every argument, as a generic type's static factory does.
        guard parameters.isEmpty else {
            return candidates(in: id, of: id, table: table, lookup: lookup, callee: callee, parameters: parameters)
        }
        let own = candidates(in: id, of: id, table: table, lookup: lookup, callee: callee)
        guard own.isEmpty else { return own }
        let namespaced = namespaces(in: id, table: table).flatMap { namespace in
            candidates(in: namespace, of: id, table: table, lookup: lookup, callee: callee + "." + Identifier.escaped(table[namespace].name))
        }
        guard namespaced.isEmpty else { return namespaced }
        return moduleConstants.constants(of: id).filter { $0.actor == nil || $0.actor == values.actors[id.index] }.map { constant in
            let candidate = Candidate(
                callee: values.spelling.topLevelName(constant.name, of: constant.module, in: id), slots: [], hasParentheses: false,
                origin: "let " + constant.name, at: constant.location
            )
            candidate.readsStoredConstant = true
            return candidate
        }
    }

    /// Whether the objects of class `id` cannot change once made, so that one may be shared:
    /// a final class, with no superclass among the inputs, whose stored properties are `let`s.
    static func isImmutable(_ id: TypeID, properties: [StoredProperty], table: SymbolTable) -> Bool {
        table[id].declaration.modifiers.contains("final") && table.superclass(of: id) == nil && properties.allSatisfy(\.declaration.isLet)
    }

    /// The caseless, non-generic enums nested in `id`, in its body or its extensions, that
    /// the test module can reach and that no `#if` holds: in declaration order.
    static func namespaces(in id: TypeID, table: SymbolTable) -> [TypeID] {
        table.members[id.index].values.compactMap { member -> TypeID? in
            guard case .type(let nested) = member else { return nil }
            let node = table[nested]
            guard node.parent == id, node.kind == .enum, node.declaration.members.cases.isEmpty, node.genericParameters.isEmpty,
                  node.fullCondition == nil, node.effectiveAccess >= .internal else { return nil }
            return nested
        }.sorted()
    }

    /// The usable static constants of type `id` that `scope` (`id` itself, or a namespace in
    /// it) declares, reached through `callee`; `parameters`, those in scope of a generic `id`.
    private static func candidates(
        in scope: TypeID, of id: TypeID, table: SymbolTable, lookup: NameLookup, callee: String, parameters: [String] = []
    ) -> [Candidate] {
        // Where a member lies, not a copy of it: most types have no static property at all, and
        // a copied declaration retained each of its fields.
        struct Place {
            let properties: [PropertyDeclaration]
            let index: Int
            let context: LookupContext
            let extensionAccess: AccessLevel?
        }
        var constants: [Place] = []
        var computed: [Place] = []
        StaticMembers.forEachScope(of: scope, table: table, generic: !parameters.isEmpty) { members, context, extensionAccess in
            let properties = members.properties
            // A stored `static var` is shared mutable state, which a test may have changed.
            for index in properties.indices where properties[index].isStatic && properties[index].condition == nil {
                if properties[index].isLet {
                    constants.append(Place(properties: properties, index: index, context: context(), extensionAccess: extensionAccess))
                } else if !properties[index].isStored && !properties[index].accessors.contains("set") {
                    computed.append(Place(properties: properties, index: index, context: context(), extensionAccess: extensionAccess))
                }
            }
        }
        guard !constants.isEmpty || !computed.isEmpty else { return [] }
        var found: [Candidate] = []
        for place in constants + computed {
            let property = place.properties[place.index], context = place.context, extensionAccess = place.extensionAccess
            guard StaticMembers.isUsable(accessLevel: property.accessLevel, attributes: property.attributes, extensionAccess: extensionAccess),
                  isOwnType(property, of: id, in: scope, lookup: lookup, context: context, parameters: parameters) else { continue }
            let candidate = Candidate(
                callee: callee + "." + Identifier.escaped(property.name), slots: [], hasParentheses: false,
                origin: (property.isLet ? "static let " : "static var ") + (scope == id ? "" : table[scope].name + ".") + property.name,
                at: property.location
            )
            // A computed one builds its value again at each read.
            candidate.readsStoredConstant = property.isLet
            found.append(candidate)
        }
        return found
    }

    /// `scope`: the type that declares the constant; `Self` is `id` only when it is `id` itself,
    /// not a namespace in it. `parameters`: `id`'s generic parameters.
    private static func isOwnType(
        _ property: PropertyDeclaration, of id: TypeID, in scope: TypeID, lookup: NameLookup, context: LookupContext, parameters: [String]
    ) -> Bool {
        let saysSelf = scope == id
        if let written = property.type {
            if case .nominal(let components) = written, components.count == 1, components[0].name == "Self" { return saysSelf }
            if case .user(let found, let arguments) = lookup.resolve(written, in: context) {
                // Written bare inside a generic type, its name means the type with its own parameters.
                return found == id && (arguments.isEmpty || arguments == parameters.map(ResolvedType.genericParameter))
            }
            return false
        }
        // Only a stored constant has no written type, and a generic type has none.
        guard parameters.isEmpty else { return false }
        guard let value = property.initialValue else { return false }
        if value.hasPrefix(".init(") { return saysSelf && (value.hasSuffix(")") || value.hasSuffix(")!")) }
        // `Name(…)!` is a `Name` whether or not the initializer can fail; `Name(…)` is one
        // only when it cannot (`Region(code: "NZ")` with only `init?(code:)` is a `Region?`).
        // `Self(…)` too: `Self` resolves to the type in its own context.
        if case .user(let found, let arguments) = InitialValueType.ofConstant(value, lookup: lookup, context: context) {
            return found == id && arguments.isEmpty
        }
        // `static let bin = BigInt.binBase`: another constant's type.
        if case .user(let found, let arguments) = ConstantReferences.type(of: value, in: scope, lookup: lookup, context: context) {
            return found == id && arguments.isEmpty
        }
        return false
    }
}
