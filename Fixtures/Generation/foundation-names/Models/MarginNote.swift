import Foundation

/// Rich text made from plain text: two equal values may differ in the version counters stored
/// inside them, so the law driver compares them by what they say.
public struct Styled: Equatable {
    public var text: AttributedString

    public init(plain: String) {
        text = AttributedString(plain)
    }
}

/// Holds one; its variants vary `pinned`, and each starts from a new `Styled`.
public struct MarginNote: Equatable {
    public var body: Styled
    public var pinned: Bool
}
