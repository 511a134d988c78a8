/// Two halves of a merge rule, as a rules file writes them: `left right`.
struct MergeRule: Hashable {
    let left: String
    let right: String

    init(_ left: String, _ right: String) {
        self.left = left
        self.right = right
    }

    /// From a rules-file line already split in two: an empty list is a programming error.
    init(halves: [String]) {
        left = halves[0]
        right = halves[1]
    }
}

/// A colour taken from its three channels in a list, its only way in.
struct Tint: Equatable {
    let red: Double
    let green: Double
    let blue: Double

    init(channels: [Double]) {
        red = channels[0]
        green = channels[1]
        blue = channels[2]
    }
}

/// A headline reads its first word only when there is one: no trap.
struct Headline: Equatable {
    let lead: String

    init(words: [String]) {
        lead = words.isEmpty ? "" : words[0]
    }
}
