import Testing
@testable import FactoryGenCore

/// Which names the generated code backticks: every keyword, `Type` and `Protocol`, and nothing
/// else, whatever shortcut the check takes for names that cannot be keywords.
@Suite struct IdentifierEscapingTests {
    @Test func everyKeywordIsBackticked() {
        for keyword in Identifier.keywords.sorted() + ["Type", "Protocol"] {
            #expect(Identifier.escaped(keyword) == "`\(keyword)`", "\(keyword)")
        }
    }

    @Test func otherNamesAreWrittenAsTheyAre() {
        let names = ["id", "name", "defaultValue", "Default", "DEFAULT", "defaults", "_default", "default_", "default2", "classes",
                     "precedencegroups", "a", "x", "ö", "für", "Types", "protocolName", "selfie", "Self_", "type", "protocoL"]
        for name in names {
            #expect(Identifier.escaped(name) == name, "\(name)")
        }
    }
}
