/// A struct's or class's static functions that make a value of it (`static func
/// named(_ name: String) -> Handle`) as candidates: the way in of a type whose initializers are
/// private. They come after the initializers and a struct's static constants, and before
/// decoding. A class's function is taken to make a new object at each call, as a class's
/// constant is not (``StaticConstantChoice`` takes one only of a class no one can change).
///
/// A function counts when it is accessible from the test module, not under `#if`, not
/// deprecated, not isolated to a global actor, neither generic, `async` nor throwing, returns
/// `Self` or the type itself, takes no `inout` or variadic parameter, and its
/// body calls nothing that traps (`precondition`, `fatalError`) on a made-up argument and
/// forces no value out of one (`map["key"] as! String`); it is in
/// the body or an unconstrained extension. Of a generic type (Plot's `Node<Context>`, whose
/// memberwise initializer is private), it also has no `where` clause of its own, is not in an
/// extension that names arguments (`extension Node<HTML>`), and returns the type with its own
/// parameters (`Self`, `Node`, `Node<Context>`): it builds a value for every argument, as the
/// conformance's `provide()` must. Defaulted parameters are left
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
        let parameters = table.genericParametersInScope(of: id)
        var found: [Candidate] = []
        StaticMembers.forEachScope(of: id, table: table, generic: !parameters.isEmpty) { members, context, extensionAccess in
            let functions = members.functions
            // By index: most types have no static function, and a copy retained each field.
            for index in functions.indices where functions[index].isStatic {
                let function = functions[index]
                guard function.genericRequirements.isEmpty,
                      isFactory(function, of: id, parameters: parameters, lookup: lookup, context: context, extensionAccess: extensionAccess)
                else { continue }
                let made = candidate(function, of: id, node: node, lookup: lookup, values: values, context: context(), callee: callee)
                if case .optional = function.returnType { made.unwraps = true }
                // Ranked and reported as an initializer that reads one (``VaryingValues``).
                made.readsVaryingValueAt = function.readsVaryingValueAt
                found.append(made)
            }
        }
        return found
    }

    private static func isFactory(
        _ function: FunctionDeclaration, of id: TypeID, parameters: [String], lookup: NameLookup, context: () -> LookupContext,
        extensionAccess: AccessLevel?
    ) -> Bool {
        guard function.condition == nil, !function.isAsync, function.throwsClause == nil, function.genericParameters.isEmpty,
              function.mayStopAt == nil,
              let first = function.name.utf8.first, first == UInt8(ascii: "_") || (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z"),
              StaticMembers.isUsable(accessLevel: function.accessLevel, attributes: function.attributes, extensionAccess: extensionAccess),
              let (returned, returnsSelf) = namedReturn(of: function, typeName: lookup.table[id].name),
              !function.parameters.contains(where: { $0.isVariadic || $0.type.description.hasPrefix("inout ") }) else { return false }
        if case .optional? = function.returnType {
            guard function.neverReturnsNil, !hasFailableInitializer(id, table: lookup.table) else { return false }
        }
        if returnsSelf { return true }
        guard case .user(let found, let arguments) = lookup.resolve(returned, in: context()), found == id else { return false }
        // Written bare inside the type, its name means the type with its own parameters.
        return arguments.isEmpty || arguments == parameters.map(ResolvedType.genericParameter)
    }

    /// What `function` returns, an optional unwrapped, when it is `Self` or a type whose name
    /// ends in `typeName`: most static functions return another type (`==`'s `Bool`), and only
    /// such a name is worth looking up. ``PhantomParameters`` reads factories' parameters by it.
    static func namedReturn(of function: FunctionDeclaration, typeName: String) -> (type: TypeSyntax, isSelf: Bool)? {
        var returned = function.returnType
        if case .optional(let wrapped)? = returned { returned = wrapped }
        guard let returned, case .nominal(let components) = returned, let last = components.last?.name else { return nil }
        let isSelf = components.count == 1 && last == "Self"
        return isSelf || last == typeName ? (returned, isSelf) : nil
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
