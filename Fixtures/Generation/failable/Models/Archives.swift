/// A coder-style requirement this type always declines, written as the body's one expression
/// rather than with `return`: it fails as surely as `return nil` does, so it is never called
/// with `!`, and with nothing else to build it the type is left out.
public final class ArchivedNote {
    public var text = ""

    public required init?(archive: Payload) { nil }
}

/// The same, next to an initializer that cannot fail, which builds it.
public struct Clipping: Equatable {
    public var excerpt: String

    public init?(scan: Payload) {
        nil
    }

    public init(excerpt: String) {
        self.excerpt = excerpt
    }
}
