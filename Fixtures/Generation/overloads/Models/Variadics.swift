/// Variadic initializers that a call leaving the list empty could not tell apart.
public protocol Stitch {
    var name: String { get }
}

public struct Knot: Stitch {
    public var name: String

    public init(name: String) {
        self.name = name
    }
}

/// `Pattern()` fits both variadic initializers and is ambiguous: the call passes one name.
public struct Pattern {
    public let stitches: [any Stitch]

    public init(_ names: String...) {
        self.init(names.map(Knot.init(name:)))
    }

    public init(_ stitches: any Stitch...) {
        self.init(stitches)
    }

    public init(_ stitches: [any Stitch]) {
        self.stitches = stitches
    }
}

/// Two lists of different numbers: `Tally()` is ambiguous too.
public struct Tally {
    public var counts: [Int]

    public init(_ counts: Int...) {
        self.counts = counts
    }

    public init(_ halves: Double...) {
        counts = halves.map { Int($0 * 2) }
    }
}

/// The only initializer: `Skein()` calls it with the list empty, as before.
public struct Skein {
    public var colors: [String]

    public init(_ colors: String...) {
        self.colors = colors
    }
}
