/// Which initializers of the `ExpressibleBy…Literal` protocols may be called after all. Most are
/// left out (``InitializerChoice/isLiteralInitializer(_:)``): made for the literals an author
/// writes, they often parse them and trap on any other (`Version(stringLiteral: "")`). One that
/// only keeps what it is given cannot: the type is then built through it, after every other way,
/// rather than skipped. Declaring it in the type's body takes the memberwise initializer away,
/// so it is often the only way in (swiftlang/swift-format's `Finding.Message`).
///
/// ```swift
/// // struct Label: ExpressibleByStringLiteral {
/// //     var text: String
/// //     init(stringLiteral text: String) { self.text = text }   // kept: Label(stringLiteral: …)
/// // }
/// // struct Version: ExpressibleByStringLiteral {
/// //     init(stringLiteral value: String) { self = Version(parsing: value)! }   // still left out
/// // }
/// ```
enum LiteralInitializers {
    /// Whether `initializer` is a literal protocol's whose body only stores its argument as it
    /// is (`self.text = string`, ``InitializerDeclaration/storesOnlyItsParameters``): nothing
    /// there can trap, fail or change it. A variadic one (`init(arrayLiteral elements:
    /// Option...) { options = elements }`, a collection wrapper's only initializer) is called as
    /// any variadic initializer is: its list left empty when no other initializer fits that
    /// call, one element passed otherwise (``InitializerOverloads``).
    static func keepsItsArgument(_ initializer: InitializerDeclaration) -> Bool {
        InitializerChoice.isLiteralInitializer(initializer) && initializer.failability == .none && !initializer.mayThrow
            && initializer.storesOnlyItsParameters
    }
}
