/// The `Encoder` of ``CodingRebuild``: it keeps every value as given, without encoding it further.
struct RecordingEncoder: Encoder {
    let node: RecordedNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.isKeyed = true
        return KeyedEncodingContainer(RecordingKeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if node.unkeyed == nil { node.unkeyed = [] }
        return RecordingUnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        RecordingSingleValueContainer(node: node, codingPath: codingPath)
    }
}

struct RecordingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: RecordedNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) {
        let child = RecordedNode()
        child.isNil = true
        node.keyed[key.stringValue] = child
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
        node.keyed[key.stringValue] = RecordedNode(value: value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        RecordingEncoder(node: child(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        RecordingEncoder(node: child(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        RecordingEncoder(node: child(named: "super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        RecordingEncoder(node: child(key), codingPath: codingPath + [key])
    }

    private func child(_ key: Key) -> RecordedNode { child(named: key.stringValue) }

    private func child(named name: String) -> RecordedNode {
        if let existing = node.keyed[name] { return existing }
        let created = RecordedNode()
        node.keyed[name] = created
        return created
    }
}

struct RecordingUnkeyedContainer: UnkeyedEncodingContainer {
    let node: RecordedNode
    let codingPath: [any CodingKey]
    var count: Int { node.unkeyed?.count ?? 0 }

    mutating func encodeNil() {
        let child = RecordedNode()
        child.isNil = true
        node.unkeyed?.append(child)
    }

    mutating func encode<T: Encodable>(_ value: T) {
        node.unkeyed?.append(RecordedNode(value: value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        RecordingEncoder(node: appendChild(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        RecordingEncoder(node: appendChild(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        RecordingEncoder(node: appendChild(), codingPath: codingPath)
    }

    private func appendChild() -> RecordedNode {
        let child = RecordedNode()
        node.unkeyed?.append(child)
        return child
    }
}

struct RecordingSingleValueContainer: SingleValueEncodingContainer {
    let node: RecordedNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() { node.isNil = true }
    mutating func encode<T: Encodable>(_ value: T) { node.value = value }
}
