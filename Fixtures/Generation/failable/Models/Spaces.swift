/// A colour space checks its name, so only a throwing initializer makes one; the module makes
/// its known spaces once, as top-level constants. No one can change one, so sharing it is safe,
/// and `provide()` returns the first.
public final class ColorSpace: Sendable {
    public let name: String
    public let channels: Int

    public init(name: String, channels: Int) throws {
        guard !name.isEmpty, channels > 0 else { throw ParseError() }
        self.name = name
        self.channels = channels
    }
}

public let sRGB = try! ColorSpace(name: "sRGB", channels: 3)
public let grayscale: ColorSpace = try! ColorSpace(name: "Gray", channels: 1)

/// Needs a `ColorSpace`.
public struct Swatch {
    public var space: ColorSpace
    public var alpha: Double
}

/// Only a failable initializer: the first usable constant stands in. One isolated to the main
/// actor is out of a nonisolated `provide()`'s reach (with the models isolated to the main
/// actor, `Angle` is too, and may read it), and one under `#if` may not be there.
public struct Angle: Sendable, Equatable {
    public let degrees: Int

    public init?(degrees: Int) {
        guard (0..<360).contains(degrees) else { return nil }
        self.degrees = degrees
    }
}

@MainActor public let straight = Angle(degrees: 180)!
#if DEBUG
public let debugAngle = Angle(degrees: 1)!
#endif
@available(*, deprecated, message: "Use `right`.")
public let reflex = Angle(degrees: 270)!
public let right = Angle(degrees: 90)!

/// A canvas counts its strokes: one shared object would carry one test's strokes into the next,
/// so its top-level constant is not used, and `Canvas` is skipped.
nonisolated public final class Canvas {
    public var strokes = 0
    public let size: Int

    public init(size: Int) throws {
        guard size > 0 else { throw ParseError() }
        self.size = size
    }
}

nonisolated(unsafe) public let sharedCanvas = try! Canvas(size: 1)

/// Only one swatch book exists, and no one can change it: its `static let` is what `provide()`
/// returns, though a class's constant is otherwise one object too many tests would share.
public final class Swatchbook: Sendable {
    public static let standard = Swatchbook(names: ["red", "green", "blue"])
    public let names: [String]

    private init(names: [String]) {
        self.names = names
    }
}
