import Testing
@testable import FactoryGenCore

/// A conformance written as a composition, or through a typealias of one, counts as each of its
/// protocols written alone.
@Suite struct InheritanceClauseTests {
    /// MaxHasADHD/TraktKit's models conform to `typealias TraktObject = Codable & Hashable &
    /// Sendable`; those whose only initializer is `init(from:)` were skipped as having none.
    @Test func aTypealiasOfACompositionMakesATypeDecodable() {
        let plan = resolvePlan("""
            typealias Entry = Codable & Hashable & Sendable
            struct Pledge: Entry {
                let donor: String
                init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    donor = try container.decode(String.self)
                }
            }
            """)
        #expect(plan.type("App.Pledge")?.providable?.expression == "ProvidingDecoder.decode(Self.self)")
    }

    @Test func aCompositionInTheClauseMakesATypeDecodable() {
        let plan = resolvePlan("""
            struct Tally: Decodable & Equatable {
                let count: Int
                init(from decoder: any Decoder) throws {
                    count = try decoder.singleValueContainer().decode(Int.self)
                }
            }
            """)
        #expect(plan.type("App.Tally")?.providable?.expression == "ProvidingDecoder.decode(Self.self)")
    }

    /// Resolved whole, `Hashable & Stamped` named no protocol of the inputs: `Seal` was no
    /// conformer of `Stamped`, and a field of `any Stamped` could not be provided.
    @Test func aProtocolInACompositionWithAStandardOneFindsItsConformer() {
        let plan = resolvePlan("""
            protocol Stamped {}
            typealias Mark = Stamped & Sendable
            struct Seal: Hashable & Stamped { let ink: String }
            struct Wax: Mark { let color: String }
            struct Receipt { let stamp: any Stamped }
            struct Envelope { let mark: any Mark }
            """)
        #expect(plan.type("App.Receipt")?.providable?.expression == "Self(stamp: Factory<App.Seal>.provide())")
        #expect(plan.type("App.Envelope")?.providable != nil)
    }

    /// An alias of a type of the inputs is left as written: lookup follows it, as before.
    @Test func anAliasOfAClassIsStillItsSuperclass() {
        let plan = resolvePlan("""
            class Base { let id: Int; init(id: Int) { self.id = id } }
            typealias Root = Base
            final class Leaf: Root {}
            """)
        #expect(plan.type("App.Leaf")?.providable != nil)
    }
}
