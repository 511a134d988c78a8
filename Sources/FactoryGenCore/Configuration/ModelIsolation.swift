/// The default isolation of the model modules: one for all of them, and one per module where
/// they differ (an app target built with `.defaultIsolation(MainActor.self)` next to a
/// nonisolated library).
///
/// ```yaml
/// defaultIsolation: MainActor   # every model module
/// defaultIsolation:             # per module; the others are nonisolated
///   App: MainActor
/// ```
/// On the command line: `--default-isolation MainActor`, or `--default-isolation App=MainActor`
/// (repeatable). The build plugin reads the manifest and passes the second form.
public struct ModelIsolation: Hashable, Sendable {
    /// The isolation of a module not named in `modules`.
    public var all: DefaultIsolation
    /// Per module name, its isolation.
    public var modules: [String: DefaultIsolation]

    public init(all: DefaultIsolation = .nonisolated, modules: [String: DefaultIsolation] = [:]) {
        self.all = all
        self.modules = modules
    }

    /// Every model module built with `-default-isolation MainActor`.
    public static let mainActor = ModelIsolation(all: .mainActor)
    /// The language's default, for every model module.
    public static let nonisolated = ModelIsolation()

    /// The isolation of `module`'s types that declare none; `nil` is an unknown module.
    public func isolation(of module: String?) -> DefaultIsolation {
        module.flatMap { modules[$0] } ?? all
    }

    /// Reads one `--default-isolation` value, `MainActor`, `nonisolated` or `Module=MainActor`,
    /// as the module it names (`nil` for all) and its isolation.
    public static func parse(argument: String) -> (module: String?, isolation: DefaultIsolation)? {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let isolation = parts.last.flatMap(DefaultIsolation.init(rawValue:)) else { return nil }
        guard parts.count == 2 else { return (nil, isolation) }
        return parts[0].isEmpty ? nil : (parts[0], isolation)
    }
}
