/// Generic parameters that building the type never builds, so that any type may stand in
/// their place, providable or not:
/// - `Tag` in `struct Tagged<Tag, RawValue> { var rawValue: RawValue }`, which no value holds:
///   `Tagged<DeviceTag, UUID>` with a caseless enum, `Tagged<(Player, seat: ()), Int>`;
/// - `E` in `struct EitherIO<E, A> { var run: () -> (E?, A?) }`: an optional or a collection
///   of a generic parameter is `nil` or empty (see ``ValueExpressions``), so
///   `EitherIO<any Error, Play>` is built without an error value.
///
/// A parameter is built when a stored property, initializer parameter, static factory
/// parameter or case payload of the type (body and extensions) mentions it outside optionals, collections and metatypes, or
/// anywhere in an argument a generic type of the inputs or a standard one other than those
/// builds, optionals and collections included: that type builds the argument whole (`Pair<A,
/// B?>` calls `Factory<B?>`, which needs `B`, and so does `Result<B?, E>`), so a type holding
/// `Inner<A, B>` with such a case requires `B: Providable` too. A type from outside the inputs is not
/// resolved: any parameter named in its spelling counts as built.
///
/// An associated type of a parameter (`M.Detail` in `struct Turn<M: Move> { var detail:
/// M.Detail }`) is built in its own right, not its parameter: `Turn<Deal>` needs `Deal.Detail`
/// to be providable, not `Deal` (``associatedTypes(of:)``).
struct PhantomParameters {
    /// Per generic type, for each argument position (parents' parameters first): never built.
    private var phantom: [TypeID: [Bool]] = [:]
    /// Per generic type, the associated types of its parameters that building it may build
    /// (`Kind.Payload` in `struct Call<Kind: CallKind> { var payload: Kind.Payload }`).
    private var associated: [TypeID: [String]] = [:]

    init(table: SymbolTable, lookup: NameLookup) {
        var built: [TypeID: Set<String>] = [:]
        var inProgress = Set<TypeID>()

        // `whole`: the type is built by a `Factory<T>` call as it stands, as an argument another
        // generic type builds is (`Pair<A, B?>` builds its `Y` as `B?`, whose conformance needs
        // `B`), so an optional or collection in it is no longer `nil` or empty.
        func collect(_ type: ResolvedType, into names: inout Set<String>, whole: Bool = false) {
            switch type {
            case .genericParameter(let name):
                names.insert(name)
            case .standard(let name, let arguments):
                if !whole, ValueExpressions.emptyLiteral[name] != nil { return }
                // Any other standard type builds its arguments whole, as a generic type of the
                // inputs does: `Result<B?, E>` calls `Factory<B?>`, whose conformance needs `B`.
                for argument in StandardProvidableTypes.builtArguments(of: name, arguments) { collect(argument, into: &names, whole: true) }
            case .user(let id, let arguments):
                let parameters = table.genericParametersInScope(of: id)
                let used = builtNames(of: id)
                for (position, argument) in arguments.enumerated() where position >= parameters.count || used.contains(parameters[position]) {
                    collect(argument, into: &names, whole: true)
                }
                // `Call<K>` builds `K.Payload` where `Call<Kind>` builds `Kind.Payload`.
                for path in used where path.contains(".") {
                    if let member = Self.associatedType(path, parameters: parameters, arguments: arguments, lookup: lookup) {
                        collect(member, into: &names, whole: true)
                    }
                }
            case .tuple(let elements):
                for element in elements { collect(element.type, into: &names, whole: whole) }
            case .function(let function):
                collect(function.returnType, into: &names, whole: whole)
            case .unprovidable(_, let spelling):
                for word in spelling.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) { names.insert(String(word)) }
            case .foreign, .constrainedExistential:
                // Whatever another module's type (or a conformer of `any P<X>`) does with its
                // arguments: each counts as built.
                var inner: [String] = []
                type.genericParameterNames(into: &inner)
                names.formUnion(inner)
            case .conditionalAlias(let alias):
                for branch in alias.branches { collect(branch, into: &names, whole: whole) }
            case .member(let base, _):
                // `Kind.Payload` is built, not `Kind`: `Call<Ping>` needs `Ping.Payload` only.
                if let path = type.associatedTypePath {
                    names.insert(path)
                    return
                }
                // Whatever `T.ID` is made of, it comes from `T`: counted as built.
                var inner: [String] = []
                base.genericParameterNames(into: &inner)
                names.formUnion(inner)
            case .metatype, .existential, .standardExistential:
                break
            }
        }

        func builtNames(of id: TypeID) -> Set<String> {
            let names = table.genericParametersInScope(of: id)
            if names.isEmpty { return [] }
            if let known = built[id] { return known }
            // A type met again while it is being read counts every parameter as built.
            guard inProgress.insert(id).inserted else { return Set(names) }
            defer { inProgress.remove(id) }
            var found = Set<String>()
            let scopes = table.memberScopes(of: id)
            for (members, context) in scopes {
                var written: [TypeSyntax] = []
                for property in members.properties where property.isStored && !property.isStatic {
                    if let type = property.type {
                        written.append(type)
                    } else if let inferred = Self.typeOfInitialValue(property.initialValue, lookup: lookup, context: context) {
                        collect(inferred, into: &found)
                    } else {
                        // A property whose type is neither written nor sure may hold anything.
                        return Set(names)
                    }
                }
                written += members.initializers.flatMap { $0.parameters.map(\.type) }
                written += members.cases.flatMap { $0.associatedValues.map(\.type) }
                // A static function that makes one (``StaticFactoryChoice``) builds its
                // parameters too, kept or not (`static func create(value: Value) -> Self` of a
                // `ManagedBuffer` subclass, whose value the superclass holds).
                for function in members.functions where function.isStatic
                    && StaticFactoryChoice.namedReturn(of: function, typeName: table[id].name) != nil {
                    written += function.parameters.map(\.type)
                }
                for syntax in written { collect(lookup.resolve(syntax, in: context), into: &found) }
            }
            built[id] = found
            return found
        }

        for id in table.allIDs where table[id].kind != .protocol {
            let names = table.genericParametersInScope(of: id)
            guard !names.isEmpty else { continue }
            let used = builtNames(of: id)
            let flags = names.map { !used.contains($0) }
            if flags.contains(true) { phantom[id] = flags }
            let paths = used.filter { $0.contains(".") }
            if !paths.isEmpty { associated[id] = paths.sorted() }
        }
    }

    /// The associated types of `id`'s parameters that building it may build, as a `where`
    /// clause writes them (`Kind.Payload`): where `Call<Ping>` is built, `Ping.Payload` may be.
    func associatedTypes(of id: TypeID) -> [String] {
        associated[id] ?? []
    }

    /// The type of a stored property whose type is not written, from its initial value, where
    /// it is sure (``InitialValueType``), or where the value calls an initializer of an
    /// associated type of a parameter (`var collated = Source.Element()`, vapor/multipart-kit's
    /// parser iterator): such a property builds `Source.Element`, not `Source`, whatever the
    /// call's failability, which only decides the lens elsewhere.
    private static func typeOfInitialValue(_ initialValue: String?, lookup: NameLookup, context: LookupContext) -> ResolvedType? {
        if let sure = InitialValueType.of(initialValue, lookup: lookup, context: context) { return sure }
        guard let call = initialValue.flatMap(InitializerCall.reading) else { return nil }
        let callee = lookup.resolve(call.type, in: context)
        return callee.associatedTypePath == nil ? nil : callee
    }

    /// What the associated type `path` (`Kind.Payload`) of a generic type's `parameters` is
    /// for `arguments`: `Ping.Payload` for `Call<Ping>`, `K.Payload` for `Call<K>`.
    static func associatedType(_ path: String, parameters: [String], arguments: [ResolvedType], lookup: NameLookup) -> ResolvedType? {
        let components = path.split(separator: ".").map(String.init)
        guard let position = parameters.firstIndex(of: components[0]), position < arguments.count else { return nil }
        return lookup.memberType(Array(components.dropFirst()), of: arguments[position])
    }

    /// Whether the argument at `position` of `id` (parents' first) is never built.
    func isPhantom(_ id: TypeID, at position: Int) -> Bool {
        guard let flags = phantom[id], position < flags.count else { return false }
        return flags[position]
    }
}
