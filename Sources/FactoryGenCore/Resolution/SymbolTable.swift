/// Every type and typealias of the input files, indexed once so that each lookup is a
/// dictionary access: the resolver never scans all types for one field.
final class SymbolTable {
    private(set) var nodes: [TypeNode] = []
    private(set) var aliases: [AliasNode] = []
    /// Top-level names: the first declaration of each.
    private(set) var topLevel: [String: ScopeMember] = [:]
    /// Top-level names a module declares as another type than ``topLevel``'s, by module: empty
    /// unless two modules declare a name, so that one module's lookups never hash a module.
    private var ownTopLevel: [String: [String: ScopeMember]] = [:]
    /// Whether the files belong to several modules: only then is ``ownTopLevel`` collected.
    let tracksModules: Bool
    /// The modules each file imports, by its ``SourcePaths`` number: only where the inputs are
    /// several modules, for ``importedDeclaration(_:in:)`` and the module of a hidden name.
    private(set) var importsByFile: [UInt32: [String]] = [:]
    /// A typealias declared in several `#if` branches: the later declarations, by the first.
    private var alternatives: [AliasID: [AliasID]] = [:]
    /// A type declared in several `#if` branches: the later declarations, by the first (which
    /// every lookup of the name finds).
    private var typeAlternatives: [TypeID: [TypeID]] = [:]
    /// The names of the typealiases an inheritance clause may follow to a composition or a
    /// standard protocol (``inheritanceClauses(of:unconditionally:)``): most inputs have none,
    /// and a clause of another name is then never looked up.
    private(set) var protocolAliasNames: Set<String> = []
    /// Each type's member names (nested types and typealiases, from its body and extensions).
    private(set) var members: [[String: ScopeMember]] = []
    /// Each class's superclass among the inputs, found once the table is complete: member
    /// lookups climb it for every name.
    private var superclasses: [TypeID?]?
    /// The protocols each type conforms to that declare members, refined ones and its
    /// superclasses' included, nearest first (see ``protocolMember(_:of:)``); only types with one.
    private(set) var protocolScopes: [TypeID: [TypeID]] = [:]
    /// Every name a lookup can find: top-level, member and generic parameter names. A name
    /// outside it is shadowed nowhere, which most standard type names are, in one hash; one
    /// declared only at the top level, as most model types are, is found in that same hash.
    private(set) var scopeNames: [String: ScopeName] = [:]
    /// Whether every type, typealias and extension is in, and `scopeNames` made.
    private var isComplete = false
    /// Extensions of a type the inputs do not declare that declare types of their own
    /// (`extension Mastodon { struct Entity … }`, the namespace in another module): those types
    /// get no code, which the resolver says.
    private(set) var unplacedExtensions: [ExtensionDeclaration] = []
    /// The nodes that stand for standard types whose extensions declare types, by the type's
    /// name (see ``StandardTypeHolders``): none of them is a top-level name.
    private(set) var standardHolders: [String: TypeID] = [:]
    /// Extensions of types outside the inputs that state conformances (`extension String:
    /// Linkable {}`), each with the module of its file: a standard type's may make it a value
    /// of a protocol of the inputs.
    private(set) var foreignConformances: [(declaration: ExtensionDeclaration, module: String?)] = []
    /// Extensions of protocols constrained to one conformer of the inputs (`where Self ==
    /// ISOTranscoder`), by that conformer: their static members are its own. Empty for most inputs.
    private(set) var selfConstrainedExtensions: [TypeID: [SelfConstrainedExtension]] = [:]
    /// Module names that may qualify a user type (`App.User`).
    let userModules: Set<String>
    /// The module each input file belongs to, when known (see ``ModuleAssignment``).
    let moduleOfFile: [String: String]
    /// Files read for what they declare only (the test target's own): their types get no code.
    let contextFiles: Set<String>
    /// The top-level functions that may trap on what an initializer hands them.
    let trappingFunctions: TrappingFunctions

    init(files: [SourceFile], userModules: Set<String>, moduleOfFile: [String: String] = [:], contextFiles: Set<String> = []) {
        self.userModules = userModules
        self.moduleOfFile = moduleOfFile
        self.contextFiles = contextFiles
        trappingFunctions = TrappingFunctions(files: files)
        tracksModules = Set(moduleOfFile.values).count > 1
        for file in files {
            // By index, here and below: a declaration copied out of its array retained each of
            // its fields. The module is found once a file, not once a type: it hashes the path.
            let module = moduleOfFile[file.path]
            let context = LookupContext(chain: [], module: module)
            for index in file.types.indices {
                register(file.types[index], file: file.path, module: module, parent: nil, context: context, parentCondition: nil, parentAccess: .open)
            }
            for index in file.typealiases.indices {
                let aliasContext = LookupContext(chain: [], module: module, fileID: file.typealiases[index].location.fileID)
                addAlias(file.typealiases[index], into: nil, context: aliasContext, module: module)
            }
        }
        // Only what differs from the first declaration is kept: the rest is found in `topLevel`.
        ownTopLevel = ownTopLevel.mapValues { names in names.filter { topLevel[$0.key] != $0.value } }.filter { !$0.value.isEmpty }
        attach(extensionsOf: files)
        protocolAliasNames = Set(aliases.lazy.filter(\.mayNameProtocols).map(\.declaration.name))
        // Before the superclasses: finding one looks its name up, which consults these.
        scopeNames = topLevel.mapValues { ScopeName(topLevel: $0, isDeclaredInTypes: false) }
        for (module, names) in ownTopLevel {
            for (name, member) in names {
                var own = scopeNames[name]?.ownByModule ?? [:]
                own[module] = member
                scopeNames[name, default: ScopeName()].ownByModule = own
            }
        }
        for (index, names) in members.enumerated() {
            let isProtocol = nodes[index].kind == .protocol
            for name in names.keys {
                scopeNames[name, default: ScopeName()].isDeclaredInTypes = true
                if isProtocol { scopeNames[name, default: ScopeName()].isDeclaredInProtocols = true }
            }
            for name in nodes[index].genericParametersInScope { scopeNames[name, default: ScopeName()].isDeclaredInTypes = true }
        }
        // Several modules: a file's imports also tell which module's type a name another input
        // module hides means (``NameLookup``'s hidden names).
        if !ownTopLevel.isEmpty || tracksModules {
            for file in files where !file.imports.isEmpty { importsByFile[SourcePaths.id(of: file.path)] = file.imports }
        }
        isComplete = true
        superclasses = nodes.indices.map { findSuperclass(of: TypeID(index: $0)) }
        // After the superclasses, whose protocols a subclass has too; until it is set, lookups
        // search no protocols, so that an inheritance clause never looks itself up.
        protocolScopes = findProtocolScopes()
        selfConstrainedExtensions = SelfConstrainedExtension.collect(from: files, table: self)
    }

    subscript(id: TypeID) -> TypeNode { nodes[id.index] }

    /// The module that declares `id`, when known; `nil` for the test target's own types.
    func module(of id: TypeID) -> String? { nodes[id.index].module }

    /// Whether `id` is declared in a context file: seen, never generated for.
    func isContext(_ id: TypeID) -> Bool { nodes[id.index].standardType != nil || contextFiles.contains(nodes[id.index].file) }

    var allIDs: [TypeID] { nodes.indices.map(TypeID.init) }

    /// Extensions may extend types declared in other extensions, so they are attached in
    /// rounds until no more can be placed; the rest extend types outside the inputs.
    private func attach(extensionsOf files: [SourceFile]) {
        // Where each extension lies, not a copy of it: a copy retained each of its many fields,
        // and the table is built on one core while the other waits.
        var remaining: [(file: Int, index: Int)] = []
        for file in files.indices {
            for index in files[file].extensions.indices { remaining.append((file, index)) }
        }
        let held = holdStandardTypeExtensions(of: files, remaining)
        while !remaining.isEmpty {
            var next: [(file: Int, index: Int)] = []
            for place in remaining {
                // Read where it lies until it is placed: most extensions of other modules' types
                // (`extension String`) are tried in every round, and a copy retained each field.
                let module = moduleOfFile[files[place.file].path]
                guard let id = extendedType(named: files[place.file].extensions[place.index].extendedType, module: module) else {
                    next.append(place)
                    continue
                }
                let declaration = files[place.file].extensions[place.index]
                let context = LookupContext(chain: [id], module: module, fileID: declaration.location.fileID)
                let node = nodes[id.index]
                let condition = ConditionalCompilation.join([node.fullCondition, declaration.condition].compactMap { $0 })
                let access = min(node.effectiveAccess, declaration.accessLevel ?? .open)
                for nested in declaration.members.nestedTypes.indices {
                    let nestedID = nodes.count
                    register(declaration.members.nestedTypes[nested], file: files[place.file].path, module: module,
                             parent: id, context: context, parentCondition: condition, parentAccess: access)
                    nodes[nestedID].isInConstrainedExtension = !declaration.genericRequirements.isEmpty
                }
                for alias in declaration.members.typealiases.indices {
                    addAlias(declaration.members.typealiases[alias], into: id, context: context, module: module)
                }
                // Its last use: the declaration moves into the node rather than being copied.
                nodes[id.index].extensions.append(declaration)
                nodes[id.index].extensionModules.append(module)
            }
            if next.count == remaining.count {
                unplacedExtensions = next.filter { place in
                    !files[place.file].extensions[place.index].members.nestedTypes.isEmpty && !contextFiles.contains(files[place.file].path)
                        && !held.contains(place.file << 32 | place.index)
                }.map { files[$0.file].extensions[$0.index] }
                foreignConformances = next.filter { !files[$0.file].extensions[$0.index].inheritedTypes.isEmpty }.map { place in
                    (files[place.file].extensions[place.index], moduleOfFile[files[place.file].path])
                }
                break
            }
            remaining = next
        }
    }

    /// Places the types and typealiases that extensions of standard types declare under a
    /// node for each such type (see ``StandardTypeHolders``), before the other extensions, which
    /// may extend those types (`extension Double.Granularity: CaseIterable`). The extensions
    /// stay among the rest: their conformances are still another module's type's
    /// (``foreignConformances``). Returns where the placed ones lie, as `file << 32 | index`.
    private func holdStandardTypeExtensions(of files: [SourceFile], _ places: [(file: Int, index: Int)]) -> Set<Int> {
        var held: Set<Int> = []
        for (place, name) in StandardTypeHolders.heldExtensions(of: files, among: places, table: self) {
            let holder = standardHolders[name] ?? makeHolder(name, location: files[place.file].extensions[place.index].location)
            let declaration = files[place.file].extensions[place.index]
            let module = moduleOfFile[files[place.file].path]
            let context = LookupContext(chain: [holder], module: module, fileID: declaration.location.fileID)
            for nested in declaration.members.nestedTypes.indices {
                register(declaration.members.nestedTypes[nested], file: files[place.file].path, module: module, parent: holder,
                         context: context, parentCondition: declaration.condition, parentAccess: declaration.accessLevel ?? .open)
            }
            for alias in declaration.members.typealiases.indices {
                addAlias(declaration.members.typealiases[alias], into: holder, context: context, module: module)
            }
            held.insert(place.file << 32 | place.index)
        }
        return held
    }

    /// A node for the standard type `name`, in no scope: a caseless enum, so that nothing
    /// would build it even if it were not excluded as ``isContext(_:)`` says.
    private func makeHolder(_ name: String, location: SourceLocation) -> TypeID {
        let id = TypeID(index: nodes.count)
        let declaration = TypeDeclaration(kind: .enum, name: name, accessLevel: .public, location: location)
        nodes.append(TypeNode(
            declaration: declaration, path: [name], parentName: nil, file: location.file, order: id.index, parent: nil,
            context: LookupContext(chain: [id]), fullCondition: nil, effectiveAccess: .open, genericParametersInScope: [], module: nil
        ))
        nodes[id.index].standardType = name
        members.append([:])
        standardHolders[name] = id
        return id
    }

    /// The user type an extension names (`extension App.User`), following typealiases and
    /// module qualifiers; `nil` for a type outside the inputs, and for a generic type with
    /// its arguments (see ``namesSpecialization(_:module:)``). `module` is the extension's file's:
    /// `extension API` in a file of `V2` extends `V2`'s `API` when both modules declare one.
    func extendedType(named written: TypeSyntax, module: String?) -> TypeID? {
        var specialized = false
        let id = follow(written, module: module, specialized: &specialized)
        return specialized ? nil : id
    }

    /// Whether an extension names a generic type with its arguments, `extension Box<Int>` or
    /// `extension IntBox` for `typealias IntBox = Box<Int>`: Swift reads it as constrained to
    /// them (`where T == Int`), and what it declares exists for those arguments only.
    func namesSpecialization(_ written: TypeSyntax, module: String?) -> Bool {
        var specialized = false
        _ = follow(written, module: module, specialized: &specialized)
        return specialized
    }

    private func follow(_ written: TypeSyntax, module: String?, specialized: inout Bool) -> TypeID? {
        guard case .nominal(var components) = written else { return nil }
        var module = module
        // `extension V2.API`: the rest is `V2`'s.
        if components.count > 1, userModules.contains(components[0].name), topLevel[components[0].name] == nil {
            module = components.removeFirst().name
        }
        if components.contains(where: { !$0.genericArguments.isEmpty }) { specialized = true }
        var current: ScopeMember? = topLevelMember(components[0].name, module: module)
        // `extension Double.Granularity`: the path goes on from the standard type's holder.
        if !standardHolders.isEmpty, components.count > 1, let holder = holder(heading: &components, module: module) { current = .type(holder) }
        for component in components.dropFirst() {
            guard let id = typeID(following: current, specialized: &specialized) else { return nil }
            current = members[id.index][component.name]
        }
        return typeID(following: current, specialized: &specialized)
    }

    /// The type a member names, following typealiases whose target is a user type.
    func typeID(following member: ScopeMember?, specialized: inout Bool, depth: Int = 0) -> TypeID? {
        switch member {
        case .type(let id): return id
        case .alias(let alias):
            guard depth < 16, case .nominal(var components) = aliases[alias.index].declaration.target else { return nil }
            if components.contains(where: { !$0.genericArguments.isEmpty }) { specialized = true }
            var current = lookupUnqualified(components[0].name, in: aliases[alias.index].context)
            // `typealias Customer = App.Account`: the module's name, when nothing else has it.
            if current == nil, components.count > 1, userModules.contains(components[0].name) {
                let module = components.removeFirst().name
                current = lookupUnqualified(components[0].name, in: LookupContext(chain: aliases[alias.index].context.chain, module: module))
            }
            for component in components.dropFirst() {
                guard let id = typeID(following: current, specialized: &specialized, depth: depth + 1) else { return nil }
                current = members[id.index][component.name]
            }
            return typeID(following: current, specialized: &specialized, depth: depth + 1)
        case nil: return nil
        }
    }

    /// The innermost declaration of `name` visible in `context`, ignoring generic parameters.
    func lookupUnqualified(_ name: String, in context: LookupContext) -> ScopeMember? {
        // Most names are standard types' (`String`, `Codable`), which no scope declares. While
        // extensions are attached, `scopeNames` is not made yet: an extension of a typealias
        // (`extension Customer` for `typealias Customer = Account`) looks its target up in every scope.
        let scoped = isComplete ? scopeNames[name] : ScopeName(topLevel: topLevelMember(name, module: context.module), isDeclaredInTypes: true)
        guard let scoped else { return nil }
        if scoped.isDeclaredInTypes {
            for id in context.chain {
                if let found = ownOrInheritedMember(name, of: id) { return found }
                // Swift looks into a type's protocols before the enclosing scopes: Plot's
                // `ContentProvider`, declared in `extension Component`, inside `ElementComponent: Component`.
                if scoped.isDeclaredInProtocols, let found = protocolMember(name, of: id) { return found }
            }
        }
        if let own = scoped.ownByModule {
            if let module = context.module, let found = own[module] { return found }
            if let imported = importedDeclaration(scoped, in: context) { return imported }
        }
        guard let top = scoped.topLevel, !tracksModules || isVisible(top, from: context) else {
            return scoped.topLevel == nil ? nil : visibleElsewhere(scoped, from: context)
        }
        return top
    }

    /// What `name` means at the top level of a file of `module`: the module's own declaration,
    /// else the first (another module's, imported).
    func topLevelMember(_ name: String, module: String?) -> ScopeMember? {
        if !ownTopLevel.isEmpty, let module, let own = ownTopLevel[module]?[name] { return own }
        return topLevel[name]
    }

    /// The context the members of `id`'s extension at `index` resolve names in: `id`'s members,
    /// then the top level of the extension's own module.
    func extensionContext(of id: TypeID, at index: Int) -> LookupContext {
        LookupContext(chain: [id], module: nodes[id.index].extensionModules[index], fileID: nodes[id.index].extensions[index].location.fileID)
    }

    /// Whether `syntax` may name a type or typealias of the inputs: anything but a single name
    /// that no scope declares, which most inheritance clauses are (`Codable`, `Equatable`) and
    /// which one hash tells, where resolving it would look it up among the standard names too.
    func mayNameDeclaration(_ syntax: TypeSyntax, in context: LookupContext) -> Bool {
        guard case .nominal(let components) = syntax, components.count == 1 else { return true }
        return lookupUnqualified(components[0].name, in: context) != nil
    }

    /// A member type or typealias of `id`, of its superclasses, or of the protocols it conforms to.
    func member(_ name: String, of id: TypeID) -> ScopeMember? {
        ownOrInheritedMember(name, of: id) ?? protocolMember(name, of: id)
    }

    private func ownOrInheritedMember(_ name: String, of id: TypeID) -> ScopeMember? {
        var current: TypeID? = id
        var steps = 0
        while let type = current, steps < 32 {
            if let found = members[type.index][name] { return found }
            current = superclass(of: type)
            steps += 1
        }
        return nil
    }

    /// The user class a class inherits from: the first inherited type, when it names a class.
    func superclass(of id: TypeID) -> TypeID? {
        if let superclasses { return superclasses[id.index] }
        return findSuperclass(of: id)
    }

    private func findSuperclass(of id: TypeID) -> TypeID? {
        let node = nodes[id.index]
        guard node.kind == .class, let first = node.declaration.inheritedTypes.first,
              case .nominal(let components) = first else { return nil }
        let parentContext = LookupContext(chain: Array(node.context.chain.dropFirst()), module: node.context.module, fileID: node.context.fileID)
        var current = lookupUnqualified(components[0].name, in: parentContext)
        var rest = components.dropFirst()
        // `App.Observer<Value>`: a module's name, where no scope declares it, names that module's
        // top level, not the scopes, where a class nested under the same name (the subclass
        // itself: ReactiveSwift's `Signal.Observer: ReactiveSwift.Observer<Value, Error>`) hides it.
        if current == nil, components.count > 1, userModules.contains(components[0].name) {
            current = lookupUnqualified(components[1].name, in: LookupContext(chain: [], module: components[0].name))
            rest = rest.dropFirst()
        }
        for component in rest {
            guard case .type(let base) = current else { return nil }
            current = members[base.index][component.name]
        }
        guard case .type(let superID) = current, superID != id, nodes[superID.index].kind == .class else { return nil }
        return superID
    }

    /// Generic parameter names declared by `id` itself.
    func genericParameters(of id: TypeID) -> [String] {
        nodes[id.index].genericParameters
    }

    /// Whether a generic parameter in scope in `id` has a constraint (`T: Codable`, `where T == Int`).
    func hasConstrainedGenericParameters(_ id: TypeID) -> Bool {
        var current: TypeID? = id
        while let type = current {
            let declaration = nodes[type.index].declaration
            if declaration.genericParameters.contains(where: { $0.constraint != nil }) || !declaration.genericRequirements.isEmpty
                || nodes[type.index].isInConstrainedExtension { return true }
            current = nodes[type.index].parent
        }
        return false
    }

    /// Generic parameter names in scope in `id`'s body: its parents' first, then its own.
    func genericParametersInScope(of id: TypeID) -> [String] {
        nodes[id.index].genericParametersInScope
    }

    private func register(
        _ declaration: TypeDeclaration, file: String, module: String?, parent: TypeID?, context: LookupContext,
        parentCondition: String?, parentAccess: AccessLevel
    ) {
        let id = TypeID(index: nodes.count)
        let path = (parent.map { nodes[$0.index].path } ?? []) + [declaration.name]
        let condition = ConditionalCompilation.join([parentCondition, declaration.condition, PlatformAvailability.condition(of: declaration.attributes)].compactMap { $0 })
        let access = min(parentAccess, declaration.accessLevel ?? .internal)
        let ownContext = LookupContext(chain: [id] + context.chain, module: module, fileID: declaration.location.fileID)
        let generics = (parent.map { nodes[$0.index].genericParametersInScope } ?? []) + declaration.genericParameters.map(\.name)
        nodes.append(TypeNode(
            declaration: declaration, path: path, parentName: parent.map { nodes[$0.index].qualifiedName }, file: file, order: id.index, parent: parent,
            context: ownContext, fullCondition: condition, effectiveAccess: access, genericParametersInScope: generics,
            module: module
        ))
        members.append([:])
        if let parent {
            if Self.yields(members[parent.index][declaration.name]) { members[parent.index][declaration.name] = .type(id) }
            else { addAlternative(id, to: members[parent.index][declaration.name]) }
        } else {
            if Self.yields(topLevel[declaration.name]) { topLevel[declaration.name] = .type(id) }
            else { addAlternative(id, to: topLevel[declaration.name]) }
            if tracksModules, let module, Self.yields(ownTopLevel[module]?[declaration.name]) { ownTopLevel[module, default: [:]][declaration.name] = .type(id) }
        }
        for index in declaration.members.typealiases.indices {
            addAlias(declaration.members.typealiases[index], into: id, context: ownContext, module: module)
        }
        for index in declaration.members.nestedTypes.indices {
            register(declaration.members.nestedTypes[index], file: file, module: module, parent: id, context: ownContext, parentCondition: condition,
                     parentAccess: access)
        }
    }

    /// Whether a type declared by a name takes the place of what a scope holds by it already.
    /// A typealias gives way wherever it lies, as within one file, whose types are registered
    /// before its aliases: `#if canImport(CoreLocation) typealias Coordinate = CLLocationCoordinate2D
    /// #else struct Coordinate … #endif` means the struct, and so it must when another file that
    /// sorts first declares the alias alone (mapbox-directions' Turf and Polyline), or the result
    /// would hang on the file order.
    private static func yields(_ existing: ScopeMember?) -> Bool {
        guard case .type = existing else { return true }
        return false
    }

    /// Records `id` as another `#if` branch's declaration of the type `existing` names: both
    /// under a condition, in one module (two modules may each declare a top-level name).
    private func addAlternative(_ id: TypeID, to existing: ScopeMember?) {
        guard case .type(let first)? = existing, nodes[first.index].module == nodes[id.index].module,
              nodes[first.index].fullCondition != nil, nodes[id.index].fullCondition != nil else { return }
        typeAlternatives[first, default: []].append(id)
    }

    /// Whether another `#if` branch declares `id`'s name as a caseless enum: there, a value of
    /// it cannot exist, and code outside the `#if` may not build one. `#if FEATURE enum
    /// Setting { case … } #else enum Setting {} #endif` keeps signatures that name it
    /// compiling either way (SwiftPM's manifest API, `ProductSetting`).
    func isUninhabitedInAnotherBranch(_ id: TypeID) -> Bool {
        guard let others = typeAlternatives[id] else { return false }
        return others.contains { nodes[$0.index].kind == .enum && nodes[$0.index].declaration.members.cases.isEmpty }
    }

    private func addAlias(_ declaration: TypealiasDeclaration, into owner: TypeID?, context: LookupContext, module: String?) {
        let id = AliasID(index: aliases.count)
        aliases.append(AliasNode(declaration: declaration, context: context, owner: owner, module: module))
        if owner == nil, tracksModules, let module, ownTopLevel[module]?[declaration.name] == nil {
            ownTopLevel[module, default: [:]][declaration.name] = .alias(id)
        }
        let existing = owner.map { members[$0.index][declaration.name] } ?? topLevel[declaration.name]
        switch existing {
        case nil:
            if let owner { members[owner.index][declaration.name] = .alias(id) } else { topLevel[declaration.name] = .alias(id) }
        case .alias(let first) where declaration.condition != nil && aliases[first.index].declaration.condition != nil:
            alternatives[first, default: []].append(id)
        default:
            break
        }
    }

    /// `id`'s own member list, then each extension's, with the context their names resolve in.
    func memberScopes(of id: TypeID) -> [(members: MemberList, context: LookupContext)] {
        let node = nodes[id.index]
        return [(node.declaration.members, node.context)] + node.extensions.indices.map { (node.extensions[$0].members, extensionContext(of: id, at: $0)) }
    }

    /// Whether `id`'s declaration or one of its extensions lists `Identifiable`.
    func saysIdentifiable(_ id: TypeID) -> Bool {
        let node = nodes[id.index]
        let inherited = node.declaration.inheritedTypes + node.extensions.flatMap(\.inheritedTypes)
        return inherited.contains { $0.description == "Identifiable" || $0.description == "Swift.Identifiable" }
    }

    /// The other declarations of a typealias declared in several `#if` branches, in input order.
    func conditionalAlternatives(of id: AliasID) -> [AliasID] {
        alternatives[id] ?? []
    }
}
