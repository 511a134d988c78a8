/// A window onto a list whose one public way in is the array literal's initializer, which
/// hands the list to a private initializer that cannot trap: `provide()` calls it, the list
/// left empty.
public struct Reel<Frame>: ExpressibleByArrayLiteral {
    private let frames: [Frame]
    private let offset: Int
    public let length: Int

    public init(arrayLiteral frames: Frame...) {
        self.init(frames, offset: 0, length: frames.count)
    }

    private init(_ frames: [Frame], offset: Int, length: Int) {
        self.frames = length == 0 ? [] : frames
        self.offset = length == 0 ? 0 : offset
        self.length = length
    }

    public var first: Frame? { length == 0 ? nil : frames[offset] }
}

/// A holder of a reel is provided through it.
public struct Projector {
    public var title: String
    public var reel: Reel<String>
}

/// Handed to an initializer that checks the list: a made-up list may fail the check, so the
/// literal's initializer is still left out.
public struct Jury: ExpressibleByArrayLiteral {
    public let members: [String]

    public init(arrayLiteral members: String...) {
        self.init(seating: members)
    }

    private init(seating members: [String]) {
        precondition(members.count >= 3, "a jury needs three members")
        self.members = members
    }
}

/// Handed on through a force unwrap of its own: left out too.
public struct Tempo: ExpressibleByStringLiteral {
    public let beats: Int

    public init(stringLiteral text: String) {
        self.init(beats: Int(text)!)
    }

    private init(beats: Int) {
        self.beats = beats
    }
}
