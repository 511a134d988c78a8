@testable import FactoryGenCore
import Testing

/// Which types' `provide()` differs from call to call (`ProvidablePlan.varies`), which the law
/// driver reads: a type built only by an initializer that reads the time or a new identifier,
/// and every type whose construction builds one.
struct VaryingValuesTests {
    private func varies(_ source: String) -> [String: Bool] {
        let plan = Resolver().resolve([Parser.parse(source, path: "Models.swift")])
        return Dictionary(uniqueKeysWithValues: plan.types.map { ($0.name, $0.providable?.varies ?? false) })
    }

    @Test func spreadsFromAValueStampedWithTheTimeToWhatBuildsIt() {
        let found = varies("""
            import Foundation
            struct Ticket {
                let issued: Date
                init() { issued = Date() }
            }
            struct Ride { var line: String; var ticket: Ticket }
            enum Trip { case booked([Ride]), cancelled }
            struct Locker { var id = UUID(); var number: Int }
            struct Kiosk { var locker: Locker; let trip: Trip? }
            struct Gate { var pass: Pass }
            struct Pass { let ticket: Ticket }
            extension Pass: Providable {}
            """)
        #expect(found["Ticket"] == true)
        #expect(found["Ride"] == true, "a field's")
        #expect(found["Trip"] == true, "a case's payload, in an array")
        #expect(found["Kiosk"] == true, "through an optional")
        // A default read of `UUID()` is passed its provided value; a conformance the user
        // wrote is taken at its word.
        #expect(found["Locker"] == false)
        #expect(found["Gate"] == false)
    }

    @Test func spreadsToADecodingThatMayAskForSuchAValue() {
        let found = varies("""
            import Foundation
            struct Stamp: Decodable {
                let at: Date
                init() { at = Date() }
                init(from decoder: Decoder) throws { at = Date() }
            }
            struct Note: Decodable {
                let stamp: Stamp?
                init(from decoder: Decoder) throws {
                    stamp = try? decoder.singleValueContainer().decode(Stamp.self)
                }
            }
            struct Label: Decodable {
                let text: String?
                init(from decoder: Decoder) throws { text = nil }
            }
            """)
        #expect(found["Stamp"] == true)
        #expect(found["Note"] == true, "its optional field's slot needs nothing, yet its init(from:) decodes a stamp")
        #expect(found["Label"] == false)
    }

    /// A type made only by a static function that draws at random (an ATProto TID's `mock()`)
    /// varies, and so does what holds one: the law driver read two equal values before.
    @Test func spreadsFromAStaticFactoryThatDrawsAtRandom() {
        let found = varies("""
            struct Serial {
                private let letters: String
                private init(letters: String) { self.letters = letters }
                static func draw() -> Serial { Serial(letters: String("ab".randomElement() ?? "a")) }
            }
            struct Voucher { var serial: Serial; var amount: Int }
            struct Placard {
                private let label: String
                private init(label: String) { self.label = label }
                static func blank() -> Placard { Placard(label: "") }
            }
            """)
        #expect(found["Serial"] == true)
        #expect(found["Voucher"] == true)
        #expect(found["Placard"] == false)
    }

    /// An initializer that draws through a static function of its own type (ChimeHQ/
    /// OAuthenticator's `PKCEVerifier`, whose verifier comes from `PKCEVerifier.randomString(length:)`)
    /// varies as one that draws in its own body does, and so does what holds one; a static
    /// helper that draws nothing, or another type's, does not make it vary.
    @Test func spreadsFromAStaticHelperOfItsOwnTypeThatDrawsAtRandom() {
        let found = varies("""
            struct Salt {
                let text: String
                static func randomText(_ length: Int) -> String { String((0..<length).map { _ in "ab".randomElement() ?? "a" }) }
                init(length: Int) { self.text = Salt.randomText(length) }
            }
            struct Pepper {
                let text: String
                static func pick() -> String { "ab".randomElement().map(String.init) ?? "a" }
                init() { text = Self.pick() }
            }
            struct Dish { var name: String; var salt: Salt }
            struct Garnish {
                let text: String
                static func plain(_ length: Int) -> String { String(repeating: "a", count: length) }
                init(length: Int) { self.text = Garnish.plain(length) }
            }
            struct Plate {
                let text: String
                init(length: Int) { self.text = Other.randomText(length) }
            }
            enum Other { static func randomText(_ length: Int) -> String { String("ab".randomElement() ?? "a") } }
            """)
        #expect(found["Salt"] == true)
        #expect(found["Pepper"] == true)
        #expect(found["Dish"] == true)
        #expect(found["Garnish"] == false)
        #expect(found["Plate"] == false)
    }

    /// A `let` its declaration sets to a new identifier or the time is set by every initializer
    /// and by nothing after: a value built anew varies, and so does what holds one; one read
    /// from a `static let` is the same value each time.
    @Test func spreadsFromAConstantSetByItsDeclaration() {
        let found = varies("""
            import Foundation
            struct Receipt { var total: Int; let id = UUID() }
            struct Voucher {
                var code: String
                let minted: Date = .init()
                init(code: String) { self.code = code }
            }
            enum Slip { case receipt(Receipt), voucher(Voucher) }
            struct Drawer { var slips: [Slip] }
            struct Token {
                let id = UUID()
                private init() {}
                static let house = Token()
            }
            struct Tray { var tokens: [Token] }
            struct Coupon { var code: String; var expires: Date = .distantFuture }
            """)
        #expect(found["Receipt"] == true)
        #expect(found["Voucher"] == true, "`.init()` of a Date")
        #expect(found["Slip"] == true)
        #expect(found["Drawer"] == true)
        #expect(found["Token"] == false, "a static constant is read, not built")
        #expect(found["Tray"] == false)
        #expect(found["Coupon"] == false)
    }
}

/// A stored `let` whose value reads the time or a new identifier (braintree_ios's analytics
/// event, `let timestamp = String(Date().utcTimestampMilliseconds)`) is set anew by every
/// initializer, memberwise or not, and no argument replaces it: the type varies, and so does
/// what builds it. One that is only passed such a value, as a `var` default is, does not.
struct StampedConstantTests {
    @Test func aLetStampedWithTheTimeMakesEveryInitializerVary() {
        let plan = Resolver().resolve([Parser.parse("""
            import Foundation
            struct Slip {
                let printed = "\\(Date().timeIntervalSince1970)"
                var amount: Int
            }
            final class Till {
                let opened = UUID().uuidString
                let name: String
                init(name: String) { self.name = name }
            }
            struct Batch { var slips: [Slip] }
            struct Plain { let kind = "cash"; var amount: Int }
            """, path: "Models.swift")])
        let varies = Dictionary(uniqueKeysWithValues: plan.types.map { ($0.name, $0.providable?.varies ?? false) })
        #expect(varies == ["Slip": true, "Till": true, "Batch": true, "Plain": false])
    }
}
