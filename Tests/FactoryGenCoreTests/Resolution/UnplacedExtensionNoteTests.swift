import Testing
@testable import FactoryGenCore

/// Types nested in an extension that no holder takes (a generic standard type, one FactoryRuntime
/// does not provide, a type of another module) get no code, and no file could be added to
/// includes for a standard one: the note says what the extended name is instead. Those of a
/// non-generic standard type it provides get code (``StandardTypeHolderTests``).
@Suite struct UnplacedExtensionNoteTests {
    @Test func anExtensionOfAStandardTypeOrAnAliasOfOneIsNotSentToIncludes() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Shop", line: 1),
        ], extensions: [
            Syntax.extensionOf("Request", line: 3, nested: [Syntax.declaration(.struct, "Scoop", line: 4, scope: ["Request"])]),
            Syntax.extensionOf("Swift.Array", line: 6, nested: [
                Syntax.declaration(.enum, "Sign", line: 7, scope: ["Array"]),
                Syntax.declaration(.enum, "Parity", line: 8, scope: ["Array"]),
            ]),
            Syntax.extensionOf("Vendor", line: 10, nested: [Syntax.declaration(.struct, "Crate", line: 11, scope: ["Vendor"])]),
        ], typealiases: [Syntax.alias("Request", "Fetch", line: 12), Syntax.alias("Fetch", "URLRequest", line: 13),
                         Syntax.alias("Vendor", "Wholesale.Vendor", line: 14)])
        #expect(plan.types.map(\.name) == ["Shop"])
        #expect(plan.diagnostics == [
            .note("no code for 'Scoop' in 'extension Request': 'Request' is a typealias of 'URLRequest', a standard type FactoryRuntime "
                + "does not provide, whose nested types factorygen does not follow; write `extension Request.Scoop: Providable` in your "
                + "test target", at: Syntax.at(3, 1)),
            .note("no code for 'Sign', 'Parity' in 'extension Swift.Array': 'Swift.Array' is a generic standard type, whose nested types "
                + "factorygen does not follow; write their `Providable` conformances in your test target", at: Syntax.at(6, 1)),
            .note("no code for 'Crate' in 'extension Vendor': 'Vendor' is a typealias of 'Wholesale.Vendor', which is not declared in "
                + "the input files; add its file to includes", at: Syntax.at(10, 1)),
        ])
    }
}
