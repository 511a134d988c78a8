/// `StaticString` is a standard value, the empty literal: a key into a strings table, or a
/// log message's format, held as the literal it was written as.
public struct Phrase: Sendable {
    public let key: StaticString
    public let table: StaticString?
    public var fallback: String
}

public enum Prompt: Sendable {
    case spoken(StaticString)
    case written(Phrase)
}
