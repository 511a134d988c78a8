// Every fixed-width integer is 0: the value a test is least surprised by.

/// `Factory<Int>.provide()` is `0`.
extension Int: Providable {
    /// `0`.
    public static func provide() -> Int { 0 }
}

/// `Factory<Int8>.provide()` is `0`.
extension Int8: Providable {
    /// `0`.
    public static func provide() -> Int8 { 0 }
}

/// `Factory<Int16>.provide()` is `0`.
extension Int16: Providable {
    /// `0`.
    public static func provide() -> Int16 { 0 }
}

/// `Factory<Int32>.provide()` is `0`.
extension Int32: Providable {
    /// `0`.
    public static func provide() -> Int32 { 0 }
}

/// `Factory<Int64>.provide()` is `0`.
extension Int64: Providable {
    /// `0`.
    public static func provide() -> Int64 { 0 }
}

/// `Factory<UInt>.provide()` is `0`.
extension UInt: Providable {
    /// `0`.
    public static func provide() -> UInt { 0 }
}

/// `Factory<UInt8>.provide()` is `0`.
extension UInt8: Providable {
    /// `0`.
    public static func provide() -> UInt8 { 0 }
}

/// `Factory<UInt16>.provide()` is `0`.
extension UInt16: Providable {
    /// `0`.
    public static func provide() -> UInt16 { 0 }
}

/// `Factory<UInt32>.provide()` is `0`.
extension UInt32: Providable {
    /// `0`.
    public static func provide() -> UInt32 { 0 }
}

/// `Factory<UInt64>.provide()` is `0`.
extension UInt64: Providable {
    /// `0`.
    public static func provide() -> UInt64 { 0 }
}

/// `Factory<Int128>.provide()` is `0`.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension Int128: Providable {
    /// `0`.
    public static func provide() -> Int128 { 0 }
}

/// `Factory<UInt128>.provide()` is `0`.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension UInt128: Providable {
    /// `0`.
    public static func provide() -> UInt128 { 0 }
}
