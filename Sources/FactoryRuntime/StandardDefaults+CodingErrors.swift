/// `Factory<DecodingError>.provide()` is `.dataCorrupted` at the top level, with no
/// description: a model that keeps the error a decode threw (a report of which fields failed)
/// gets a value without a test having to make one up.
///
/// ```swift
/// if case .dataCorrupted(let context) = Factory<DecodingError>.provide() {
///     context.codingPath.isEmpty  // true
/// }
/// ```
extension DecodingError: Providable {
    /// `.dataCorrupted(Context(codingPath: [], debugDescription: ""))`.
    public static func provide() -> DecodingError {
        .dataCorrupted(Context(codingPath: [], debugDescription: ""))
    }
}

/// `Factory<EncodingError>.provide()` is `.invalidValue` of an empty string at the top level,
/// with no description, as `DecodingError`'s is `.dataCorrupted`.
extension EncodingError: Providable {
    /// `.invalidValue("", Context(codingPath: [], debugDescription: ""))`.
    public static func provide() -> EncodingError {
        .invalidValue("", Context(codingPath: [], debugDescription: ""))
    }
}
