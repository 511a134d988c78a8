import Testing
@testable import FactoryGenCore

/// A `RawRepresentable` struct whose raw value is one of the standard library's raw types is
/// coded by the standard library as that one value, never by keys.
@Suite struct RawValueCodingTests {
    private func plan(_ source: String) -> GenerationPlan {
        Resolver(testableImports: ["App"]).resolve([Parser.parse(source, path: "Models/App.swift")])
    }

    /// swift-bson's `BSONBinary.Subtype` got a lens that replaced a `rawValue` key its decoding
    /// never read: setting gave back the old value.
    @Test func itGetsNoLensThatReplacesACodingKey() {
        let plan = plan("""
            struct Kind: RawRepresentable, Hashable, Codable {
                static let plain = Kind(rawValue: 0)!
                let rawValue: UInt8
                init?(rawValue: UInt8) {
                    guard rawValue < 8 else { return nil }
                    self.rawValue = rawValue
                }
            }
            """)
        #expect(plan.type("App.Kind")?.lenses.isEmpty == true)
    }

    /// Of another raw type, its coding is synthesized, keyed, and a key can be replaced.
    @Test func aRawValueOfATypeOfTheInputsIsCodedByKeys() {
        let plan = plan("""
            struct Level: Hashable, Codable { var value: Int }
            struct Rank: RawRepresentable, Hashable, Codable {
                static let base = Rank(rawValue: Level(value: 0))!
                let rawValue: Level
                init?(rawValue: Level) {
                    guard rawValue.value >= 0 else { return nil }
                    self.rawValue = rawValue
                }
            }
            """)
        #expect(plan.type("App.Rank")?.lenses.map(\.strategy) == [.coding])
    }
}
