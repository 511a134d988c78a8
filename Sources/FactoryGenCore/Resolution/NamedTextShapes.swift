/// The text an initializer that may trap is passed for a parameter whose name says what the
/// text holds: `serverURL`, `base_uri` or `homeLink` a URL, `filePath` an absolute path,
/// `requestUUID` a UUID, `startDate` a timestamp, `hostIP` an address, `decimalString` a
/// number. Such an initializer
/// parses the text and traps when it cannot (`guard let url = URL(string: serverURL),
/// url.scheme != nil else { fatalError(…) }`), which the plain `"a"` of
/// ``InitializerChoice/checkedValue(for:count:names:spelled:)`` never passes. The shapes are
/// those `ProvidingDecoder` tries first for a key named so; a number is `1`, as a number
/// parameter is (vapor/postgres-nio's `PostgresNumeric(decimalString:)` forces `Int16(chunk)!`
/// on each group of digits).
///
/// ```swift
/// NamedTextShapes.shape(for: ["unleashUrl"]) // "\"https://example.com\""
/// NamedTextShapes.shape(for: ["title"])      // nil: `"a"`
/// ```
enum NamedTextShapes {
    /// The words of a name that name a shape, lowercased, and the literal of that shape.
    static let hints: [(words: Set<String>, literal: String)] = [
        (["url", "uri", "link", "href"], #""https://example.com""#),
        (["path", "dir", "directory", "folder"], #""/a""#),
        (["uuid", "guid"], #""00000000-0000-0000-0000-000000000000""#),
        (["date", "time", "timestamp"], #""1970-01-01T00:00:00Z""#),
        (["ip", "ipv4"], #""127.0.0.1""#),
        (["ipv6"], #""::1""#),
        (["decimal", "number", "numeric", "digits", "integer", "amount"], #""1""#),
    ]

    /// The literal of the shape that a whole word of one of `names` (the parameter's name, then
    /// its label) names, the first name that names one deciding; `nil` when none does.
    static func shape(for names: [String]) -> String? {
        for name in names {
            let words = CEnumCaseNames.words(of: name).map { $0.lowercased().filter { $0 != "_" } }
            if let hint = hints.first(where: { !$0.words.isDisjoint(with: words) }) { return hint.literal }
        }
        return nil
    }
}
