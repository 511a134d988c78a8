import Glazes
import Kiln

/// A bare `Glaze` here is `Glazes.Glaze`: `Kiln`'s is internal to `Kiln`. The generated file
/// imports both modules, `Kiln` as testable, so it must write `Glazes.Glaze`.
public struct Piece: Sendable {
    public var title: String
    public var glaze: Glaze = Glaze(colour: "celadon")
    public var tray: Tray<String> = Tray(items: [])
    public var firing: Firing?

    public init(title: String) {
        self.title = title
    }
}
