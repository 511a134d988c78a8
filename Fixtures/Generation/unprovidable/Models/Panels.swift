/// A strip of panels whose length is a value generic parameter (Swift 6.2): the law driver
/// would need a value for it, so it is skipped, and so is what holds one.
struct PanelStrip<let length: Int> {
    var color: String
}

/// Holds a strip of three.
struct Wall {
    var strip: PanelStrip<3>
    var height: Int
}

/// Its slots are counted by its own parameter.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
struct Shelf<let width: Int> {
    var bins: [width of Int]
    var name: String
}
