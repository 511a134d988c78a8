/// An initializer that rebuilds a value from its stored properties: every parameter is a
/// stored property, and every property that can vary is a parameter.
struct RebuildInitializer {
    var callee: String
    /// Argument labels (`nil` for `_`) and the properties they take, in parameter order.
    var parameters: [(label: String?, property: String)]
}

/// Builds the lenses of a struct or class:
/// - a `var` of a struct with a setter the test module can use, and no `willSet`/`didSet`, is
///   set by mutating a copy (``LensPlan/Strategy/mutation``); a wrapped one only when the
///   wrapper is in the inputs and its `wrappedValue` has a setter;
/// - any other stored property is set by rebuilding the whole value through an initializer
///   that takes every stored property (the memberwise one, or an explicit memberwise-shaped
///   one), passing `whole.x` for the others (``LensPlan/Strategy/initializer``);
/// - a class only rebuilds: mutating would change the original too and break the lens laws;
/// - with no such initializer, a `Codable` type whose coding is synthesized both ways is rebuilt
///   by encoding, replacing the property's coding key and decoding (``LensPlan/Strategy/coding``);
///   a type built by decoding that cannot be rebuilt so gets a note;
/// - properties that are private, `lazy`, of a private type, or of a type that is not written
///   out (and not a literal) get no lens; actors get none (their state is isolated);
/// - a type with a `let` set by a call (`let stamp = Date()`) is never rebuilt: the rebuild
///   would set it again, perhaps to another value.
/// A lens whose name clashes with a static member or another lens under the same condition
/// is skipped with a note.
final class LensBuilding {
    let table: SymbolTable
    let spelling: Spelling
    let deprecation: Deprecation
    let codability: Codability
    /// Per type, its stored properties isolated to a global actor it is not (``IsolatedStoredProperties``).
    let isolatedApart: [TypeID: Set<String>]

    // A class: the services it holds are many references, which a struct copied into every
    // closure and call, with a retain and a release each.
    init(table: SymbolTable, spelling: Spelling, deprecation: Deprecation, codability: Codability, isolatedApart: [TypeID: Set<String>] = [:]) {
        self.table = table
        self.spelling = spelling
        self.deprecation = deprecation
        self.codability = codability
        self.isolatedApart = isolatedApart
    }

    func rebuildInitializer(
        for id: TypeID, properties: [StoredProperty], callable: [CallableInitializer], callee: String
    ) -> RebuildInitializer? {
        let node = table[id]
        let isolated = isolatedApart[id] ?? []
        // Reading a deprecated property would warn in the generated file, and one isolated to
        // another actor would not compile in the lens's nonisolated closure.
        func isReadable(_ declaration: PropertyDeclaration) -> Bool {
            (declaration.accessLevel ?? .internal) >= .internal && !declaration.attributes.contains(where: \.isUnavailableOrDeprecated)
                && (isolated.isEmpty || !isolated.contains(declaration.name))
        }
        if node.kind == .struct, node.declaration.members.initializers.isEmpty {
            // Each property is read as itself: a name declared twice is under `#if`, which
            // rules the initializer out anyway. One it leaves out must not change (a `let`
            // with a value) or be worked out anew (`lazy`): a rebuild would reset a private
            // wrapped `var` the initializer has no parameter for.
            let usable = properties.allSatisfy { property in
                property.isParameter
                    ? property.wrapperType == nil && property.declaration.condition == nil && isReadable(property.declaration)
                    : property.isConstant || property.declaration.isLazy
            }
            if usable { return RebuildInitializer(callee: callee, parameters: Array(properties.lazy.filter(\.isParameter).map { ($0.name, $0.name) })) }
        }
        // A subclass's initializer calls `super.init`, which sets the superclass's stored
        // properties again: each that can vary must be taken too, or the rebuild would lose it
        // or set it anew (XcodeProj's `PBXObject.init()` makes a new reference each time).
        let inherited = node.kind == .class ? InheritedState(of: id, table: table).properties : []
        let ownProperties = NameIndex(properties.map(\.name))
        func readable(_ label: String) -> Bool {
            if let own = ownProperties.firstIndex(of: label) { return isReadable(properties[own].declaration) }
            return inherited.first { $0.name == label }.map(isReadable) ?? false
        }
        // Not one that may trap (`precondition(cents > 0)`), nor one that takes an argument
        // unchecked (`init(unsafeCasting:)`): a lens sets any value of the field.
        for initializer in callable where initializer.setsFieldsByName && initializer.cannotFail && !initializer.mayTrap
            && !initializer.takesVouchedArgument && initializer.condition == nil {
            // A parameter sets the property of its name inside the body (`init(_ isOn: Bool)`
            // sets `isOn`), which is its label when it has no other.
            let parameters = initializer.declaration.parameters
            let names = parameters.compactMap { $0.name ?? $0.label }
            guard names.count == parameters.count else { continue }
            let parameterNames = NameIndex(names)
            guard properties.allSatisfy({ $0.isConstant || $0.declaration.isLazy || parameterNames.contains($0.name) }),
                  inherited.allSatisfy({ parameterNames.contains($0.name) }),
                  names.allSatisfy(readable) else { continue }
            return RebuildInitializer(callee: callee, parameters: zip(parameters, names).map { ($0.label, $1) })
        }
        return nil
    }

    /// The helper a type's initializer lenses share, when every field can be spelled out: its
    /// type written, of a type the test module can see, and not deprecated (the helper's
    /// signature would warn). With one field there is nothing to share.
    func sharedRebuild(for id: TypeID, properties: [StoredProperty], rebuild: RebuildInitializer?) -> RebuildPlan? {
        guard let rebuild, rebuild.parameters.count >= 2 else { return nil }
        var fields: [RebuildPlan.Field] = []
        let propertyByName = Dictionary(properties.map { ($0.name, $0) }) { first, _ in first }
        for parameter in rebuild.parameters {
            guard let property = propertyByName[parameter.property], let type = property.type, type.isWritable,
                  !mentionsInaccessibleType(type), !deprecation.mentionsDeprecated(type) else { return nil }
            fields.append(RebuildPlan.Field(label: parameter.label.map(Identifier.label) ?? "", key: Identifier.label(parameter.property),
                                            name: Identifier.escaped(parameter.property), type: spelling.spell(type, in: id)))
        }
        let taken = staticMemberNames(of: id).union(properties.map { "_" + $0.name })
        guard let name = ["_factoryRebuild", "_factoryRebuildFields"].first(where: { !taken.contains($0) }) else { return nil }
        // The generic parameter would hide a type of its name in the helper's signature.
        let written = fields.map(\.type) + [rebuild.callee] + table.genericParametersInScope(of: id)
        guard let partName = ["Part", "FieldPart"].first(where: { part in !written.contains { $0.containsWord(part) } }) else { return nil }
        return RebuildPlan(name: name, partName: partName, callee: rebuild.callee, fields: fields)
    }

    /// `callable` (the type's initializers) only names, in a note, one named like the fields
    /// that would rebuild the value but for a body that changes an argument. `hasParsedFields`:
    /// the type is a command with parsed fields (``ParsedArgumentWrappers/hasParsedFields(_:of:)``),
    /// which the caller finds once for the type's plan and its lenses. `uncodedSet`: the
    /// properties its coding leaves out that the construction `provide()` calls may set
    /// (``UncodedFields``), with how that construction is named; a rebuild by decoding would
    /// not give them back, so the type gets no coding lenses.
    func lenses(
        for id: TypeID, properties: [StoredProperty], rebuild: RebuildInitializer?, builtByDecoding: Bool = false,
        callable: [CallableInitializer] = [], uncodedSet: (fields: [String], origin: String)? = nil,
        hasParsedFields: Bool, diagnostics: inout [Diagnostic]
    ) -> [LensPlan] {
        let node = table[id]
        guard node.kind == .struct || node.kind == .class else { return [] }
        let taken = staticMemberNames(of: id)
        var emitted = Set<EmittedLens>(minimumCapacity: properties.count)
        var lenses: [LensPlan] = []
        // Only synthesized coding is known to give back what it was given: a hand-written
        // `init(from:)` may turn a missing key into `[]` (SpotifyAPI), breaking get-set.
        let recodable = codability.isDecodable(id) && codability.isEncodable(id) && !codability.encodesItself(id) && !codability.decodesItself(id)
        // A `let` set by a call (`let stamp = Date()`) is set again by every rebuild, through an
        // initializer or by decoding, and may get another value: get-set would not hold.
        let reset = properties.first { $0.isConstant && Self.mayVary($0.declaration.initialValue ?? "") }
        var unrebuilt: [String] = []
        var unset: [String] = []
        var wrappedUncoded: [String] = []
        var unrebuildable: [String] = []
        // A rebuild would make each parsed command-line field a definition again, unreadable
        // (``ParsedArgumentWrappers``): a command's fields are only assigned.
        var unparsed: [String] = []
        var unwritable: [String] = []
        var uncodedDropped: [String] = []
        var uncodedUnset: [String] = []
        let isolated = isolatedApart[id] ?? []
        for property in properties {
            if table.tracksModules, let type = property.type, type.mentionsHiddenName {
                diagnostics.append(.note(
                    "no lens '_\(property.name)' for '\(node.qualifiedName).\(property.name)': its type names another module's type, "
                        + "which a module of the inputs declares too, internal, and the file imports several modules that may declare it; "
                        + "write it with its module", at: property.declaration.location))
                continue
            }
            // Read through the property: a local copy of its declaration retained each field.
            guard !property.declaration.isLazy, (property.declaration.accessLevel ?? .internal) >= .internal,
                  isolated.isEmpty || !isolated.contains(property.name),
                  !property.declaration.attributes.contains(where: \.isUnavailableOrDeprecated),
                  let type = property.type, !mentionsInaccessibleType(type) else { continue }
            guard type.isWritable else {
                unwritable.append(property.name)
                continue
            }
            let name = "_" + property.name
            let setterAccess = property.declaration.setterAccessLevel ?? property.declaration.accessLevel ?? .internal
            var lens: LensPlan
            // Assigning would run `willSet`/`didSet`, which may change other properties and
            // break the lens laws: observed properties are only rebuilt.
            let isObserved = property.declaration.accessors.contains("didSet") || property.declaration.accessors.contains("willSet")
            // A wrapper's `wrappedValue` may have no setter, or one that does more than store
            // (as an observer may), and one outside the inputs is not known: such a field is rebuilt.
            // swift-argument-parser's wrappers are known to store what they are assigned.
            let isAssignable = !property.isWrapped || property.wrapperStoresPlainly || hasParsedFields && ParsedArgumentWrappers.isParsed(property)
            if node.kind == .struct, !property.declaration.isLet, setterAccess >= .internal, !isObserved, isAssignable {
                lens = LensPlan(name: name, property: Identifier.escaped(property.name), type: spelling.spell(type, in: id),
                                strategy: .mutation, condition: property.declaration.condition)
            } else if hasParsedFields {
                unparsed.append(property.name)
                continue
            } else if let rebuild, rebuild.parameters.contains(where: { $0.property == property.name }) {
                // The expression is written once the type's lenses are known
                // (``rebuildExpressions(_:rebuild:shared:)``): usually it is the shared helper,
                // and spelling out every field for each lens would be quadratic work for nothing.
                lens = LensPlan(name: name, property: Identifier.escaped(property.name), type: spelling.spell(type, in: id),
                                strategy: .initializer, condition: property.declaration.condition)
            } else if recodable, !property.isConstant, property.declaration.condition == nil, property.isWrapped {
                // Coded as its wrapper (`Boxed<Int>`), which a replaced `Int` cannot decode as.
                wrappedUncoded.append(property.name)
                continue
            } else if recodable, !property.isConstant, property.declaration.condition == nil, let uncodedSet, !uncodedSet.fields.isEmpty,
                      codability.codingKey(of: property.name, in: id) != nil {
                uncodedDropped.append(property.name)
                continue
            } else if recodable, !property.isConstant, property.declaration.condition == nil, let key = codability.codingKey(of: property.name, in: id) {
                let call = String(concatenating: spelling.runtime("CodingRebuild", in: id), ".replacing(", Self.stringLiteral(key), ", with: newValue, in: whole)")
                lens = LensPlan(name: name, property: Identifier.escaped(property.name), type: spelling.spell(type, in: id),
                                strategy: .coding, rebuildExpression: call)
            } else {
                if builtByDecoding, !property.isConstant {
                    // Synthesized coding that leaves it out of its keys gives it back as it starts.
                    if recodable, codability.codingKey(of: property.name, in: id) == nil { uncodedUnset.append(property.name) } else { unset.append(property.name) }
                }
                if rebuild == nil, !builtByDecoding { unrebuildable.append(property.name) }
                continue
            }
            if reset != nil, lens.strategy != .mutation {
                unrebuilt.append(property.name)
                continue
            }
            if taken.contains(name) {
                diagnostics.append(.note("no lens '\(name)' for '\(node.qualifiedName).\(property.name)': '\(node.qualifiedName)' already has a static member named '\(name)'", at: property.declaration.location))
                continue
            }
            guard emitted.insert(EmittedLens(name: name, condition: property.declaration.condition)).inserted else {
                diagnostics.append(.note("no second lens '\(name)' for '\(node.qualifiedName).\(property.name)': the name is taken", at: property.declaration.location))
                continue
            }
            lens.mentionsDeprecated = deprecation.mentionsDeprecated(type)
            lenses.append(consume lens) // Moved: a copy retained each of its strings.
        }
        if !unwritable.isEmpty {
            diagnostics.append(.note(
                "no lens for \(unwritable.map { "'\($0)'" }.joined(separator: ", ")) of '\(node.qualifiedName)': Swift cannot write its type, "
                    + "a C function pointer whose signature holds a C array",
                at: node.declaration.location
            ))
        }
        if !unparsed.isEmpty {
            diagnostics.append(.note(
                "no lens for \(unparsed.map { "'\($0)'" }.joined(separator: ", ")) of '\(node.qualifiedName)': rebuilding it would leave "
                    + "its command-line fields unparsed, which cannot be read",
                at: node.declaration.location
            ))
        }
        if let reset, !unrebuilt.isEmpty {
            diagnostics.append(.note(
                "no lens for \(unrebuilt.map { "'\($0)'" }.joined(separator: ", ")) of '\(node.qualifiedName)': rebuilding it would set "
                    + "'\(reset.name) = \(reset.declaration.initialValue ?? "")' again, which may give another value",
                at: node.declaration.location
            ))
        }
        // Only one that takes every field, as a rebuild must: one named like some of them
        // (FirebaseAI's `init(candidates:promptFeedback:usageMetadata:)`, delegating with
        // `self = .init(…)`) would not give lenses whatever its body.
        if !unrebuildable.isEmpty, let changing = callable.first(where: { initializer in
            initializer.isMemberwiseShaped && initializer.cannotFail && initializer.condition == nil
                && initializer.declaration.parametersNotStoredAsGiven.contains { name in properties.contains { $0.name == name } }
                && properties.allSatisfy { property in
                    property.isConstant || property.declaration.isLazy || initializer.declaration.parameters.contains { ($0.name ?? $0.label) == property.name }
                }
        }) {
            let changed = changing.declaration.parametersNotStoredAsGiven.filter { name in properties.contains { $0.name == name } }
            let labels = changing.declaration.parameters.map { ($0.label ?? "_") + ":" }.joined()
            diagnostics.append(.note(
                "no lens for \(unrebuildable.map { "'\($0)'" }.joined(separator: ", ")) of '\(node.qualifiedName)': init(\(labels)) takes every field "
                    + "but does not store \(changed.map { "'\($0)'" }.joined(separator: ", ")) as given, so rebuilding through it would not give back "
                    + "a changed value; an initializer whose body is 'self.x = x' for each field would give them lenses",
                at: changing.declaration.location
            ))
        }
        if !wrappedUncoded.isEmpty {
            diagnostics.append(.note(
                "no lens for \(wrappedUncoded.map { "'\($0)'" }.joined(separator: ", ")) of '\(node.qualifiedName)': it is rebuilt by coding, "
                    + "and a wrapped property is coded as its wrapper, which a changed value cannot be decoded back into",
                at: node.declaration.location
            ))
        }
        if let uncodedSet, !uncodedDropped.isEmpty {
            diagnostics.append(.note(
                "no lens for \(uncodedDropped.map { "'\($0)'" }.joined(separator: ", ")) of '\(node.qualifiedName)': "
                    + "\(uncodedSet.fields.map { "'\($0)'" }.joined(separator: ", ")), left out of its coding keys, may be set by what builds it "
                    + "(\(uncodedSet.origin)), so a value rebuilt by decoding would not keep \(uncodedSet.fields.count == 1 ? "it" : "them")",
                at: node.declaration.location
            ))
        }
        if !uncodedUnset.isEmpty {
            diagnostics.append(.note(
                "no lens for \(uncodedUnset.map { "'\($0)'" }.joined(separator: ", ")) of '\(node.qualifiedName)': it is built by decoding, "
                    + "and its coding keys leave \(uncodedUnset.count == 1 ? "it" : "them") out, so a changed value cannot be decoded back",
                at: node.declaration.location
            ))
        }
        if !unset.isEmpty {
            let reason = !codability.isEncodable(id) ? "it is not Encodable"
                : codability.encodesItself(id) ? "it writes its own encode(to:)" : "it writes its own init(from:)"
            diagnostics.append(.note(
                "no lens for \(unset.map { "'\($0)'" }.joined(separator: ", ")) of '\(node.qualifiedName)': it is built by decoding, "
                    + "and \(reason), so a changed value cannot be decoded back",
                at: node.declaration.location
            ))
        }
        return lenses
    }

    /// Whether an initial value may differ from one evaluation to the next: it calls something
    /// (`Date()`, `UUID().uuidString`, `{ … }()`). A literal, or a case or constant by name, does not.
    static func mayVary(_ initialValue: String) -> Bool {
        initialValue.utf8.first != UInt8(ascii: "\"") && initialValue.utf8.contains(UInt8(ascii: "("))
    }

    /// Each initializer lens's rebuild: a call to the `shared` helper, or the initializer with
    /// every field spelled out.
    static func rebuildExpressions(_ lenses: inout [LensPlan], rebuild: RebuildInitializer?, shared: RebuildPlan?) {
        guard let rebuild else { return }
        for index in lenses.indices where lenses[index].strategy == .initializer {
            let property = lenses[index].property
            if let shared {
                lenses[index].rebuildExpression = String(concatenating: shared.name, "(\\.", property, ").set(newValue, whole)")
                continue
            }
            let arguments = rebuild.parameters.map { parameter in
                let escaped = Identifier.escaped(parameter.property)
                return (parameter.label.map { Identifier.label($0) + ": " } ?? "") + (escaped == property ? "newValue" : "whole." + escaped)
            }
            lenses[index].rebuildExpression = String(concatenating: rebuild.callee, "(", arguments.joined(separator: ", "), ")")
        }
    }

    /// A coding key as a Swift string literal.
    private static func stringLiteral(_ key: String) -> String {
        String(concatenating: "\"", key.replacingBytes(of: "\\", with: "\\\\").replacingBytes(of: "\"", with: "\\\""), "\"")
    }

    /// Names of static members, nested types and cases that start with `_`: a generated
    /// `static var _x` next to one of them would not compile, and every name factorygen
    /// generates starts with `_`, which few declared names do.
    func staticMemberNames(of id: TypeID) -> Set<String> {
        let node = table[id]
        var names = Set<String>()
        func add(_ name: String) { if name.utf8.first == UInt8(ascii: "_") { names.insert(name) } }
        // By index: a declaration copied out of its array retained each of its fields.
        func add(_ members: MemberList) {
            for index in members.properties.indices where members.properties[index].isStatic { add(members.properties[index].name) }
            for index in members.functions.indices where members.functions[index].isStatic { add(members.functions[index].name) }
            for index in members.nestedTypes.indices { add(members.nestedTypes[index].name) }
            for index in members.typealiases.indices { add(members.typealiases[index].name) }
            for index in members.cases.indices { add(members.cases[index].name) }
        }
        add(node.declaration.members)
        for index in node.extensions.indices { add(node.extensions[index].members) }
        return names
    }

    /// Whether `type` names a type the test module cannot see, or cannot write
    /// (``UnprovidableKind/hidden``).
    func mentionsInaccessibleType(_ type: ResolvedType) -> Bool {
        if table.tracksModules, type.mentionsHiddenName { return true }
        var found = false
        let table = table
        type.forEachUserType { id in if table[id].effectiveAccess < .internal { found = true } }
        return found
    }
}

/// A lens name with the `#if` condition it is emitted under: one name may be emitted once
/// per branch.
private struct EmittedLens: Hashable {
    let name: String
    let condition: String?
}
