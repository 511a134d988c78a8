import Testing
@testable import FactoryGenCore

/// `init(from:)` may read a member of an extension of `Decoder` on its decoder without a
/// `try` (`decoder.ledger`); one that traps on what the made-up decoder lacks (its `userInfo`
/// is empty) stops decoding as a force unwrap in `init(from:)` itself would.
@Suite struct DecoderExtensionDecodingTests {
    private func resolve(_ source: String) -> GenerationPlan {
        Resolver().resolve([Parser.parse("""
            public final class Ledger { public init() {} }
            extension CodingUserInfoKey { static let ledger = CodingUserInfoKey(rawValue: "ledger")! }
            extension Decoder {
                var ledger: Ledger { userInfo[.ledger] as! Ledger }
                var lenientLedger: Ledger { userInfo[.ledger] as? Ledger ?? Ledger() }
                func checkedLedger() -> Ledger { guard let ledger = userInfo[.ledger] as? Ledger else { fatalError() }; return ledger }
            }

            """ + source, path: "Models.swift")])
    }

    private func reason(_ name: String, in plan: GenerationPlan) -> String? {
        plan.skipped.first { $0.name == name }?.reason
    }

    /// Skipped at the read, in its `init(from:)`.
    @Test func aTrappingPropertyReadWithoutATryStopsDecoding() {
        let plan = resolve("""
            public struct Receipt: Decodable {
                let ledger: Ledger
                public init(from decoder: any Decoder) throws { ledger = decoder.ledger }
            }
            public struct Invoice: Decodable {
                let ledger: Ledger
                public init(from decoder: any Decoder) throws { ledger = decoder.checkedLedger() }
            }
            """)
        #expect(plan.type("Receipt") == nil)
        #expect(reason("Receipt", in: plan) == "can only be decoded, and decoding may stop on a made-up value (at Models.swift:10:62)")
        #expect(reason("Invoice", in: plan) == "can only be decoded, and decoding may stop on a made-up value (at Models.swift:14:62)")
    }

    /// A member that cannot stop leaves the type decoded; one the inputs do not declare may
    /// do anything, as an undeclared helper may.
    @Test func aLenientMemberIsFineAndAnUndeclaredOneIsNot() {
        let plan = resolve("""
            public struct Receipt: Decodable {
                let ledger: Ledger
                public init(from decoder: any Decoder) throws { ledger = decoder.lenientLedger }
            }
            public struct Invoice: Decodable {
                let ledger: Ledger
                public init(from decoder: any Decoder) throws { ledger = decoder.ledgerFromElsewhere }
            }
            """)
        #expect(plan.type("Receipt")?.providable?.expression == "ProvidingDecoder.decode(Self.self)")
        #expect(reason("Invoice", in: plan) == "can only be decoded, and decoding may stop on a made-up value (at Models.swift:14:62)")
    }
}
