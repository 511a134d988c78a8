/// A crest drawn from exactly sixteen pixels.
public struct Crest: Equatable {
    public let pixels: [UInt8]

    public init(pixels: [UInt8]) {
        precondition(pixels.count == 16, "a crest is four by four")
        self.pixels = pixels
    }
}

/// A medal whose first initializer stores its pixels as given, and so would come first, but
/// hands them on to `Crest`'s `.init(pixels:)`, which traps on any other count: the second
/// one is used.
public struct Medal: Equatable {
    public let pixels: [UInt8]
    public let crest: Crest

    public init(pixels: [UInt8]) {
        self.pixels = pixels
        self.crest = .init(pixels: pixels)
    }

    public init(pixels: [UInt8], crest: Crest) {
        self.pixels = pixels
        self.crest = crest
    }
}

/// Hands its motto to an initializer that takes any text: its first initializer is used.
public struct Ribbon: Equatable {
    public let motto: String
    public let banner: Banner

    public init(motto: String) {
        self.motto = motto
        banner = Banner(text: motto)
    }

    public init(motto: String, banner: Banner) {
        self.motto = motto
        self.banner = banner
    }
}

public struct Banner: Equatable {
    public let text: String

    public init(text: String) {
        self.text = text
    }
}
