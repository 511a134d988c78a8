/// `Factory<Bool>.provide()` is `false`.
extension Bool: Providable {
    /// `false`.
    public static func provide() -> Bool { false }
}
