/// The single-value container of ``ProvidingDecoder``: it holds a provided value, and is
/// `nil` when asked, so a top-level optional decodes to `nil`.
struct ProvidingSingleValueContainer: SingleValueDecodingContainer {
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { true }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try ProvidingDecoder.value(type, at: codingPath)
    }

}
