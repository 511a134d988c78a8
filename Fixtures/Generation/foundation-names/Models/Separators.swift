/// Splits a line of text at one scalar. Its fields name `Unicode.Scalar` by its path, by the
/// standard library's alias `UnicodeScalar`, and after `Swift.`: each is the standard type,
/// provided as `"a"`, as a `Character` is.
public struct FieldSplitter: Sendable, Equatable {
    public var separator: UnicodeScalar
    public var quote: Unicode.Scalar
    public var escape: Swift.Unicode.Scalar?
    public var trimsSpaces: Bool

    public init(separator: UnicodeScalar, quote: Unicode.Scalar, escape: Swift.Unicode.Scalar? = nil, trimsSpaces: Bool = true) {
        self.separator = separator
        self.quote = quote
        self.escape = escape
        self.trimsSpaces = trimsSpaces
    }
}
