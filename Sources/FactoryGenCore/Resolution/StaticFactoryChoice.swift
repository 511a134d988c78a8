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
/// made only by `static func when(…) -> Self?`). A non-generic type with none of its own may
/// keep them in caseless enums nested in it (`SdkConfig.Factory.create(logLevel:)`): theirs
/// that return the type count then, as ``StaticConstantChoice`` takes such a namespace's
/// constants; with none there either, those of the type it is nested in that return it
/// (apple/swift-nio-http2's `NIOHTTP2Errors.noSuchStream(streamID:)` makes `NoSuchStream`).
///
/// ```swift
/// // struct Handle { private init(raw: String); static func named(_ name: String) -> Handle }
/// StaticFactoryChoice.candidates(of: handle, …) // [App.Handle.named(Factory<String>.provide())]
/// ```
enum StaticFactoryChoice {
    static func candidates(of id: TypeID, table: SymbolTable, lookup: NameLookup, values: ValueExpressions, callee: String) -> [Candidate] {
        let parameters = table.genericParametersInScope(of: id)
        let own = candidates(in: id, of: id, parameters: parameters, table: table, lookup: lookup, values: values, callee: callee)
        guard own.isEmpty, parameters.isEmpty else { return own }
        // A type whose initializers are private may keep its factories in a caseless enum
        // nested in it, as it may its constants (``StaticConstantChoice``): customerio's
        // `SdkConfig.Factory.create(logLevel:)`, its only way in.
        let namespaced = StaticConstantChoice.namespaces(in: id, table: table).flatMap { namespace in
            candidates(
                in: namespace, of: id, parameters: [], table: table, lookup: lookup, values: values,
                callee: callee + "." + Identifier.escaped(table[namespace].name)
            )
        }
        guard namespaced.isEmpty else { return namespaced }
        return enclosingCandidates(of: id, table: table, lookup: lookup, values: values)
    }

    /// The factories of `id` that the type it is nested in declares: an error nested in its
    /// library's `enum Errors`, which makes each one with the caller's file and line
    /// (apple/swift-nio-http2's `NIOHTTP2Errors.noSuchStream(streamID:)`), its own
    /// initializers private or deprecated. Only for an enclosing type with the same isolation,
    /// whose functions the conformance can call, and that no `#if` holds.
    private static func enclosingCandidates(of id: TypeID, table: SymbolTable, lookup: NameLookup, values: ValueExpressions) -> [Candidate] {
        guard let parent = table[id].parent else { return [] }
        let enclosing = table[parent]
        guard enclosing.kind != .protocol, enclosing.fullCondition == nil, enclosing.effectiveAccess >= .internal,
              values.actors[parent.index] == values.actors[id.index] else { return [] }
        // The enclosing type as written where the nested one is: its spelling without the
        // last component, which keeps the module selector the nested type's extension needs.
        let spelled = values.spelling.selfType(of: id), last = "." + Identifier.escaped(table[id].name)
        guard spelled.hasSuffix(last) else { return [] }
        return candidates(
            in: parent, of: id, parameters: [], table: table, lookup: lookup, values: values, callee: String(spelled.dropLast(last.count))
        )
    }

    /// The factories of `id` that `scope` (`id` itself, or a namespace in it) declares,
    /// called through `callee`.
    private static func candidates(
        in scope: TypeID, of id: TypeID, parameters: [String], table: SymbolTable, lookup: NameLookup, values: ValueExpressions, callee: String
    ) -> [Candidate] {
        let node = table[id]
        var found: [Candidate] = []
        StaticMembers.forEachScope(of: scope, table: table, generic: !parameters.isEmpty) { members, context, extensionAccess in
            let functions = members.functions
            // By index: most types have no static function, and a copy retained each field.
            for index in functions.indices where functions[index].isStatic {
                let function = functions[index]
                guard function.genericRequirements.isEmpty,
                      isFactory(function, of: id, saysSelf: scope == id, parameters: parameters, lookup: lookup, context: context,
                                extensionAccess: extensionAccess)
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

    /// `saysSelf`: whether `Self` is the type, which in a namespace it is not.
    private static func isFactory(
        _ function: FunctionDeclaration, of id: TypeID, saysSelf: Bool, parameters: [String], lookup: NameLookup,
        context: () -> LookupContext, extensionAccess: AccessLevel?
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
        if returnsSelf { return saysSelf }
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
