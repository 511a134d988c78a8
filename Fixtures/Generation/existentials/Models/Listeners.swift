/// A listener keeps who registered it only to stop calling back once that object is gone, so
/// it takes any class instance and reads none of its members: `AnyObject` gets the runtime's
/// fresh `ProvidedObject()`, through an alias too. A list of objects is still empty, and an
/// optional one `nil`.
public typealias ListenerOwner = AnyObject

public struct Listener {
    public private(set) weak var owner: ListenerOwner?
    public let channel: String
    public let onSignal: (String) -> Void

    public init(channel: String, owner: ListenerOwner, onSignal: @escaping (String) -> Void) {
        self.channel = channel
        self.owner = owner
        self.onSignal = onSignal
    }
}

public enum Origin {
    case object(AnyObject)
    case system
}

public struct Broadcast {
    public var sender: AnyObject
    public var witnesses: [AnyObject]
    public var replyTo: AnyObject?
}
