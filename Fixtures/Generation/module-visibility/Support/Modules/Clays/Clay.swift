/// A clay body, from a second module the models import but factorygen does not read.
public struct Clay: Sendable, Equatable {
    public var name: String

    public init(name: String) {
        self.name = name
    }
}
