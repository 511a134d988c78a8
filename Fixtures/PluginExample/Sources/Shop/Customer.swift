/// Someone who places orders.
public struct Customer: Sendable {
    public let id: ID
    public var name: String
    public let email: String?

    /// A customer's identifier, distinct from any other string.
    public struct ID: Hashable, Sendable {
        public let rawValue: String
    }

    public var greeting: String { "Hello, \(name)!" }
}
