/// A palette renamed in one go: the old enum stays for a release, deprecated with each of its
/// cases. Its extensions are marked deprecated, where the cases warn no more, so it is built
/// with its first case and gets a prism for each.
public enum Swatch: String, Codable {
    case chalk, slate
}

@available(*, deprecated, renamed: "Swatch")
public enum Crayon: String, Codable {
    @available(*, deprecated, renamed: "Swatch.chalk")
    case white
    @available(*, deprecated, renamed: "Swatch.slate")
    case grey
}

/// A drawer still holds the old crayons: its lens is deprecated too, as for any deprecated type.
public struct Drawer {
    public var swatches: [Swatch]
    public var leftovers: [Crayon]
}
