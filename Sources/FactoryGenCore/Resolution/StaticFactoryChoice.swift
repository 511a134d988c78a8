/// A struct's or final class's static functions that make a value of it (`static func
/// named(_ name: String) -> Handle`) as candidates: the way in of a type whose initializers are
/// private. They come after the initializers and a struct's static constants, and before
/// decoding. A class's function is taken to make a new object at each call, as a class's
/// constant is not (``StaticConstantChoice`` runs for structs only).
///
/// A function counts when it is accessible from the test module, not under `#if`, not
/// deprecated, not isolated to a global actor, neither generic, `async` nor throwing, returns
/// `Self` or the type itself, takes no `inout` or variadic parameter, and its
/// body calls nothing that traps (`precondition`, `fatalError`) on a made-up argument; it is in
/// the body or an unconstrained extension of a non-generic type. Defaulted parameters are left
/// out of the call. One that returns an optional counts only when its body just builds the type
/// and returns it (``FunctionDeclaration/neverReturnsNil``) and the type has no failable
/// initializer: it is called with `!`, which cannot trap (SwiftPM's `TargetDependencyCondition`,
/// made only by `static func when(…) -> Self?`).
///
/// ```swift
/// // struct Handle { private init(raw: String); static func named(_ name: String) -> Handle }
/// StaticFactoryChoice.candidates(of: handle, …) // [App.Handle.named(Factory<String>.provide())]
/// ```
enum StaticFactoryChoice {
    static func candidates(of id: TypeID, table: SymbolTable, lookup: NameLookup, values: ValueExpressions, callee: String) -> [Candidate] {
        let node = table[id]
        guard table.genericParametersInScope(of: id).isEmpty else { return [] }
        var found: [Candidate] = []
        StaticMembers.forEachScope(of: id, table: table) { members, context, extensionAccess in
            let functions = members.functions
            // By index: most types have no static function, and a copy retained each field.
            for index in functions.indices where functions[index].isStatic {
                let function = functions[index]
                guard isFactory(function, of: id, lookup: lookup, context: context, extensionAccess: extensionAccess) else { continue }
                let made = candidate(function, of: id, node: node, lookup: lookup, values: values, context: context(), callee: callee)
                if case .optional = function.returnType { made.unwraps = true }
                found.append(made)
            }
        }
        return found
    }

    private static func isFactory(
        _ function: FunctionDeclaration, of id: TypeID, lookup: NameLookup, context: () -> LookupContext, extensionAccess: AccessLevel?
    ) -> Bool {
        guard function.condition == nil, !function.isAsync, function.throwsClause == nil, function.genericParameters.isEmpty,
              function.mayStopAt == nil,
              let first = function.name.utf8.first, first == UInt8(ascii: "_") || (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z"),
              StaticMembers.isUsable(accessLevel: function.accessLevel, attributes: function.attributes, extensionAccess: extensionAccess),
              var returned = function.returnType else { return false }
        if case .optional(let wrapped) = returned {
            guard function.neverReturnsNil, !hasFailableInitializer(id, table: lookup.table) else { return false }
            returned = wrapped
        }
        guard case .nominal(let components) = returned,
              let last = components.last, last.genericArguments.isEmpty else { return false }
        let returnsSelf = components.count == 1 && last.name == "Self"
        // Most static functions return another type (`==`'s `Bool`): only a name ending in the
        // type's own is looked up.
        guard returnsSelf || last.name == lookup.table[id].name,
              !function.parameters.contains(where: { $0.isVariadic || $0.type.description.hasPrefix("inout ") }) else { return false }
        if returnsSelf { return true }
        if case .user(let found, let arguments) = lookup.resolve(returned, in: context()) { return found == id && arguments.isEmpty }
        return false
    }

    /// Whether `id` declares an `init?` or `init!`, in its body or an extension: a body that
    /// builds the type may call it, and return `nil`.
    private static func hasFailableInitializer(_ id: TypeID, table: SymbolTable) -> Bool {
        table.memberScopes(of: id).contains { scope in scope.members.initializers.contains { $0.failability != .none } }
    }

    private static func candidate(
        _ function: FunctionDeclaration, of id: TypeID, node: TypeNode, lookup: NameLookup, values: ValueExpressions, context: LookupContext,
        callee: String
    ) -> Candidate {
        var slots: [Slot] = []
        for parameter in function.parameters where !parameter.hasDefault {
            let type = lookup.resolve(parameter.type, in: context)
            slots.append(Slot(
                label: parameter.label, property: nil, owner: node.qualifiedName, member: parameter.name ?? parameter.label ?? "_",
                location: function.location, value: values.argument(parameter, of: type, in: id)
            ))
        }
        let labels = function.parameters.map { ($0.label ?? "_") + ":" }.joined()
        return Candidate(
            callee: String(concatenating: callee, ".", Identifier.escaped(function.name)), slots: slots, hasParentheses: true,
            origin: String(concatenating: "static func ", function.name, "(", labels, ")"), at: function.location
        )
    }
}
