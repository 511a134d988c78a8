/// A stored instance property as the memberwise initializer and the lenses see it.
///
/// A class: every stage after the facts passes a type's properties around and filters them,
/// and a struct's copy retained each of the declaration's strings and arrays (3% of a run's
/// instructions on the synthetic corpus).
final class StoredProperty: Sendable {
    /// The declarations of the body the property is declared in, and its index there: a copy
    /// of the declaration retained each of its fields, and held a tenth of the peak memory on
    /// the synthetic corpus at ten times its size.
    private let declarations: [PropertyDeclaration]
    private let index: Int
    /// The property's declaration, read where it lies.
    var declaration: PropertyDeclaration {
        _read { yield declarations[index] }
    }
    /// The declared type, or the one its initial value surely has (``InitialValueType``);
    /// `nil` when unknown.
    let type: ResolvedType?
    /// The memberwise initializer has a parameter for it.
    let isParameter: Bool
    /// That parameter has a default (an initial value, or `nil` for an optional `var`).
    let isDefaulted: Bool
    /// The parameter takes the property wrapper rather than the wrapped value
    /// (`@Clamped(0...10) var level: Int` gives `level: Clamped`).
    let wrapperType: ResolvedType?
    /// The property has a wrapper: assigning to it calls the wrapper's `wrappedValue` setter.
    let isWrapped: Bool
    /// That setter only stores the value: the wrapper's `wrappedValue` is a stored `var`
    /// without observers. `false` when it is computed, whose setter may do more (record when
    /// the value changed, count writes), as an observer may; when it has no setter; and when
    /// the wrapper is not in the inputs, so that it is not known.
    let wrapperStoresPlainly: Bool

    /// The property declared at `index` in `declarations`.
    init(
        _ index: Int, of declarations: [PropertyDeclaration], type: ResolvedType?, isParameter: Bool, isDefaulted: Bool,
        wrapperType: ResolvedType?, isWrapped: Bool = false, wrapperStoresPlainly: Bool = false
    ) {
        self.declarations = declarations
        self.index = index
        self.type = type
        self.isParameter = isParameter
        self.isDefaulted = isDefaulted
        self.wrapperType = wrapperType
        self.isWrapped = isWrapped
        self.wrapperStoresPlainly = wrapperStoresPlainly
    }

    var name: String { declaration.name }
    /// Its value never changes after initialization: a `let` with an initial value.
    var isConstant: Bool { declaration.isLet && declaration.initialValue != nil }
}

/// Swift's memberwise initializer rules:
/// - stored instance properties in declaration order (`lazy`, computed and `static` ones are
///   not parameters);
/// - a `let` with an initial value is not a parameter; a `var` with one is a defaulted
///   parameter, as is an optional `var` without one (it starts as `nil`, wrapped or not, unless
///   the parameter takes the wrapper);
/// - a wrapped property's parameter takes the wrapped type, unless the property has no initial
///   value and the wrapper attribute has arguments or the wrapper is not built from the wrapped
///   value, in which case it takes the wrapper (see ``PropertyWrapperInitialization``);
/// - the initializer is as accessible as its least accessible parameter property, and never
///   more than `internal`; a `private` wrapped property that can start without an argument is
///   no parameter, so it does not make it private;
/// - an initializer declared in the type's body removes it (one in an extension does not).
enum MemberwiseInitializer {
    /// The origin of a candidate that calls it, as the output's comment shows.
    static let origin = "memberwise initializer"

    /// Attributes on properties that are not property wrappers: Swift's own declaration
    /// attributes (`@inline(__always)` on the storage of a `@frozen` type's fields, as
    /// apple/swift-numerics' `Complex` writes them; `@_documentation(visibility:)`), and the
    /// frameworks' markers.
    private static let plainAttributes: Set<String> = [
        "objc", "nonobjc", "available", "NSManaged", "IBOutlet", "IBInspectable", "GKInspectable", "NSCopying",
        "MainActor", "preconcurrency", "usableFromInline", "inlinable", "_spi", "Sendable", "exclusivity",
        "backDeployed", "noDerivative", "differentiable", "nonisolated", "TaskLocal",
        "inline", "_documentation", "_semantics", "_optimize", "_alwaysEmitIntoClient", "_hasStorage", "_hasInitialValue",
        "_silgen_name", "_dynamicReplacement", "_originallyDefinedIn", "_spi_available", "_implements", "unsafe", "safe",
    ]

    static func storedProperties(of id: TypeID, table: SymbolTable, lookup: NameLookup) -> [StoredProperty] {
        let node = table[id]
        let properties = node.declaration.members.properties
        var stored: [StoredProperty] = []
        stored.reserveCapacity(properties.count)
        // By index: `compactMap` copied each declaration out of the array before the property
        // copied it in, retaining each of its fields twice.
        for index in properties.indices where properties[index].isStored && !properties[index].isStatic {
            stored.append(storedProperty(index, of: properties, in: node, table: table, lookup: lookup))
        }
        return stored
    }

    private static func storedProperty(
        _ index: Int, of properties: [PropertyDeclaration], in node: TypeNode, table: SymbolTable, lookup: NameLookup
    ) -> StoredProperty {
        let property = properties[index]
        let declared = property.type.map { lookup.resolve($0, in: node.context) }
        let type = declared ?? InitialValueType.of(property.initialValue, lookup: lookup, context: node.context)
        let wrapper = wrapperAttribute(of: property, table: table, lookup: lookup, context: node.context)
        var wrapperID: TypeID?
        if case .user(let id, _) = wrapper?.type { wrapperID = id }
        let hasValue = property.initialValue != nil
        var wrapperType: ResolvedType?
        var wrapperIsDefaulted = false
        if let wrapper, !hasValue, wrapperID == nil, ParsedArgumentWrappers.wrappers.contains(wrapper.attribute.name),
           ParsedArgumentWrappers.isCommand(node) {
            // swift-argument-parser's wrappers are built from their attribute alone (a command
            // must have `init()`): the initializer takes the wrapper, and need not be passed it.
            wrapperType = wrapper.type
            wrapperIsDefaulted = true
        } else if let wrapper, !hasValue {
            let initialization = initialization(of: wrapper.attribute, wrapper: wrapperID, table: table, lookup: lookup)
            if wrapper.attribute.arguments != nil || initialization?.takesWrapper == true {
                wrapperType = wrapper.type
                wrapperIsDefaulted = wrapper.attribute.arguments == nil && initialization?.hasDefaultInitializer == true
            }
        }
        let isParameter = !property.isLazy && !(property.isLet && hasValue)
            && !(wrapper.map { leavesOut(property, attribute: $0.attribute, wrapper: wrapperID, table: table, lookup: lookup) } ?? false)
        // A wrapped optional starts `nil` too when the wrapper is built from the wrapped value
        // (`@Published var selection: Item?`, through `init(wrappedValue: nil)`): a class of such
        // fields has `init()`, as swiftc decides.
        let implicitNil = wrapperType == nil && !node.declaration.isImportedFromC && startsNil(property)
        return StoredProperty(
            index, of: properties, type: type, isParameter: isParameter,
            isDefaulted: isParameter && (hasValue || implicitNil || wrapperIsDefaulted), wrapperType: wrapperType,
            isWrapped: wrapper != nil, wrapperStoresPlainly: wrapperID.map { storesWrappedValuePlainly($0, table: table) } ?? false
        )
    }

    /// Whether swiftc leaves a wrapped property out of the memberwise initializer: a `private`
    /// or `fileprivate` one that can start without an argument, which would otherwise make the
    /// initializer private for nothing (a SwiftUI view's `@State private var offset = 0` or
    /// `@Environment(\.palette) private var palette` keeps `Card(title:)` callable). It can when
    /// it has an initial value, when its attribute has arguments (code that compiles builds the
    /// wrapper from them), when the wrapper needs no arguments, and when it is optional and the
    /// wrapper is built from its value (`nil`). A plain `private var` with a value is still a
    /// parameter, and makes the initializer private.
    private static func leavesOut(
        _ property: PropertyDeclaration, attribute: Attribute, wrapper: TypeID?, table: SymbolTable, lookup: NameLookup
    ) -> Bool {
        guard let access = property.accessLevel, access < .internal else { return false }
        if property.initialValue != nil || attribute.arguments != nil { return true }
        // Only a private wrapped property without a value gets this far: reading the wrapper's
        // initializers here costs nothing elsewhere.
        let initialization = initialization(of: attribute, wrapper: wrapper, table: table, lookup: lookup)
        if initialization?.hasDefaultInitializer == true { return true }
        // A wrapper the inputs do not declare is assumed to be built from the wrapped value.
        return startsNil(property) && initialization?.hasWrappedValueInitializer != false
    }

    /// How a wrapper is built: from its initializers when the inputs declare it, else as its
    /// framework's is known to be; `nil` when not known (it is then built from the wrapped value).
    private static func initialization(
        of attribute: Attribute, wrapper: TypeID?, table: SymbolTable, lookup: NameLookup
    ) -> PropertyWrapperInitialization? {
        if let wrapper { return PropertyWrapperInitialization(wrapper: wrapper, table: table) }
        return FrameworkWrappers.initialization(of: attribute, importedModules: lookup.importedModules)
    }

    /// Whether assigning a wrapper's `wrappedValue` only stores it: a stored `var` without
    /// `willSet` or `didSet`. A computed one's `set` is not read, and real wrappers' do more
    /// than store (`modifiedAt = Date()` when the value changes).
    private static func storesWrappedValuePlainly(_ id: TypeID, table: SymbolTable) -> Bool {
        let node = table[id]
        let properties = ([node.declaration.members] + node.extensions.map(\.members)).flatMap(\.properties)
        guard let wrapped = properties.first(where: { $0.name == "wrappedValue" && !$0.isStatic }) else { return false }
        return !wrapped.isLet && wrapped.isStored && wrapped.accessors.isEmpty
    }

    /// An optional `var` without a value, which the memberwise initializer may leave `nil`.
    static func startsNil(_ property: PropertyDeclaration) -> Bool {
        guard !property.isLet, property.initialValue == nil, let written = property.type else { return false }
        switch written {
        case .optional, .implicitlyUnwrappedOptional: return true
        default: return false
        }
    }

    /// The first attribute that names a property wrapper, with the wrapper's type: a user type
    /// marked `@propertyWrapper`, or any attribute from outside the inputs that is not a known
    /// plain attribute or global actor.
    private static func wrapperAttribute(
        of property: PropertyDeclaration, table: SymbolTable, lookup: NameLookup, context: LookupContext
    ) -> (attribute: Attribute, type: ResolvedType)? {
        for attribute in property.attributes where !plainAttributes.contains(attribute.name) {
            let type = lookup.resolve(wrapperSyntax(attribute), in: context)
            switch type {
            case .user(let id, _):
                if table[id].declaration.attributes.contains(where: { $0.name == "propertyWrapper" }) { return (attribute, type) }
            default:
                if !attribute.name.hasSuffix("Actor") { return (attribute, type) }
            }
        }
        return nil
    }

    /// The wrapper's type as its attribute names it: `@Defaults.Empty<Int>` is `Defaults.Empty<Int>`.
    private static func wrapperSyntax(_ attribute: Attribute) -> TypeSyntax {
        var components = attribute.name.split(separator: ".").map { TypeComponent(name: String($0)) }
        components[components.count - 1].genericArguments = attribute.genericArguments
        return .nominal(components)
    }

    /// The memberwise initializer of a struct as a candidate, or why it cannot be used;
    /// `nil` when the struct has none (an initializer in its body). A property with a value in
    /// `defaults` is passed that value, even when its parameter is defaulted; so is one whose
    /// default calls `UUID()` or `Date()` inside it, unless `passingVaryingCalls` is false
    /// (``VaryingDefaults/isPassed(_:default:values:in:)``).
    static func candidate(
        for id: TypeID, properties: [StoredProperty], table: SymbolTable, values: ValueExpressions, callee: String,
        passingDefaults: PassedDefaults = .none, passingVaryingCalls: Bool = true, defaults: [String: ValueOption] = [:]
    ) -> Result<Candidate, MemberwiseProblem>? {
        let node = table[id]
        guard node.kind == .struct, node.declaration.members.initializers.isEmpty else { return nil }
        let parameters = properties.filter(\.isParameter)
        let access = parameters.map { $0.declaration.accessLevel ?? .internal }.min() ?? .internal
        if access < .internal {
            // The implicit `init()` does not take the private properties: it exists, and is
            // internal, whenever every property has a value of its own.
            if parameters.allSatisfy(\.isDefaulted) {
                return .success(Candidate(callee: callee, slots: [], hasParentheses: true, origin: "implicit init()"))
            }
            return .failure(.inaccessible(parameters.first { ($0.declaration.accessLevel ?? .internal) < .internal }!.name))
        }
        var slots: [Slot] = []
        // A configured default is passed even where the parameter has a default of its own.
        for (index, property) in parameters.enumerated() where passingDefaults.passes(index) || !property.isDefaulted || defaults[property.name] != nil
            || VaryingDefaults.isVarying(property.type, default: property.declaration.initialValue)
            || TrappingDefaults.traps(property.type, default: property.declaration.initialValue, table: table)
            || passingVaryingCalls && VaryingDefaults.isPassed(property.type, default: property.declaration.initialValue, values: values, in: id) {
            if property.declaration.condition != nil { return .failure(.conditional(property.name, property.declaration.condition!)) }
            if let configured = defaults[property.name] {
                slots.append(Slot(
                    label: property.name, property: property.name, owner: node.qualifiedName, member: property.name,
                    location: property.declaration.location, value: .options([configured]), defaulted: property.name
                ))
                continue
            }
            guard let type = property.wrapperType ?? property.type else { return .failure(.untyped(property.name)) }
            slots.append(Slot(
                label: property.name, property: property.name, owner: node.qualifiedName, member: property.name,
                location: property.declaration.location, value: values.value(of: type, in: id)
            ))
        }
        return .success(Candidate(callee: callee, slots: slots, hasParentheses: true, origin: Self.origin))
    }
}

/// Why a struct's memberwise initializer cannot be called from the test module. Its
/// description follows the type's name, in a warning (`'Token' has a private …`) as in the
/// list of skipped types.
enum MemberwiseProblem: Error {
    case inaccessible(String)
    case conditional(String, String)
    case untyped(String)

    var description: String {
        switch self {
        case .inaccessible(let property):
            "has a private memberwise initializer because '\(property)' is"
        case .conditional(let property, let condition):
            "has a memberwise initializer that depends on `#if \(condition)` ('\(property)')"
        case .untyped(let property):
            "does not write out the type of '\(property)'"
        }
    }
}
