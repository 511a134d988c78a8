/// Whether an initializer leaves wrapped properties without a value, as Fluent's required
/// `init() {}` does.
///
/// A wrapped property without an initial value whose attribute has arguments (`@Field(key:
/// "name") var name: String`) starts as the wrapper that attribute makes, holding no value: an
/// initializer that does not set it leaves it so. Fluent's wrappers trap when such a field is
/// read ("Cannot access field before it is initialized or fetched"), so a model built with its
/// `init() {}` is an empty shell: `Factory<Meeting>.provide().name` would stop the test that
/// reads it. Such an initializer comes after the others (the model's full one), and is still
/// used when nothing else builds the type.
///
/// Only an empty body counts: one that sets anything is taken to set what it needs, and
/// reading which properties each body assigns would cost a scan of every initializer. An
/// optional property counts too: Fluent's `@Field(key:) var note: String?` traps as well when
/// read unset (only its `@OptionalField` reads as `nil`, which cannot be told apart here).
enum UnsetWrappedFields {
    /// `initializer`'s body is empty and the type has a wrapped stored property that starts
    /// as the wrapper its attribute makes, without a value of its own.
    static func leftUnset(by initializer: InitializerDeclaration, properties: [StoredProperty]) -> Bool {
        guard initializer.hasEmptyBody else { return false }
        return properties.contains { $0.isWrapped && $0.wrapperType != nil && $0.declaration.initialValue == nil }
    }
}
