import Foundation

/// `Factory<CGFloat>.provide()` is `0`. Foundation declares the geometry types on every
/// platform (on Apple platforms it re-exports CoreGraphics).
extension CGFloat: Providable {
    /// `0`.
    public static func provide() -> CGFloat { 0 }
}

/// `Factory<CGPoint>.provide()` is `.zero`.
extension CGPoint: Providable {
    /// `CGPoint.zero`.
    public static func provide() -> CGPoint { .zero }
}

/// `Factory<CGSize>.provide()` is `.zero`.
extension CGSize: Providable {
    /// `CGSize.zero`.
    public static func provide() -> CGSize { .zero }
}

/// `Factory<CGRect>.provide()` is `.zero`.
extension CGRect: Providable {
    /// `CGRect.zero`.
    public static func provide() -> CGRect { .zero }
}
