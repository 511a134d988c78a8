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

    /// The name among `candidates` closest to `written`, when it is close enough to be a
    /// plausible typo (`exclude` → `excludes`, `nmae` → `name`); ties go to the first in
    /// sorted order, so that the suggestion does not depend on the candidates' order.
    static func closest(to written: String, among candidates: some Sequence<String>) -> (name: String, distance: Int)? {
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = between(written, candidate)
            if let current = best, current.distance < distance || (current.distance == distance && current.name <= candidate) { continue }
            best = (candidate, distance)
        }
        guard let best else { return nil }
        let tolerance = max(1, min(3, best.name.count / 2))
        return best.distance <= tolerance ? best : nil
    }
}
