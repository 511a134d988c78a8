/// Generic types of another module (the standard library's `EmptyCollection`, which
/// factorygen does not build) whose arguments are written where the model reads them: a type
/// nested in a namespace, and a generic typealias's parameter. The lenses spell each argument
/// as the top level of the generated file must: `Feed.Shelf.Label`, and the argument of the use.
public enum Shelf {
    public struct Label: Equatable {
        public var text: String
    }

    public typealias Nothing<Item> = EmptyCollection<Item>

    public struct Tray {
        public var name: String
        public var first: EmptyCollection<Label>? = nil
        public var second: Nothing<Label>? = nil
    }
}
