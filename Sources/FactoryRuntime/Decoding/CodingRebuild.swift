/// Sets one property of a value that only `init(from:)` can build, for the lenses of such
/// types: the value is encoded, the property's coding key is given the new value, and the
/// result is decoded again.
///
/// Nothing is serialized: encoding records each value as it is, and decoding hands the same
/// values back, so doubles, dates and references come back unchanged.
///
/// ```swift
/// extension Account {
///     static var _name: Lens<Account, String> {
///         Lens(get: { $0.name }, set: { newValue, whole in CodingRebuild.replacing("name", with: newValue, in: whole) })
///     }
/// }
/// ```
public enum CodingRebuild {
    /// `whole` with the value under the top-level coding key `key` replaced by `newValue`.
    ///
    /// A type whose `init(from:)` rejects what its own `encode(to:)` wrote stops the test with
    /// a message that names the type and the key.
    public static func replacing<Whole: Codable, Part>(
        _ key: String, with newValue: Part, in whole: Whole, file: StaticString = #file, line: UInt = #line
    ) -> Whole {
        do {
            let root = RecordedNode()
            try whole.encode(to: RecordingEncoder(node: root, codingPath: []))
            let replacement = RecordedNode()
            if let optional = newValue as? any OptionalValue, optional.isNone {
                replacement.isNil = true
            } else {
                replacement.value = newValue
            }
            root.keyed[key] = replacement
            root.isKeyed = true
            return try Whole(from: ReplayingDecoder(node: root, codingPath: []))
        } catch {
            preconditionFailure(
                "factorygen could not set '\(key)' of \(Whole.self) by encoding and decoding it again: \(error)",
                file: file, line: line
            )
        }
    }
}

/// `Optional`, seen through `Any`.
protocol OptionalValue {
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    var isNone: Bool { self == nil }
}

/// What an `encode(to:)` wrote: a value as it was given, `nil`, or a keyed or unkeyed container.
final class RecordedNode {
    var value: Any?
    var isNil = false
    var isKeyed = false
    var keyed: [String: RecordedNode] = [:]
    var unkeyed: [RecordedNode]?

    init(value: Any? = nil) {
        self.value = value
    }
}
