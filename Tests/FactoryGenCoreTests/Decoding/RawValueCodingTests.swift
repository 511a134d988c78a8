import Testing
@testable import FactoryGenCore

/// A `RawRepresentable` struct whose raw value is one of the standard library's raw types is
/// coded by the standard library as that one value, never by keys.
@Suite struct RawValueCodingTests {
    /// swift-bson's `BSONBinary.Subtype` got a lens that replaced a `rawValue` key its decoding
    /// never read: setting gave back the old value.
    @Test func itGetsNoLensThatReplacesACodingKey() {
        let plan = resolvePlan("""
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
        let plan = resolvePlan("""
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

    /// LoopKit's `TemporaryScheduleOverride` (a `[String: Any]` raw value, keyed coding) was
    /// built with an initializer that traps on a made-up argument, as if decoding went through
    /// its `init?(rawValue:)`, which may return nil: synthesized decoding never calls it.
    @Test func decodingWithAnotherRawTypeDoesNotStopWhereInitRawValueMay() {
        let plan = resolvePlan("""
            struct Stay: RawRepresentable, Hashable, Codable {
                typealias RawValue = [String: Any]
                var nights: Int
                init(nights: Int) {
                    precondition(nights > 0)
                    self.nights = nights
                }
                init?(rawValue: RawValue) {
                    guard let nights = rawValue["nights"] as? Int else { return nil }
                    self.init(nights: nights)
                }
                var rawValue: RawValue { ["nights": nights] }
            }
            """)
        #expect(plan.type("App.Stay")?.providable?.expression == "Self(rawValue: [:]) ?? ProvidingDecoder.decode(Self.self)")
    }

    /// `let rawValue: RawValue` names the raw type through the alias: a `String` is coded by
    /// the standard library as that one value, and no lens replaces a `rawValue` key.
    @Test func aRawValueNamedThroughItsAliasIsAStandardRawType() {
        let plan = resolvePlan("""
            struct Handle: RawRepresentable, Hashable, Codable {
                typealias RawValue = String
                static let anonymous = Handle(rawValue: "anonymous")!
                let rawValue: RawValue
                init?(rawValue: RawValue) {
                    guard !rawValue.isEmpty else { return nil }
                    self.rawValue = rawValue
                }
            }
            """)
        #expect(plan.type("App.Handle")?.lenses.isEmpty == true)
    }

    /// A plain name may stand for `String` through an alias declared anywhere: its coding may
    /// go through `init?(rawValue:)`, whose stop still counts.
    @Test func aRawValueOfAPlainNameStillStopsWhereInitRawValueMay() {
        let plan = resolvePlan("""
            typealias Handle = String
            struct Tag: RawRepresentable, Hashable, Codable {
                let rawValue: Handle
                init?(rawValue: Handle) {
                    guard !rawValue.isEmpty else { return nil }
                    self.rawValue = rawValue
                }
            }
            """)
        #expect(plan.type("App.Tag") == nil)
        #expect(plan.skipped.first { $0.name == "Tag" }?.reason.contains("decoding may stop") == true)
    }

    /// okta/okta-mobile-swift's `JWT` trapped in factorygen-check: its `init?(rawValue:)` is
    /// `try? self.init(rawValue)`, which fails where that initializer throws, with no `return nil`.
    @Test func anInitRawValueThatTriesAThrowingInitializerStopsDecoding() {
        let plan = resolvePlan("""
            struct Code: RawRepresentable, Codable {
                let rawValue: String
                init?(rawValue: String) { try? self.init(text: rawValue) }
                init(text: String) throws {
                    guard text.hasPrefix("#") else { throw CocoaError(.coderInvalidValue) }
                    rawValue = text
                }
            }
            """)
        #expect(plan.type("App.Code")?.providable == nil)
    }
}
