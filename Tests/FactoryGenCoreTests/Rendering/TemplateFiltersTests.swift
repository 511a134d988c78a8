import Testing
@testable import FactoryGenCore

@Test func withoutFoldersKeepsFileNamesOnly() {
    #expect(TemplateFilters.withoutFolders("init(a:) at /home/me/App/User.swift:3:5") == "init(a:) at User.swift:3:5")
    #expect(TemplateFilters.withoutFolders("memberwise initializer") == "memberwise initializer")
    #expect(TemplateFilters.withoutFolders("a/b c/d/e") == "b e")
    // An absolute path may hold spaces: it runs to its last `/` before a `:`.
    #expect(TemplateFilters.withoutFolders("/Users/me/My App/Payment Methods/Card.swift") == "Card.swift")
    #expect(TemplateFilters.withoutFolders("init(a:) at /src/My App/User.swift:3:5") == "init(a:) at User.swift:3:5")
    #expect(TemplateFilters.withoutFolders("https://example.com/a") == "a")
}

/// The filter's rule read character by character, as the filter first did: the byte version
/// must cut every text at the same places.
private func withoutFoldersByCharacters(_ text: String) -> String {
    var output = ""
    var rest = Substring(text)
    while let slash = rest.firstIndex(of: "/") {
        let wordStart = rest[..<slash].lastIndex(of: " ").map { rest.index(after: $0) } ?? rest.startIndex
        output += rest[..<wordStart]
        let end = wordStart == slash
            ? rest[slash...].firstIndex(of: ":") ?? rest.endIndex
            : rest[slash...].firstIndex(of: " ") ?? rest.endIndex
        rest = rest[rest.index(after: rest[slash..<end].lastIndex(of: "/") ?? slash)...]
    }
    return output + rest
}

@Test func withoutFoldersCutsRandomTextsWhereTheCharacterRuleDoes() {
    var generator = LexerPropertyTests.SplitMix(state: 0x5EED_F01D)
    // Non-ASCII letters, but no combining mark: one after a `/` would make a single character of
    // both, which the character rule would not read as a slash.
    let pieces = ["a", "Zz", "/", "/", " ", ":", ".", "é", "日本", "🙂", "My App", "3:5"]
    var differences: [String] = []
    for _ in 0..<2_000 {
        let text = (0..<Int.random(in: 0...14, using: &generator))
            .map { _ in pieces.randomElement(using: &generator)! }.joined()
        if TemplateFilters.withoutFolders(text) != withoutFoldersByCharacters(text) { differences.append(text) }
    }
    #expect(differences.count == 0, "first differences: \(differences.prefix(3))")
}
