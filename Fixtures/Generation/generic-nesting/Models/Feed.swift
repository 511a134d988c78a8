/// Types nested in generic types are spelled with their parent's arguments.
public struct Page<Item> {
    public var items: [Item]
    public var meta: Meta

    public struct Meta {
        public var cursor: String
        public var count: Int
    }
}

public struct Post {
    public var body: String
}

public struct Timeline {
    public var posts: Page<Post>
    public var meta: Page<Post>.Meta
    public var raw: Page<String>.Meta?
}

/// A parent with a constrained parameter: its optics' closures capture `Key`'s metatype.
public struct Index<Key: Hashable> {
    public var keys: [Key]
    public var header: Header

    public enum Header {
        case empty
        case named(String)
    }
}

public protocol Shade {}

public enum Crimson: Shade {
    case deep
}

/// The fixture tests' law driver binds every generic parameter to `Int`.
extension Int: Shade {}

public enum Palette {
    public struct Swatch<S: Shade> {
        public var shade: S
    }
}

/// A generic typealias of a nested generic type: `SwatchOf<Crimson>` is `Palette.Swatch<Crimson>`.
public enum Paint {
    public typealias SwatchOf<S: Shade> = Palette.Swatch<S>
    case solid(SwatchOf<Crimson>)
}

/// Inside `Page`'s context its bare name means `Page<Item>`: in a type nested in an extension
/// of it, and in an extension of that nested type, which looks up no other name of `Page`;
/// at the head of a path too (`Page.Window` is `Page<Item>.Window`).
extension Page {
    public struct Window {
        public var page: Page
    }
}

extension Page.Window {
    public struct Slice {
        public var page: Page
        public var start: Int
        public var window: Page.Window
    }
}
