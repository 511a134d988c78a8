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

/// `Factory<Character>.provide()` is `"a"`: a character cannot be empty, so the default is the
/// plainest one there is.
extension Character: Providable {
    /// `"a"`.
    public static func provide() -> Character { "a" }
}
