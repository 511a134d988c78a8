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
