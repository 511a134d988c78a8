/// Declared once, in the module both versions import: a bare `Marker` means it in either.
public struct Marker {
    public var text: String
}
