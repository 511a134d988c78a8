/// `Factory<String>.provide()` is `""`, as in FactoryProvider.
extension String: Providable {
    /// The empty string.
    public static func provide() -> String { "" }
}

/// `Factory<Substring>.provide()` is `""`.
extension Substring: Providable {
    /// The empty substring.
    public static func provide() -> Substring { "" }
}

/// `Factory<StaticString>.provide()` is `""`: a literal is the only way to make one, so it
/// is the empty one, as a `String`'s is (a resource key, a log message's format).
extension StaticString: Providable {
    /// The empty literal.
    public static func provide() -> StaticString { "" }
}

/// `Factory<Character>.provide()` is `"a"`: a character cannot be empty, so the default is the
/// plainest one there is.
extension Character: Providable {
    /// `"a"`.
    public static func provide() -> Character { "a" }
}

/// `Factory<Unicode.Scalar>.provide()` is `"a"`, as a `Character`'s is: a tokenizer's or a CSV
/// reader's delimiter is often one.
extension Unicode.Scalar: Providable {
    /// `"a"`.
    public static func provide() -> Unicode.Scalar { "a" }
}

/// `Factory<String.Index>.provide()` is the start of the empty string, so that a provided
/// `Range<String.Index>` is empty: the one index that is valid in every string.
extension String.Index: Providable {
    /// `"".startIndex`.
    public static func provide() -> String.Index { "".startIndex }
}
