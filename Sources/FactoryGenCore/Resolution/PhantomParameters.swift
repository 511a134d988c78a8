/// Generic parameters that building the type never builds, so that any type may stand in
/// their place, providable or not:
/// - `Tag` in `struct Tagged<Tag, RawValue> { var rawValue: RawValue }`, which no value holds:
///   `Tagged<DeviceTag, UUID>` with a caseless enum, `Tagged<(Player, seat: ()), Int>`;
/// - `E` in `struct EitherIO<E, A> { var run: () -> (E?, A?) }`: an optional or a collection
///   of a generic parameter is `nil` or empty (see ``ValueExpressions``), so
///   `EitherIO<any Error, Play>` is built without an error value.
///
/// A parameter is built when a stored property, initializer parameter or case payload of the
/// type (body and extensions) mentions it outside optionals, collections and metatypes, or as
/// an argument a generic type of the inputs builds. A type from outside the inputs is not
/// resolved: any parameter named in its spelling counts as built.
struct PhantomParameters {
    /// Per generic type, for each argument position (parents' parameters first): never built.
    private var phantom: [TypeID: [Bool]] = [:]

    init(table: SymbolTable, lookup: NameLookup) {
        var built: [TypeID: Set<String>] = [:]
        var inProgress = Set<TypeID>()

        func collect(_ type: ResolvedType, into names: inout Set<String>) {
            switch type {
            case .genericParameter(let name):
                names.insert(name)
            case .standard(let name, let arguments):
                if ValueExpressions.emptyLiteral[name] != nil { return }
                for argument in StandardProvidableTypes.builtArguments(of: name, arguments) { collect(argument, into: &names) }
            case .user(let id, let arguments):
                let parameters = table.genericParametersInScope(of: id)
                let used = builtNames(of: id)
                for (position, argument) in arguments.enumerated() where position >= parameters.count || used.contains(parameters[position]) {
                    collect(argument, into: &names)
                }
            case .tuple(let elements):
                for element in elements { collect(element.type, into: &names) }
            case .function(let function):
                collect(function.returnType, into: &names)
            case .unprovidable(_, let spelling):
                for word in spelling.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) { names.insert(String(word)) }
            case .conditionalAlias(let alias):
                for branch in alias.branches { collect(branch, into: &names) }
            case .member(let base, _):
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
                    // A property without a written type may hold anything.
                    guard let type = property.type else { return Set(names) }
                    written.append(type)
                }
                written += members.initializers.flatMap { $0.parameters.map(\.type) }
                written += members.cases.flatMap { $0.associatedValues.map(\.type) }
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
        }
    }

    /// Whether the argument at `position` of `id` (parents' first) is never built.
    func isPhantom(_ id: TypeID, at position: Int) -> Bool {
        guard let flags = phantom[id], position < flags.count else { return false }
        return flags[position]
    }
}
