/// Counts the lines of any text whose slices are `Substring`, as `String`'s are: it takes a
/// `String`.
public struct Verse {
    public let lineCount: Int

    public init<T: StringProtocol>(_ text: T) where T.SubSequence == Substring {
        let lines: [Substring] = text.split(separator: "\n", omittingEmptySubsequences: false)
        lineCount = lines.count
    }
}

/// Counts the letters of any text whose elements are characters: a `String` too.
public struct Refrain {
    public let letters: Int

    public init<T>(words: T) where T: StringProtocol, T.Element == Character, T.SubSequence == Swift.Substring {
        letters = words.filter(\.isLetter).count
    }
}

/// A slice that no standard type is evident for: skipped.
public struct Chorus {
    public let notes: Int

    public init<C: Collection>(_ notes: C) where C.SubSequence == ArraySlice<Int> {
        self.notes = notes.count
    }
}
