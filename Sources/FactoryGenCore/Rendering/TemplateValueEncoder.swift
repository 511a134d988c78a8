/// Turns any `Encodable` value into a ``TemplateValue``: an object for keyed values, a list,
/// a string, a Boolean or a number.
///
/// ```swift
/// let value = try TemplateValueEncoder.value(of: plan)
/// value.member("types") // .array of objects
/// ```
///
/// A direct encoder rather than a JSON round trip: it is faster, and it keeps `Bool` apart
/// from numbers, which matters to `{% if %}`. `nil` optionals leave their key out, as in the
/// JSON that `factorygen dump` prints, so `{% if key %}` tests for presence.
public enum TemplateValueEncoder {
    public static func value(of value: some Encodable) throws -> TemplateValue {
        let root = Box()
        try value.encode(to: ValueEncoder(box: root, codingPath: []))
        return root.resolved() ?? .object(TemplateRecord([:]))
    }

    /// The value as Stencil reads it (see ``TemplateValue/stencilValue``).
    public static func encode(_ value: some Encodable) throws -> Any {
        try Self.value(of: value).stencilValue ?? TemplateObject([:])
    }
}

/// A slot that a container fills; containers nest by sharing boxes.
private final class Box {
    var value: Any?
    init(_ value: Any? = nil) { self.value = value }

    /// Resolves nested boxes into template values.
    func resolved() -> TemplateValue? {
        switch value {
        case let dictionary as [String: Box]:
            var result: [String: TemplateValue] = [:]
            result.reserveCapacity(dictionary.count)
            for (key, box) in dictionary {
                if let value = box.resolved() { result[key] = value }
            }
            return .object(TemplateRecord(result))
        case let array as [Box]:
            return .array(array.compactMap { $0.resolved() })
        case let value as TemplateValue:
            return value
        default:
            return nil
        }
    }
}

private struct ValueEncoder: Encoder {
    let box: Box
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if !(box.value is [String: Box]) { box.value = [String: Box]() }
        return KeyedEncodingContainer(KeyedContainer<Key>(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if !(box.value is [Box]) { box.value = [Box]() }
        return UnkeyedContainer(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(box: box, codingPath: codingPath)
    }
}

/// Encodes one value into a fresh box, using the plain representation for leaves.
private func encodeValue(_ value: some Encodable, codingPath: [any CodingKey]) throws -> Box {
    switch value {
    case let string as String: return Box(TemplateValue.string(string))
    case let bool as Bool: return Box(TemplateValue.bool(bool))
    case let int as Int: return Box(TemplateValue.int(int))
    case let double as Double: return Box(TemplateValue.double(double))
    case let integer as any BinaryInteger: return Box(TemplateValue.int(Int(integer)))
    case let float as any BinaryFloatingPoint: return Box(TemplateValue.double(Double(float)))
    default:
        let box = Box()
        try value.encode(to: ValueEncoder(box: box, codingPath: codingPath))
        box.value = box.resolved()
        return box
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: Box
    var codingPath: [any CodingKey]

    private func set(_ value: Box, for key: Key) {
        var dictionary = box.value as? [String: Box] ?? [:]
        dictionary[key.stringValue] = value
        box.value = dictionary
    }

    mutating func encodeNil(forKey key: Key) throws {}

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        set(try encodeValue(value, codingPath: codingPath + [key]), for: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = Box([String: Box]())
        set(nested, for: key)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = Box([Box]())
        set(nested, for: key)
        return UnkeyedContainer(box: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { ValueEncoder(box: box, codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let nested = Box()
        set(nested, for: key)
        return ValueEncoder(box: nested, codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let box: Box
    var codingPath: [any CodingKey]
    var count: Int { (box.value as? [Box])?.count ?? 0 }

    private func append(_ value: Box) {
        var array = box.value as? [Box] ?? []
        array.append(value)
        box.value = array
    }

    mutating func encodeNil() throws {}

    mutating func encode<T: Encodable>(_ value: T) throws {
        append(try encodeValue(value, codingPath: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = Box([String: Box]())
        append(nested)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: nested, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = Box([Box]())
        append(nested)
        return UnkeyedContainer(box: nested, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        let nested = Box()
        append(nested)
        return ValueEncoder(box: nested, codingPath: codingPath)
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let box: Box
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { box.value = nil }

    mutating func encode<T: Encodable>(_ value: T) throws {
        box.value = try encodeValue(value, codingPath: codingPath).value
    }
}
