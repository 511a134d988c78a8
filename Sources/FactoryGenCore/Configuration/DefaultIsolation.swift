/// The isolation a model module gives a type that declares none: Swift's
/// `-default-isolation MainActor` (SwiftPM's `.defaultIsolation(MainActor.self)`, Xcode's default
/// for new app targets), or `nonisolated`, the language's default.
///
/// ```yaml
/// defaultIsolation: MainActor   # .factory.yml; or `--default-isolation MainActor`
/// ```
public enum DefaultIsolation: String, CaseIterable, Hashable, Sendable {
    case mainActor = "MainActor"
    case nonisolated

    /// The global actor a type without an isolation of its own is isolated to, or `nil`.
    var globalActor: String? { self == .mainActor ? "MainActor" : nil }
}
