/// Wraps text in double quotes. Its raw strings `#"""#` hold one quote each and close on their
/// own line, as swiftc reads them: they open no multi-line string, and what follows is read.
public struct QuotedField {
    public static let mark = #"""#
    public let text: String

    public var quoted: String {
        Self.mark + text.replacingOccurrences(of: #"""#, with: #""""#) + Self.mark
    }
}

/// Declared after those raw strings: generated only when they close where swiftc closes them.
public struct FieldSeparator {
    public let symbol: Character
    public let repeats: Int
}
