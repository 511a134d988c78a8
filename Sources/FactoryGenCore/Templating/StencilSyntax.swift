/// Stencil's own rules for splitting a tag's text into words and trimming them, kept exactly
/// (quirks included), so that a compiled template reads a tag as Stencil 0.15 does.
///
/// ```swift
/// StencilSyntax.smartSplit(#"if type.name == "A B""#) // ["if", "type.name", "==", "\"A B\""]
/// ```
enum StencilSyntax {
    /// Splits `text` at `separator` outside quotes, and glues `,`, `|` and `:` to their
    /// neighbours and `(`/`)` apart, as Stencil's `smartSplit` does.
    static func smartSplit(_ text: String, separator: Character = " ") -> [String] {
        // A tag is almost always ASCII, where a byte is a character: split its bytes, many
        // times faster than walking its characters.
        if let byte = separator.asciiValue, isASCII(text) {
            return smartSplit(Array(text.utf8), separator: byte, quotes: (UInt8(ascii: "'"), UInt8(ascii: "\"")), appendWord: appendASCIIWord)
        }
        return smartSplitCharacters(text, separator: separator)
    }

    /// ``smartSplit(_:separator:)`` over characters, as Stencil walks them: what a tag that is
    /// not all ASCII takes, and what tests compare the byte walk with.
    static func smartSplitCharacters(_ text: String, separator: Character) -> [String] {
        smartSplit(Array(text), separator: separator, quotes: ("'", "\"")) { word, components in
            appendWord(String(word), to: &components)
        }
    }

    private static func smartSplit<Element: Equatable>(
        _ elements: [Element], separator: Element, quotes: (single: Element, double: Element),
        appendWord: (ArraySlice<Element>, inout [String]) -> Void
    ) -> [String] {
        // One buffer for every word: emptied, not reallocated, after each.
        var word: [Element] = []
        word.reserveCapacity(elements.count)
        var components: [String] = []
        var separate = separator
        var singleQuoteCount = 0
        var doubleQuoteCount = 0
        for element in elements {
            if element == quotes.single {
                singleQuoteCount += 1
            } else if element == quotes.double {
                doubleQuoteCount += 1
            }
            if element == separate {
                if separate != separator {
                    word.append(separate)
                } else if (singleQuoteCount.isMultiple(of: 2) || doubleQuoteCount.isMultiple(of: 2)) && !word.isEmpty {
                    appendWord(word[...], &components)
                    word.removeAll(keepingCapacity: true)
                }
                separate = separator
            } else {
                if separate == separator && (element == quotes.single || element == quotes.double) {
                    separate = element
                }
                word.append(element)
            }
        }
        if !word.isEmpty {
            appendWord(word[...], &components)
        }
        return components
    }

    /// The words Stencil's `specialCharacters.contains(word)` finds: that `contains` is
    /// Foundation's substring search, so they are the non-empty runs of `",|:"`. Looked up in a
    /// set here: the search went through a bridged `NSString` for every word.
    private static let specialCharacterRuns: Set<String> = [",", "|", ":", ",|", "|:", ",|:"]

    private static func appendWord(_ word: String, to components: inout [String]) {
        let specialCharacters = ",|:"
        guard !components.isEmpty else {
            components.append(word)
            return
        }
        if let precedingCharacter = components.last?.last, specialCharacters.contains(precedingCharacter) {
            if components.count == 1 && word == "for" {
                components.append(word)
            } else {
                components[components.count - 1] += word
            }
        } else if specialCharacterRuns.contains(word) {
            components[components.count - 1] += word
        } else if word != "(" && word.first == "(" || word != ")" && word.first == ")" {
            components.append(String(word.prefix(1)))
            appendWord(String(word.dropFirst()), to: &components)
        } else if word != "(" && word.last == "(" || word != ")" && word.last == ")" {
            appendWord(String(word.dropLast()), to: &components)
            components.append(String(word.suffix(1)))
        } else {
            components.append(word)
        }
    }

    /// ``appendWord(_:to:)`` on an ASCII word's bytes, each a character: the same rules,
    /// without a `String` made for each test.
    private static func appendASCIIWord(_ word: ArraySlice<UInt8>, to components: inout [String]) {
        func isSpecial(_ byte: UInt8) -> Bool { byte == UInt8(ascii: ",") || byte == UInt8(ascii: "|") || byte == UInt8(ascii: ":") }
        func isParenthesis(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") }
        func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
        guard let last = components.last?.utf8.last else {
            components.append(string(word))
            return
        }
        if isSpecial(last) {
            if components.count == 1 && word.elementsEqual("for".utf8) {
                components.append(string(word))
            } else {
                components[components.count - 1] += string(word)
            }
        } else if isSpecialRun(word) {
            components[components.count - 1] += string(word)
        } else if word.count > 1, isParenthesis(word[word.startIndex]) {
            // `(x` is `(` and `x`, as `x)` is `x` and `)`; a lone `(` or `)` stays a word.
            components.append(string(word.prefix(1)))
            appendASCIIWord(word.dropFirst(), to: &components)
        } else if word.count > 1, isParenthesis(word[word.endIndex - 1]) {
            appendASCIIWord(word.dropLast(), to: &components)
            components.append(string(word.suffix(1)))
        } else {
            components.append(string(word))
        }
    }

    private static let specialRun = Array(",|:".utf8)

    /// Whether `word` is one of ``specialCharacterRuns``: a non-empty run of `",|:"`.
    private static func isSpecialRun(_ word: ArraySlice<UInt8>) -> Bool {
        guard let first = word.first, let offset = specialRun.firstIndex(of: first), word.count <= specialRun.count - offset else { return false }
        return word.elementsEqual(specialRun[offset..<(offset + word.count)])
    }

    /// Whether every byte of `text` is a character of its own, so that its tags can be read on
    /// bytes, many times faster than on characters.
    static func isASCII(_ text: String) -> Bool {
        // Over the string's own bytes when it has them, as a native string does: a loop over
        // a buffer, where one over `String.UTF8View` steps an index a byte at a time.
        text.utf8.withContiguousStorageIfAvailable(isASCII) ?? isASCII(text.utf8)
    }

    /// ``isASCII(_:)-(String)`` on bytes already at hand: a template's tag as the lexer reads it.
    static func isASCII(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    /// Stencil's `trim(character:)`: drops `character` from both ends, except that trailing
    /// ones stay when only the first character is something else (`"x  "` stays as it is).
    static func trim(_ text: String, _ character: Character = " ") -> String {
        // Both ASCII, the usual case: the same walk over bytes, each a character.
        if let byte = character.asciiValue, isASCII(text) {
            return String(text[trimmedRange(text.utf8, byte)])
        }
        return String(text[trimmedRange(text, character)])
    }

    /// The part of `text` that ``trim(_:_:)`` keeps, over characters or bytes.
    static func trimmedRange<Text: BidirectionalCollection>(_ text: Text, _ element: Text.Element) -> Range<Text.Index>
        where Text.Element: Equatable {
        guard !text.isEmpty else { return text.startIndex..<text.endIndex }
        let first = text.firstIndex { $0 != element } ?? text.startIndex
        var last = text.endIndex
        var index = text.index(before: text.endIndex)
        while index != text.startIndex {
            if text[index] != element {
                last = text.index(after: index)
                break
            }
            index = text.index(before: index)
        }
        guard first <= last else { return first..<first }
        return first..<last
    }
}
