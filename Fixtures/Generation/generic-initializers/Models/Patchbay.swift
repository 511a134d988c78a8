/// A type-erased reading that takes any value or none: `(some Any)?` is a generic optional
/// with no constraint, as `init<T>(_ raw: T?)` would be, and is given an optional string.
public struct Reading {
    public let raw: Any
    public let isBlank: Bool

    public init(_ raw: (some Any)?) {
        self.raw = raw ?? ()
        isBlank = raw == nil
    }
}

/// A lone `some Any`, unconstrained too: given a string.
public struct Label {
    public let text: String

    public init(_ anything: some Any) {
        text = "\(anything)"
    }
}

/// Opaque types inside an array, a dictionary and a tuple stand for generic parameters of
/// their own, each given what a generic one would be: the first conformer of `Output`, a
/// string for `some Hashable`.
public struct Patchbay {
    public let outputs: Int
    public let routes: Int
    public let tag: String

    public init(outputs: [some Output], routes: [some Hashable: some Output], tagged: (some Hashable, Int)) {
        self.outputs = outputs.count
        self.routes = routes.count
        tag = "\(tagged.0)#\(tagged.1)"
    }
}
