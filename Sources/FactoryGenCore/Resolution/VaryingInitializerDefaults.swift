/// A default that calls an initializer of its own type (`config: Config = .init()`, `var lamp =
/// Lamp()`) differs between calls when the initializer it reaches does: one that leaves a
/// parameter or a property to a default that differs (`opened: Date = .init()`, `var
/// switchedOn = Date()`, or, a level down, another such call), or whose body reads `UUID()` or
/// `Date()`, or calls a static function of its type that reads one (`Nonce.randomText(length:)`,
/// ``InitializerDeclaration/ownStaticCalls``); so does one that calls a static function of its
/// type whose body reads one (`createdAt: Stamp = .now()`, ``StaticFactoryDefaults``); and so does a collection literal
/// that lists such calls (`[Chore(title: "sweep")]`, ``CollectionLiteral``). Read as a plain string, such a default calls nothing that varies, so it was left
/// out, and two `provide()` calls built values with two clock readings
/// (GetStream/stream-chat-swift's `ChatChannel`: `config: ChannelConfig = .init()`, whose
/// initializer defaults two dates to now). `provide()` passes it its provided value instead,
/// as ``VaryingDefaults/isPassed(_:default:values:in:)`` does a call of a function.
///
/// ```swift
/// // struct Roster { init(opened: Date = .init(), names: [String] = []) }
/// // struct Shift { init(title: String, roster: Roster = .init()) }
/// VaryingInitializerDefaults.varies(rosterType, default: ".init()", table: table, lookup: lookup) // true: `Shift(title: …, roster: Factory<Roster>.provide())`
/// ```
enum VaryingInitializerDefaults {
    /// How many initializer calls down a default is followed: enough for a default built of
    /// defaults, and an end to two types that default to each other.
    private static let depthLimit = 4

    /// Whether `expression`, the default of a parameter or property of type `type`, may give
    /// another value at each call, for any of the reasons ``VaryingDefaults`` reads in its text
    /// or because the initializer of the type it calls does.
    static func mayDiffer(_ expression: String?, as type: ResolvedType?, table: SymbolTable, lookup: NameLookup) -> Bool {
        guard let expression else { return false }
        return VaryingDefaults.mayDiffer(expression) || varies(type, default: expression, table: table, lookup: lookup)
    }

    /// Whether `expression` calls an initializer of `type` (a type the inputs declare) that
    /// builds a value that differs between calls.
    static func varies(_ type: ResolvedType?, default expression: String?, table: SymbolTable, lookup: NameLookup, depth: Int = 0) -> Bool {
        guard let type, let expression, depth < depthLimit,
              // Every initializer call has a parenthesis; most defaults (`nil`, `[]`, `.none`) have none.
              expression.utf8.contains(UInt8(ascii: "(")) else { return false }
        switch type {
        case .standard("Optional", let arguments) where arguments.count == 1:
            return expression != "nil" && varies(arguments[0], default: expression, table: table, lookup: lookup, depth: depth)
        case .standard("Array", let arguments), .standard("ContiguousArray", let arguments), .standard("Set", let arguments):
            // A list of such calls differs as each call does (`[Chore(title: "sweep")]`).
            guard arguments.count == 1, let elements = CollectionLiteral.elements(of: expression) else { return false }
            return elements.contains { varies(arguments[0], default: $0, table: table, lookup: lookup, depth: depth) }
        case .standard("Dictionary", let arguments) where arguments.count == 2:
            guard let entries = CollectionLiteral.entries(of: expression) else { return false }
            return entries.contains {
                varies(arguments[0], default: $0.key, table: table, lookup: lookup, depth: depth)
                    || varies(arguments[1], default: $0.value, table: table, lookup: lookup, depth: depth)
            }
        case .user(let id, _):
            let node = table[id]
            if let name = StaticFactoryDefaults.implicitCallName(expression) {
                return StaticFactoryDefaults.readsVaryingValue(name, of: id, table: table)
            }
            guard node.kind != .enum, let labels = TrappingDefaults.callLabels(expression, typeName: node.declaration.name) else { return false }
            let properties = MemberwiseInitializer.storedProperties(of: id, table: table, lookup: lookup)
            // A constant's initial value is computed at every initialization, whichever initializer runs.
            if properties.contains(where: { $0.isConstant && differs($0.type, $0.declaration.initialValue, table, lookup, depth) }) { return true }
            let declared = node.declaredInitializers
            if node.kind == .struct, node.declaration.members.initializers.isEmpty {
                let parameters = properties.filter(\.isParameter)
                if let left = leftOut(labels, parameters.map { (label: $0.name, hasDefault: $0.isDefaulted) }),
                   left.contains(where: { differs(parameters[$0].type, parameters[$0].declaration.initialValue, table, lookup, depth) }) {
                    return true
                }
            }
            return declared.contains { initializer in
                guard let left = leftOut(labels, initializer.parameters.map { (label: $0.label ?? "_", hasDefault: $0.hasDefault || $0.isVariadic) }) else { return false }
                if initializer.readsVaryingValueAt != nil { return true }
                // Or through a static helper of the type that draws (`Nonce.randomText(length:)`).
                if initializer.ownStaticCalls.contains(where: { StaticFactoryDefaults.readsVaryingValue($0.name[...], of: id, table: table) }) {
                    return true
                }
                if leavesVaryingProperty(initializer, of: properties, among: declared, table, lookup, depth) { return true }
                return left.contains { index in
                    let parameter = initializer.parameters[index]
                    return differs(lookup.resolve(parameter.type, in: node.context), parameter.defaultValue, table, lookup, depth)
                }
            }
        default:
            return false
        }
    }

    /// A default left to itself differs: by its type (``VaryingDefaults/isVarying(_:default:)``),
    /// by a call in its text, or by the initializer it calls, one level down.
    private static func differs(_ type: ResolvedType?, _ value: String?, _ table: SymbolTable, _ lookup: NameLookup, _ depth: Int) -> Bool {
        guard let value else { return false }
        return VaryingDefaults.isVarying(type, default: value) || VaryingDefaults.mayDiffer(value)
            || varies(type, default: value, table: table, lookup: lookup, depth: depth + 1)
    }

    /// Whether `initializer` leaves a stored `var` to an initial value that differs
    /// (`var id = UUID()` in a type whose `init(title:)` assigns only the title): Swift
    /// computes the initial value of each property the body does not assign, whichever
    /// initializer runs, and through the one a `self.init(…)` reaches, followed
    /// ``depthLimit`` calls down. Only a body that was read counts (one that can neither fail
    /// nor throw): another's assignments are unknown, and its type was not built by it.
    private static func leavesVaryingProperty(
        _ initializer: InitializerDeclaration, of properties: [StoredProperty], among declared: [InitializerDeclaration],
        _ table: SymbolTable, _ lookup: NameLookup, _ depth: Int, assigned: Set<String> = []
    ) -> Bool {
        guard depth < depthLimit, initializer.failability == .none, initializer.throwsClause == nil else { return false }
        let assigned = assigned.union(initializer.assignedProperties)
        if !initializer.delegations.isEmpty {
            return initializer.delegations.contains { delegation in
                declared.contains { target in
                    delegation.mayCall(target.parameters)
                        && leavesVaryingProperty(target, of: properties, among: declared, table, lookup, depth + 1, assigned: assigned)
                }
            }
        }
        return properties.contains { property in
            !property.declaration.isLet && !property.declaration.isLazy && !assigned.contains(property.name)
                && differs(property.type, property.declaration.initialValue, table, lookup, depth)
        }
    }

    /// The indices of the parameters a call with `labels` leaves to their defaults, matched in
    /// order as ``InitializerDelegation/mayCall(_:)`` matches them; `nil` when the call cannot
    /// call these parameters.
    private static func leftOut(_ labels: [String], _ parameters: [(label: String, hasDefault: Bool)]) -> [Int]? {
        var next = 0
        var left: [Int] = []
        for (index, parameter) in parameters.enumerated() {
            if next < labels.count, labels[next] == parameter.label {
                next += 1
            } else if parameter.hasDefault {
                left.append(index)
            } else {
                return nil
            }
        }
        return next == labels.count ? left : nil
    }
}
