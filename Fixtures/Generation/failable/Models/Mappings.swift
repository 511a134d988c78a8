/// What a mapping library hands its types: a dictionary read by key.
public struct Payload {
    public var fields: [String: String]

    public init(fields: [String: String]) {
        self.fields = fields
    }
}

/// A mapping protocol's requirement is failable, but this body never fails: every field has a
/// default, and the mapping happens later. It is called with `!`.
public final class ServerProfile {
    public var name = ""
    public var version: String?

    public required init?(payload: Payload) {}

    public func map(_ payload: Payload) {
        name = payload.fields["name"] ?? name
        version = payload.fields["version"]
    }
}

/// The same requirement, but the body may give up (`return nil`): the plain initializer builds
/// it instead.
public struct StreamPaths {
    public var playlist: String?

    public init?(payload: Payload) {
        guard let playlist = payload.fields["playlist"] else { return nil }
        self.playlist = playlist
    }

    public init(fallback: String) {
        playlist = "/stream/" + fallback
    }
}
