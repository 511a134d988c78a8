/// An enum kept only so that old archives still decode: its one case is deprecated, so the
/// generated file cannot name it and the enum is skipped for that reason. A shelf that lists
/// such markers is built with none.
public enum ShelfMarker: String, Codable {
    @available(*, deprecated, message: "shelves carry their own pinned flag")
    case pinned
}

public struct Shelf: Equatable {
    public var label: String
    public var markers: [ShelfMarker]
    public var isPinned: Bool
}
