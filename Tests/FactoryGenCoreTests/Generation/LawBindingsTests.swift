import Testing
@testable import FactoryGenCore
import FactoryGenVerification

/// What the law driver binds a generic type's parameters to when `Int` may not satisfy their
/// constraints (the real-code check's mode).
@Suite struct LawBindingsTests {
    private let models = Parser.parse("""
        protocol Scalar: FixedWidthInteger, Sendable {}
        protocol WideScalar: Scalar {}
        extension UInt32: WideScalar {}
        protocol Unmet {}
        struct Modulus<T: Scalar> { var value: T }
        struct Wide<T: WideScalar & Sendable> { var value: T }
        struct Keyed<K: Hashable> { var key: K }
        struct Plain<Item> { var item: Item }
        struct Consumer<Label: Hashable> { struct Entry { var label: Label } }
        struct Stranded<T: Unmet> { var value: T }
        struct Filtered<T: Scalar> where T: Codable { var value: T }
        """, path: "Models/App.swift")

    private func driver() -> String {
        let plan = Resolver(testableImports: ["App"]).resolve([models])
        return LawDriver.source(plan: plan, files: [models], generated: "", extra: "", bindsConstrainedGenerics: false, seeds: 1)
    }

    @Test func aParameterOfTheModelsProtocolIsBoundToAStandardTypeTheyMakeConform() {
        let source = driver()
        // Through the protocol that refines `Scalar`, and for a composition with a standard one.
        #expect(source.contains("extension App.Modulus where T == UInt32 {"))
        #expect(source.contains("extension App.Wide where T == UInt32 {"))
        #expect(source.contains("typealias Checked = App.Modulus<UInt32>"))
        // Standard protocols `Int` conforms to, and no constraint, keep `Int`.
        #expect(source.contains("extension App.Keyed where K == LawInt {"))
        #expect(source.contains("extension App.Plain where Item == LawInt {"))
        // A nested type is bound with its parent's parameters.
        #expect(source.contains("extension App.Consumer.Entry where Label == LawInt {"))
    }

    @Test func aParameterNoDeclaredConformanceMeetsLeavesItsTypeOut() {
        let source = driver()
        #expect(!source.contains("extension App.Stranded"))
        #expect(!source.contains("extension App.Filtered"), "a `where` clause")
    }
}
