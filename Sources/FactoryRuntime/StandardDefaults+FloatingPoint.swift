/// `Factory<Float>.provide()` is `0`.
extension Float: Providable {
    /// `0`.
    public static func provide() -> Float { 0 }
}

/// `Factory<Double>.provide()` is `0`.
extension Double: Providable {
    /// `0`.
    public static func provide() -> Double { 0 }
}
