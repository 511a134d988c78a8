/// Two initializers that may trap: the one taking every field checks them against each other,
/// which made-up values fail (`1 == 1 * 2`), while the one taking fewer works the length out
/// and only checks a flag. The one with fewer parameters is called.
public struct Frame: Sendable {
    public var length: Int
    public var marks: Int
    public var label: String?

    public init(length: Int, marks: Int, label: String?) {
        assert(length == marks * 2 + (label == nil ? 0 : 1), "the length counts two per mark and one for a label")
        self.length = length
        self.marks = marks
        self.label = label
    }

    public init(marks: Int, labelled: Bool = false) {
        assert(!labelled, "labels are set afterwards")
        self.marks = marks
        self.length = marks * 2
        self.label = nil
    }
}
