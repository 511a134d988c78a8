/// A woven ribbon: the other module that declares a `Ribbon`.
public struct Ribbon: Sendable, Equatable {
    public var width: Int

    public init(width: Int) {
        self.width = width
    }
}
