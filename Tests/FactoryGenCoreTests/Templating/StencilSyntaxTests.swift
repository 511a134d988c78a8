import Testing
@testable import FactoryGenCore

@Suite struct StencilSyntaxTests {
    @Test func splitsATagAsStencilDoes() {
        #expect(StencilSyntax.smartSplit(#"if type.name == "A B""#) == ["if", "type.name", "==", "\"A B\""])
        // `,`, `|` and `:` glue to their neighbours; parentheses come apart.
        #expect(StencilSyntax.smartSplit("names | join : \", \"") == ["names|join:\", \""])
        #expect(StencilSyntax.smartSplit("if (a and b)") == ["if", "(", "a", "and", "b", ")"])
        #expect(StencilSyntax.smartSplit("for x, y in pairs") == ["for", "x,y", "in", "pairs"])
        #expect(StencilSyntax.smartSplit("a|b:'x y',c", separator: "|") == ["a", "b:'x y',c"])
    }

    /// The byte walk that ASCII tags take against the character walk, kept as Stencil wrote it,
    /// on 4,000 random tags made of the characters the rules treat apart.
    @Test func splitsRandomASCIITagsAsTheCharacterWalkDoes() {
        var generator = LexerPropertyTests.SplitMix(state: 0x5EED)
        let letters: [Character] = ["a", "b", "f", "o", "r", " ", " ", "(", ")", ",", "|", ":", "'", "\"", "."]
        let words = ["for", "in", "(", ")", ",|", "|:", ",|:"]
        var differences: [String] = []
        for _ in 0..<4_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...10, using: &generator) {
                if Bool.random(using: &generator) {
                    text += words.randomElement(using: &generator)!
                } else {
                    text.append(letters.randomElement(using: &generator)!)
                }
            }
            for separator: Character in [" ", "|", ":", ","] {
                let bytes = StencilSyntax.smartSplit(text, separator: separator)
                let characters = StencilSyntax.smartSplitCharacters(text, separator: separator)
                if bytes != characters { differences.append("\(separator) \(text): \(bytes) ≠ \(characters)") }
            }
        }
        #expect(differences.count == 0, "first differences: \(differences.prefix(3))")
    }
}
