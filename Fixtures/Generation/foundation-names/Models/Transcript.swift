/// The standard library's `CountableRange` and `CountableClosedRange` are typealiases of
/// `Range` and `ClosedRange`, which no model's file declares: provided as those are, not
/// skipped as types without a factory.
public struct Transcript: Equatable, Sendable {
    public var lines: CountableRange<Int>
    public var pages: CountableClosedRange<Int>
    public var spare: Swift.CountableRange<Int>?
}

/// Its text is private, so it is built only through the static function, which takes one.
public struct Caret: Equatable, Sendable {
    fileprivate var text: String
    public let width: Int

    public static func spanning(_ columns: CountableRange<Int>) -> Caret {
        Caret(text: String(repeating: " ", count: columns.count), width: columns.count)
    }
}
