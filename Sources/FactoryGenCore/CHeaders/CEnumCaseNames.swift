/// The names Swift gives the constants of a C enum it imports as a Swift enum or an option
/// set: the words all constants share at the front are dropped and the first remaining word
/// is lowercased, as the Clang importer does.
///
/// ```swift
/// CEnumCaseNames.swiftNames(of: ["ShapeKindCircle", "ShapeKindSquare"], enumName: "ShapeKind")
/// // ["circle", "square"]
/// CEnumCaseNames.swiftNames(of: ["PermissionsRead"], enumName: "Permissions") // ["read"]
/// ```
enum CEnumCaseNames {
    static func swiftNames(of constants: [String], enumName: String) -> [String] {
        guard let first = constants.first else { return [] }
        var prefix = words(of: first)
        for other in constants.dropFirst() {
            let otherWords = words(of: other)
            var shared = 0
            while shared < prefix.count, shared < otherWords.count, prefix[shared] == otherWords[shared] { shared += 1 }
            prefix = Array(prefix.prefix(shared))
        }
        // Only words the enum's name has too are dropped (`ShapeKind` in `ShapeKindCircle`),
        // after a `k` of the `kConstant` convention; a plural name matches its singular.
        let convention = prefix.first == "k" ? 1 : 0
        let enumWords = words(of: enumName).map(trimmed)
        var matched = 0
        while convention + matched < prefix.count, matched < enumWords.count {
            let word = trimmed(prefix[convention + matched])
            guard word == enumWords[matched] || enumWords[matched] == word + "s" else { break }
            matched += 1
        }
        guard matched > 0 else { return constants }
        prefix = Array(prefix.prefix(convention + matched))
        return constants.map { constant in
            var kept = Array(words(of: constant).dropFirst(prefix.count))
            var dropped = prefix
            // A name cannot start with a digit, nor be empty: the importer keeps a word of the prefix.
            while let head = kept.first?.first, head.isNumber, let last = dropped.popLast() {
                kept.insert(last, at: 0)
            }
            let text = String(kept.joined().drop { $0 == "_" })
            if text.isEmpty { return constant }
            // An all-capitals name (`OK`, `TWO_THREE`) is kept as it is.
            return text.contains(where: \.isLowercase) ? lowercasedFirstWord(text) : text
        }
    }

    private static func trimmed(_ word: String) -> String {
        word.hasSuffix("_") ? String(word.dropLast()) : word
    }

    /// Words of a C identifier: a capital starts one (`ShapeKind` is `Shape`, `Kind`), a run of
    /// capitals is one (`URLPath` is `URL`, `Path`), and an underscore ends one (kept with it).
    static func words(of name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            var starts = false
            if character.isUppercase, let previous {
                starts = previous.isLowercase || previous.isNumber
                    || (previous.isUppercase && (next?.isLowercase ?? false))
            }
            if starts, !current.isEmpty, current.last != "_" {
                words.append(current)
                current = ""
            }
            current.append(character)
            if character == "_" {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `Circle` gives `circle`, `URLPath` gives `urlPath`, `RGB` gives `rgb`.
    static func lowercasedFirstWord(_ name: String) -> String {
        let characters = Array(name)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        guard upper > 0 else { return name }
        // In `URLPath` the `P` starts the next word and stays.
        let count = upper > 1 && upper < characters.count && characters[upper].isLowercase ? upper - 1 : upper
        return String(characters[..<count]).lowercased() + String(characters[count...])
    }
}
