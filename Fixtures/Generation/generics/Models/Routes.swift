/// Routes over any kind of request context, whose initializer defaults the context to text: a
/// call that names the context (`Routes<Context>()`) cannot use that default, and passes
/// `Context.self`; the paths' empty default fits any context and is left out.
public final class Routes<Context: CustomStringConvertible> {
    public let contextName: String
    public let paths: [String]

    public init(context: Context.Type = String.self, paths: [String] = []) {
        contextName = String(describing: context)
        self.paths = paths
    }
}
