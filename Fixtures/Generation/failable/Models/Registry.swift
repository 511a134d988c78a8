/// Only a throwing initializer makes a `Tag` from outside, and its known values are kept in
/// caseless enums nested in it, one a family: those constants are what `provide()` returns.
public struct Tag: Hashable, Sendable {
    public let path: [Int]

    public init(parsing text: String) throws {
        let parts = text.split(separator: "/").compactMap { Int($0) }
        guard !parts.isEmpty else { throw ParseError() }
        path = parts
    }

    fileprivate init(path: [Int]) {
        self.path = path
    }

    /// A namespace of `Tag`s declared in its body.
    public enum Colors {
        public static let red: Tag = Tag(path: [1, 1])
        public static let blue = Tag(path: [1, 2])
        /// Not a `Tag`: left out.
        public static let count = 2
    }
}

extension Tag {
    /// One declared in an extension.
    public enum Shapes {
        public static let circle: Tag = Tag(path: [2, 1])
    }

    /// Has a case: a type of its own, not a namespace.
    public enum Kind {
        case plain
        public static let sample: Tag = Tag(path: [3])
    }
}

/// Needs a `Tag`.
public struct Sticker {
    public let tag: Tag
    public let caption: String
}
