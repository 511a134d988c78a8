/// How the memberwise initializer takes a property wrapped by one of Apple's frameworks, which
/// the inputs do not declare: ``PropertyWrapperInitialization`` assumes such a wrapper is built
/// from the wrapped value, as most are (`@Published`, `@State`), but these are not. SwiftUI's
/// `@EnvironmentObject var library: Library` takes an `EnvironmentObject<Library>`, defaulted
/// (its `init()` reads the environment): passing a `Library` did not compile. `@Binding var
/// isOn: Bool` takes a `Binding<Bool>`, which nothing provides, so the view is skipped rather
/// than called wrongly.
///
/// Only a module the inputs import counts, and only a wrapper no scope of the inputs declares.
public enum FrameworkWrappers {
    /// The wrappers whose value comes from the view hierarchy, by their attribute names: read
    /// outside one, as a provided view's field is, SwiftUI's `@EnvironmentObject` traps ("No
    /// ObservableObject found"), so the law driver reads every other field.
    public static let environmentReaders: Set<String> = [
        "EnvironmentObject", "Environment", "FocusState", "AccessibilityFocusState", "Query",
    ]

    /// Per framework, its wrappers without `init(wrappedValue:)`, and whether each has `init()`.
    private static let wrappers: [String: [String: Bool]] = [
        "SwiftUI": [
            "EnvironmentObject": true, "FocusState": true, "AccessibilityFocusState": true, "Namespace": true,
            "Binding": false, "Environment": false,
        ],
        "SwiftData": ["Query": true],
    ]

    /// How the wrapper `attribute` names is built, when it is one of an imported framework's
    /// above; `nil` for any other (the wrapped value builds it).
    static func initialization(of attribute: Attribute, importedModules: Set<String>) -> PropertyWrapperInitialization? {
        let parts = attribute.name.split(separator: ".")
        guard let name = parts.last, parts.count <= 2 else { return nil }
        for (module, known) in wrappers where importedModules.contains(module) && (parts.count == 1 || parts[0] == module) {
            if let hasDefault = known[String(name)] {
                return PropertyWrapperInitialization(hasDefaultInitializer: hasDefault, hasWrappedValueInitializer: false)
            }
        }
        return nil
    }
}
