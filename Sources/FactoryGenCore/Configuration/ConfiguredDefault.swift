/// One entry of `defaults:` in `.factory.yml`: a Swift expression to use in place of a
/// provided value, for one property (`User.name`) or for a whole type (`LoadingState`).
///
/// ```swift
/// // .factory.yml
/// // defaults:
/// //   User.name: '"Ihara"'
/// //   LoadingState: .waiting
/// let configuration = try ConfigurationLoader.load(path: ".factory.yml")
/// configuration.defaults.map(\.key)        // ["User.name", "LoadingState"]
/// configuration.defaults[0].expression     // "\"Ihara\""
/// ```
///
/// The configuration only reads the entries; resolution finds their types and properties,
/// and reports a name it does not know at ``location``. The expression is not checked here:
/// it is the user's Swift, and the compiler checks it in the generated file.
public struct ConfiguredDefault: Hashable, Sendable {
    /// The key as written: `Type.property` or `Type`, where `Type` may be nested (`Gym.Route`).
    public var key: String
    /// The Swift expression, as written.
    public var expression: String
    /// Where the key is, for diagnostics and the comment next to the expression in the output.
    public var location: SourceLocation

    public init(key: String, expression: String, location: SourceLocation) {
        self.key = key
        self.expression = expression
        self.location = location
    }

    /// `.factory.yml:12`: the comment that points from the generated file back to the entry.
    /// Only the file name, so that the output does not change with the checkout's location.
    var reference: String { location.fileName + ":" + String(location.line) }
}
