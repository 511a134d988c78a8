/// The `Decoder` of ``CodingRebuild``: it hands back the values a ``RecordingEncoder`` kept.
struct ReplayingDecoder: Decoder {
    let node: RecordedNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard node.isKeyed else { throw mismatch([String: Any].self, "a keyed container was not encoded here") }
        return KeyedDecodingContainer(ReplayingKeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let elements = node.unkeyed else { throw mismatch([Any].self, "an unkeyed container was not encoded here") }
        return ReplayingUnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        ReplayingSingleValueContainer(node: node, codingPath: codingPath)
    }

    private func mismatch(_ type: Any.Type, _ description: String) -> DecodingError {
        .typeMismatch(type, DecodingError.Context(codingPath: codingPath, debugDescription: description))
    }

    /// The value a node holds, as it was encoded, or decoded from the container it holds.
    static func value<T: Decodable>(_ type: T.Type, in node: RecordedNode, at codingPath: [any CodingKey]) throws -> T {
        if let value = node.value as? T { return value }
        guard node.value == nil, !node.isNil else {
            throw DecodingError.typeMismatch(type, DecodingError.Context(
                codingPath: codingPath, debugDescription: "\(type) was asked for, but \(node.isNil ? "nil" : "\(Swift.type(of: node.value!))") was encoded"
            ))
        }
        return try T(from: ReplayingDecoder(node: node, codingPath: codingPath))
    }
}

struct ReplayingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let node: RecordedNode
    let codingPath: [any CodingKey]
    var allKeys: [Key] { node.keyed.keys.sorted().compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { node.keyed[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try child(key).isNil }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try ReplayingDecoder.value(type, in: child(key), at: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try ReplayingDecoder(node: child(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ReplayingDecoder(node: child(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        ReplayingDecoder(node: node.keyed["super"] ?? RecordedNode(), codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try ReplayingDecoder(node: child(key), codingPath: codingPath + [key])
    }

    private func child(_ key: Key) throws -> RecordedNode {
        guard let child = node.keyed[key.stringValue] else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "'\(key.stringValue)' was not encoded"))
        }
        return child
    }
}

struct ReplayingUnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [RecordedNode]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    init(elements: [RecordedNode], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    mutating func decodeNil() throws -> Bool {
        guard try next().isNil else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try ReplayingDecoder.value(type, in: next(), at: path)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try ReplayingDecoder(node: next(), codingPath: path).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try ReplayingDecoder(node: next(), codingPath: path).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = ReplayingDecoder(node: try next(), codingPath: path)
        currentIndex += 1
        return decoder
    }

    private var path: [any CodingKey] { codingPath + [ProvidingIndexKey(index: currentIndex)] }

    private func next() throws -> RecordedNode {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, DecodingError.Context(codingPath: path, debugDescription: "no more elements were encoded"))
        }
        return elements[currentIndex]
    }
}

struct ReplayingSingleValueContainer: SingleValueDecodingContainer {
    let node: RecordedNode
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { node.isNil }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let value = node.value as? T { return value }
        throw DecodingError.typeMismatch(type, DecodingError.Context(
            codingPath: codingPath, debugDescription: "\(type) was asked for, but \(node.value.map { "\(Swift.type(of: $0))" } ?? "nothing") was encoded"
        ))
    }
}
