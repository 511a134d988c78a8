/// Objects that point back at the object holding them: each section keeps its orchestra, as a
/// view model keeps its owner. The law driver writes an object it meets again below itself as a
/// repeat of it, not again down to its depth limit.
public final class Orchestra {
    public let name: String
    public private(set) var sections: [OrchestraSection] = []

    public init(name: String) {
        self.name = name
        sections = ["strings", "brass", "woodwinds", "percussion"].map { OrchestraSection(title: $0, orchestra: self) }
    }
}

/// Built on its own, it holds a made-up orchestra only while something else keeps it.
public final class OrchestraSection {
    public let title: String
    public weak var orchestra: Orchestra?

    public init(title: String, orchestra: Orchestra?) {
        self.title = title
        self.orchestra = orchestra
    }
}
