/// A `Decoder` that answers every request with a provided value: how factorygen builds a type
/// whose only initializer is `init(from:)` (a `Codable` class with `let`s, or a struct with a
/// hand-written `init(from decoder:)`).
///
/// - A value whose type is ``Providable`` comes from its own `provide()`: an enum with raw
///   values decodes to its provided case, not to a failed `init(rawValue: "")`.
/// - Any other `Decodable` value is decoded the same way, one level down; one that refuses
///   the empty text (HTTPTypes' `HTTPRequest.Method`) is decoded again with a few other
///   shapes of text: a word, a number, a timestamp (or its date or time alone), a UUID, a URL, an absolute path, an IPv4
///   and an IPv6 address, with the shape that the value's type or key names first (`DocumentURI`, `avatarURL`, `filePath`).
/// - `decodeIfPresent` and `decodeNil` answer `nil`, so an optional back-reference ends the
///   recursion; unkeyed containers are empty (`[]`), keyed ones list no keys (`[:]`).
///
/// ```swift
/// final class Account: Codable { let id: Int; let owner: User?; let kind: Kind }
///
/// extension Account: Providable {
///     static func provide() -> Account { ProvidingDecoder.decode(Account.self) }
/// }
/// // Account(id: 0, owner: nil, kind: Factory<Kind>.provide())
/// ```
public struct ProvidingDecoder: Decoder {
    public let codingPath: [any CodingKey]
    public var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(codingPath: [any CodingKey]) {
        self.codingPath = codingPath
    }

    /// A value of `type` decoded through its own `init(from:)`, whatever conformance it has.
    ///
    /// A type's `init(from:)` may still throw (it validates what it reads): then this stops
    /// the test with a message that names the type and the coding path, rather than return a
    /// value nobody asked for.
    ///
    /// - Parameter texts: texts tried before the usual shapes when the type refuses `""`: the
    ///   member names the models read on it (`SpanKind.internal`), which another module's enum
    ///   with `String` raw values takes, as its cases' names, where no made-up text would do.
    public static func decode<T: Decodable>(_ type: T.Type, texts: [String] = [], file: StaticString = #file, line: UInt = #line) -> T {
        do {
            // Retried with other texts too: a type from another module decoded alone (an enum's
            // payload `AbsolutePath`, whose `init(from:)` wants a leading "/") is one string.
            return try retryingTextShapes(of: type, at: [], trying: texts) {
                try ProvidingDecoder.nested(type) { try T(from: ProvidingDecoder(codingPath: [])) }
            }
        } catch {
            preconditionFailure(ProvidingDecoder.message(for: error, decoding: type), file: file, line: line)
        }
    }

    /// Whether decoding `type` with a ``ProvidingDecoder`` succeeds, without stopping the test.
    public static func canDecode<T: Decodable>(_ type: T.Type) -> Bool {
        (try? retryingTextShapes(of: type, at: []) { try ProvidingDecoder.nested(type) { try T(from: ProvidingDecoder(codingPath: [])) } }) != nil
    }

    public func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(ProvidingKeyedContainer<Key>(codingPath: codingPath))
    }

    public func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        ProvidingUnkeyedContainer(codingPath: codingPath)
    }

    public func singleValueContainer() throws -> any SingleValueDecodingContainer {
        ProvidingSingleValueContainer(codingPath: codingPath)
    }

    /// A nested value: `provide()` when the type has it, otherwise its own `init(from:)`.
    /// Optionals and collections are always decoded, to `nil` and empty: provided, they would
    /// build their elements, and a tree (`let children: [Node]`) would never end.
    ///
    /// A type that checks the text it reads may refuse the provided `""`: HTTPTypes'
    /// `HTTPRequest.Method` wants a token, a timestamp type a date. Such a value is decoded
    /// again with each of ``textShapes`` as the text of every string in it (the one its type's
    /// or key's name names first), and the first it takes is the value; when it takes none,
    /// its first refusal is the error. A value decoded again is not retried inside: each
    /// refusal costs a handful of decodings, not a number that grows with the depth.
    static func value<T: Decodable>(_ type: T.Type, at codingPath: [any CodingKey]) throws -> T {
        // `String` exactly: an optional string still decodes to `nil`.
        if T.self == String.self, let text = substitutedText {
            return text as! T
        }
        if !(T.self is any DecodedEmpty.Type), let providable = T.self as? any Providable.Type, let value = providable.provide() as? T {
            return value
        }
        return try retryingTextShapes(of: type, at: codingPath) {
            try nested(type) { try T(from: ProvidingDecoder(codingPath: codingPath)) }
        }
    }

    /// `decode()`, and when it throws, `decode()` again with each of `texts`, then each of
    /// ``textShapes``, as the text of every string (the one the type's or key's name names
    /// first); the first refusal when every shape is refused.
    static func retryingTextShapes<T>(of type: T.Type, at codingPath: [any CodingKey], trying texts: [String] = [],
                                      _ decode: () throws -> T) throws -> T {
        do {
            return try decode()
        } catch {
            // Another text cannot end a cycle of references.
            guard substitutedText == nil, !(error is NestingTooDeep) else { throw error }
            // A type may take a wrong shape and trap afterwards, where no retry can catch it
            // (LanguageServerProtocol's `DocumentURI` takes "a", then asserts it has a scheme):
            // the shape its name or its key names goes first.
            let key = codingPath.last.map { $0.intValue == nil ? $0.stringValue : "" } ?? ""
            for text in texts + textShapes(hintedBy: [String(describing: T.self), key]) {
                if let value = try? $substitutedText.withValue(text, operation: decode) { return value }
            }
            throw error
        }
    }

    /// The texts a value that refuses `""` is decoded again with, simplest first: a word (an
    /// HTTP method, an identifier), a number, the times of ISO 8601, a UUID, a URL, an
    /// absolute file path (`AbsolutePath`) and the addresses of ``addressShapes``, the shapes
    /// the strings of validating types take.
    static let textShapes = ["a", "0"] + timeShapes + ["00000000-0000-0000-0000-000000000000", "https://example.com", "/a"] + addressShapes

    /// An IPv4 and an IPv6 address, dotted and colon-separated: a type that parses one strictly
    /// (a model's `Decodable` extension of Network's `IPv4Address`, which decodes a string and
    /// throws when `IPv4Address(_:)` refuses it) takes neither a word nor a number.
    static let addressShapes = ["127.0.0.1", "::1"]

    /// A timestamp, and the parts of one that a type without a time zone takes alone: a date
    /// (an OpenAPI `format: date`, which CreateAPI's `NaiveDate` decodes and refuses a whole
    /// timestamp for), a date and time with no offset (`NaiveDateTime`) and a time of day.
    static let timeShapes = ["1970-01-01T00:00:00Z", "1970-01-01", "1970-01-01T00:00:00", "00:00:00"]

    /// The words in a type's or a key's name that name shapes to try first: some of
    /// ``textShapes``, and `1` for a number written as text (`decimalString`, `amount`).
    static let shapeHints: [(words: Set<String>, shapes: [String])] = [
        (["url", "uri", "link", "href"], ["https://example.com"]),
        (["date", "time", "timestamp"], timeShapes),
        (["uuid", "guid"], ["00000000-0000-0000-0000-000000000000"]),
        (["path", "file", "dir", "directory", "folder"], ["/a"]),
        (["ip", "ipv4", "ipv6"], addressShapes),
        (["decimal", "number", "numeric", "digits", "integer", "amount"], ["1"]),
    ]

    /// ``textShapes`` with the shapes that a word of `names` names first (`DocumentURI`,
    /// `avatarURL`, `updateTime`), the others in their order after them.
    static func textShapes(hintedBy names: [String]) -> [String] {
        let words = Set(names.flatMap(words(of:)))
        let hinted = shapeHints.filter { !$0.words.isDisjoint(with: words) }.flatMap(\.shapes)
        return hinted + textShapes.filter { !hinted.contains($0) }
    }

    /// The lowercased words of a name in camel case, snake case or a type's spelling:
    /// `homepageURLString` is homepage, url, string. Whole words, so that `Security` is no URI.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                continue
            }
            if character.isUppercase, let last = current.last {
                // A word starts at a capital after a small letter or a digit, and at the last
                // capital of an acronym followed by a small letter (URL|String).
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if last.isLowercase || last.isNumber || (last.isUppercase && next?.isLowercase == true) {
                    words.append(current.lowercased())
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// The text every `String` decodes to while a value that refused `""` is decoded again.
    @TaskLocal static var substitutedText: String?

    /// The types being decoded, outermost first, across `provide()` calls. An optional that
    /// leads back to one of them is `nil` (see `Optional.provide()`); a chain of non-optional
    /// references that does fails with a message, not a stack overflow.
    @TaskLocal static var decoding: [ObjectIdentifier] = []
    static let maximumDepth = 64

    static func nested<T>(_ type: T.Type, _ body: () throws -> T) throws -> T {
        guard decoding.count < maximumDepth else { throw NestingTooDeep() }
        return try $decoding.withValue(decoding + [ObjectIdentifier(type)], operation: body)
    }

    /// Whether a value of `type` is being decoded further up: `Quote.init(from:)` decodes a
    /// `Post`, whose provided `quote: Quote?` would decode a `Quote` again, and so on.
    static func isDecoding<Value>(_ type: Value.Type) -> Bool {
        !decoding.isEmpty && decoding.contains(ObjectIdentifier(type))
    }

    static func message<T>(for error: any Error, decoding type: T.Type) -> String {
        var path: [any CodingKey] = []
        var reason = "\(error)"
        if let error = error as? DecodingError {
            switch error {
            case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
                path = context.codingPath
                reason = context.debugDescription
            @unknown default:
                break
            }
        }
        let at = path.isEmpty ? "" : " at '" + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".") + "'"
        // The value that failed may be of a type from another module (HTTPTypes' `HTTPRequest.Method`,
        // whose `init(from:)` refuses ""): a conformance for it fixes every type that decodes one.
        let field = path.isEmpty ? "" : ", or one for the type of the value at '" + (path.last?.stringValue ?? "") + "', which decoding then takes from its provide()"
        return "factorygen could not decode \(String(reflecting: T.self))\(at): \(reason). "
            + "Write `extension \(String(reflecting: T.self)): Providable` in your test target to say how to build it\(field)."
    }
}

/// Values nested more than ``ProvidingDecoder/maximumDepth`` levels deep.
struct NestingTooDeep: Error, CustomStringConvertible {
    var description: String {
        "values nest more than \(ProvidingDecoder.maximumDepth) levels deep: a non-optional reference leads back to where it started"
    }
}

/// The types ``ProvidingDecoder`` decodes empty rather than provides.
protocol DecodedEmpty {}
extension Optional: DecodedEmpty {}
extension Array: DecodedEmpty {}
extension ArraySlice: DecodedEmpty {}
extension ContiguousArray: DecodedEmpty {}
extension Set: DecodedEmpty {}
extension Dictionary: DecodedEmpty {}

/// A coding path component for the elements of an unkeyed container.
struct ProvidingIndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }

    init(index: Int) { intValue = index }
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { self.intValue = intValue }
}
