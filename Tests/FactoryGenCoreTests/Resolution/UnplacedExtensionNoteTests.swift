import Testing
@testable import FactoryGenCore

/// Types nested in an extension of a standard type get no code, and no file could be added to
/// includes for them: the note says what the extended name is instead (MacPaw/OpenAI declares
/// `typealias Model = String` and `Model.Filter` in an extension of it).
@Suite struct UnplacedExtensionNoteTests {
    @Test func anExtensionOfAStandardTypeOrAnAliasOfOneIsNotSentToIncludes() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Shop", line: 1),
        ], extensions: [
            Syntax.extensionOf("Flavor", line: 3, nested: [Syntax.declaration(.struct, "Scoop", line: 4, scope: ["Flavor"])]),
            Syntax.extensionOf("Swift.Int", line: 6, nested: [
                Syntax.declaration(.enum, "Sign", line: 7, scope: ["Int"]),
                Syntax.declaration(.enum, "Parity", line: 8, scope: ["Int"]),
            ]),
            Syntax.extensionOf("Vendor", line: 10, nested: [Syntax.declaration(.struct, "Crate", line: 11, scope: ["Vendor"])]),
        ], typealiases: [Syntax.alias("Flavor", "Taste", line: 12), Syntax.alias("Taste", "String", line: 13),
                         Syntax.alias("Vendor", "Wholesale.Vendor", line: 14)])
        #expect(plan.types.map(\.name) == ["Shop"])
        #expect(plan.diagnostics == [
            .note("no code for 'Scoop' in 'extension Flavor': 'Flavor' is a typealias of 'String', a standard type, whose nested types "
                + "factorygen does not follow; write `extension Flavor.Scoop: Providable` in your test target", at: Syntax.at(3, 1)),
            .note("no code for 'Sign', 'Parity' in 'extension Swift.Int': 'Swift.Int' is a standard type, whose nested types factorygen "
                + "does not follow; write their `Providable` conformances in your test target", at: Syntax.at(6, 1)),
            .note("no code for 'Crate' in 'extension Vendor': 'Vendor' is a typealias of 'Wholesale.Vendor', which is not declared in "
                + "the input files; add its file to includes", at: Syntax.at(10, 1)),
        ])
    }
}
