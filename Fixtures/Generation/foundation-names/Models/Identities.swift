/// An observer's token, keyed by the identity of the object that registered it: provided with
/// the runtime's fixed identifier, the same on every call.
public struct ObserverToken: Hashable, Sendable {
    public var owner: ObjectIdentifier
    public var topic: String
    public var previousOwner: Swift.ObjectIdentifier?
}
