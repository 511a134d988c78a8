/// The unkeyed container of ``ProvidingDecoder``: it is at its end from the start, so an
/// array decodes empty, yet it still answers a type that reads a fixed number of elements.
struct ProvidingUnkeyedContainer: UnkeyedDecodingContainer {
    let codingPath: [any CodingKey]
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    private(set) var currentIndex = 0

    init(codingPath: [any CodingKey]) {
        self.codingPath = codingPath
    }

    mutating func decodeNil() throws -> Bool { true }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        defer { currentIndex += 1 }
        return try ProvidingDecoder.value(type, at: codingPath + [ProvidingIndexKey(index: currentIndex)])
    }


    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(ProvidingKeyedContainer<NestedKey>(codingPath: codingPath + [ProvidingIndexKey(index: currentIndex)]))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        ProvidingUnkeyedContainer(codingPath: codingPath + [ProvidingIndexKey(index: currentIndex)])
    }

    mutating func superDecoder() throws -> any Decoder {
        ProvidingDecoder(codingPath: codingPath + [ProvidingIndexKey(index: currentIndex)])
    }
}
