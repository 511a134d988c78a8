/// Levenshtein distance, for "did you mean" suggestions.
enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions that turn
    /// `a` into `b`, counted on Unicode scalars.
    static func between(_ a: String, _ b: String) -> Int {
        let source = Array(a.unicodeScalars)
        let target = Array(b.unicodeScalars)
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for i in 1...source.count {
            current[0] = i
            for j in 1...target.count {
                let substitution = previous[j - 1] + (source[i - 1] == target[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[target.count]
    }
}
