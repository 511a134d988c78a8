import Testing
@testable import FactoryGenCore

/// `NSNumber` is one of FactoryRuntime's standard types, `0` as `Int` is: models that face
/// Objective-C keep their identifiers and prices so, and were skipped for lack of one.
@Suite struct FoundationNumberTests {
    @Test func aNumberFieldIsProvidedAndHasALens() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            import Foundation
            struct Coupon {
                let code: String
                let discount: NSNumber
                var ceiling: Foundation.NSNumber?
                var tiers: [NSNumber]
            }
            """, path: "Models/App.swift")])
        #expect(plan.skipped.isEmpty)
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.type("App.Coupon")?.providable?.expression
            == "Self(code: Factory<String>.provide(), discount: Factory<NSNumber>.provide(), tiers: Factory<[NSNumber]>.provide())")
        #expect(plan.type("App.Coupon")?.lenses.map(\.name) == ["_code", "_discount", "_ceiling", "_tiers"])
    }
}
