/// How the memberwise initializer takes a wrapped property, following swiftc: the wrapped
/// value (`score: Int`) only when the wrapper is built from it, otherwise the wrapper itself
/// (`score: Zeroed = Zeroed()`).
///
/// A property with an initial value takes the wrapped value. Without one, it takes the wrapper
/// when the attribute has arguments (`@Clamped(0...10)`), when the wrapper has an initializer
/// that needs no arguments (then the parameter is defaulted), or when it has no
/// `init(wrappedValue:)`. A wrapper the inputs do not declare is assumed to be built from the
/// wrapped value, as most are.
///
/// ```swift
/// // @propertyWrapper struct Zeroed { var wrappedValue: Int = 0 }   // has init() and init(wrappedValue:)
/// // struct Tally { @Zeroed var score: Int }
/// PropertyWrapperInitialization(wrapper: zeroed, table: table).takesWrapper // true, defaulted
/// ```
struct PropertyWrapperInitialization {
    /// An initializer that needs no arguments: `init()`, explicit or implicit, or one whose
    /// parameters are all defaulted.
    let hasDefaultInitializer: Bool
    /// An initializer whose first parameter is `wrappedValue` and whose others are defaulted.
    let hasWrappedValueInitializer: Bool

    /// The memberwise initializer takes the wrapper for a property without an initial value
    /// whose attribute has no arguments.
    var takesWrapper: Bool { hasDefaultInitializer || !hasWrappedValueInitializer }

    /// A wrapper whose initializers are known without reading them (``FrameworkWrappers``).
    init(hasDefaultInitializer: Bool, hasWrappedValueInitializer: Bool) {
        self.hasDefaultInitializer = hasDefaultInitializer
        self.hasWrappedValueInitializer = hasWrappedValueInitializer
    }

    init(wrapper id: TypeID, table: SymbolTable) {
        let node = table[id]
        var explicit = node.declaration.members.initializers
        for declaration in node.extensions { explicit += declaration.members.initializers }
        var labels = explicit.map { initializer in initializer.parameters.map { (label: $0.label, hasDefault: $0.hasDefault) } }
        if node.declaration.members.initializers.isEmpty, let implicit = Self.implicitParameters(of: node) {
            labels.append(implicit)
        }
        hasDefaultInitializer = labels.contains { $0.allSatisfy(\.hasDefault) }
        hasWrappedValueInitializer = labels.contains { parameters in
            parameters.first?.label == "wrappedValue" && parameters.dropFirst().allSatisfy(\.hasDefault)
        }
    }

    /// The parameters of the initializer Swift writes when the body declares none: a struct's
    /// memberwise one, or a class's `init()` when every stored property has a value.
    private static func implicitParameters(of node: TypeNode) -> [(label: String?, hasDefault: Bool)]? {
        let stored = node.declaration.members.properties.filter { $0.isStored && !$0.isStatic && !$0.isLazy }
        let parameters = stored.compactMap { property -> (label: String?, hasDefault: Bool)? in
            if property.isLet && property.initialValue != nil { return nil }
            return (property.name, property.initialValue != nil || MemberwiseInitializer.startsNil(property))
        }
        switch node.kind {
        case .struct: return parameters
        case .class: return parameters.allSatisfy(\.hasDefault) ? [] : nil
        default: return nil
        }
    }
}
