/// The keyed container of ``ProvidingDecoder``: every key is present, holds a provided value
/// and is `nil` when asked (so `decodeIfPresent` gives `nil`); it lists no keys, so a
/// dictionary decodes empty.
struct ProvidingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let codingPath: [any CodingKey]
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { true }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try ProvidingDecoder.value(type, at: codingPath + [key])
    }


    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(ProvidingKeyedContainer<NestedKey>(codingPath: codingPath + [key]))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        ProvidingUnkeyedContainer(codingPath: codingPath + [key])
    }

    func superDecoder() throws -> any Decoder { ProvidingDecoder(codingPath: codingPath) }
    func superDecoder(forKey key: Key) throws -> any Decoder { ProvidingDecoder(codingPath: codingPath + [key]) }
}
