/// The keys `.factory.yml` understands.
///
/// ```swift
/// ConfigurationKey(rawValue: "excludes")          // .excludes
/// ConfigurationKey.suggestion(for: "exclude")     // .excludes: "did you mean 'excludes'?"
/// ```
public enum ConfigurationKey: String, CaseIterable, Sendable {
    case includes, excludes, context, testables, imports, output, templates, retroactive, strict, defaultIsolation, clang, defaults

    /// What the key's value must be.
    enum Shape {
        /// A list of paths, or a single path.
        case paths
        /// A list of module names, or a single name.
        case modules
        /// Exactly one path.
        case path
        /// `true` or `false`.
        case flag
        /// `MainActor` or `nonisolated`.
        case isolation
        /// A mapping of its own (`clang: { headers: …, flags: …, module: … }`).
        case section
        /// A mapping from `Type.property` or `Type` to a Swift expression.
        case expressions
    }

    var shape: Shape {
        switch self {
        case .includes, .excludes, .context, .templates: .paths
        case .testables, .imports: .modules
        case .output: .path
        case .retroactive, .strict: .flag
        case .defaultIsolation: .isolation
        case .clang: .section
        case .defaults: .expressions
        }
    }

    /// The known key closest to `unknown` by edit distance, when it is close enough to be
    /// a plausible typo (`exclude` → `excludes`).
    public static func suggestion(for unknown: String) -> ConfigurationKey? {
        EditDistance.closest(to: unknown, among: allCases.map(\.rawValue)).flatMap { ConfigurationKey(rawValue: $0.name) }
    }
}
