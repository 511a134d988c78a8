import Testing
@testable import FactoryGenCore

/// Following the helpers an `init(from:)` tries into the functions the inputs declare.
@Suite struct DecodingHelpersTests {
    private static let helpers = DecodingHelpers(files: [
        Parser.parse("""
            extension KeyedDecodingContainer {
                func lenient(_ key: Key) throws -> String {
                    do { return try decode(String.self, forKey: key) } catch { throw error }
                }
                func checked(_ key: Key) throws -> Date {
                    guard let date = parse(try lenient(key)) else { throw Invalid() }
                    return date
                }
                func viaChecked(_ key: Key) throws -> Date { try checked(key) }
                func overloaded(_ key: Key) throws -> Int { 0 }
            }
            struct Parsing {
                static func overloaded(_ text: String) throws -> Int { Int(text)! }
                static func ping(_ n: Int) throws -> Int { try pong(n) }
                static func pong(_ n: Int) throws -> Int { try ping(n - 1) }
            }
            func topLevel(_ text: String) throws -> String { try lenient(text) }
            extension Decoder {
                var ledger: Ledger { userInfo[.ledger] as! Ledger }
                var lenientLedger: Ledger { userInfo[.ledger] as? Ledger ?? Ledger() }
                var checkedLedger: Ledger { get throws { try checked(.ledger) } }
                func clock() -> Clock { userInfo[.clock] as? Clock ?? Clock() }
            }
            """, path: "Helpers.swift"),
    ])

    private func stop(_ names: String..., chained: Bool = false) -> Int? {
        let calls = names.enumerated().map { TriedCall(name: $1, location: SourceLocation(file: "M.swift", line: $0 + 1, column: 1), isChained: chained) }
        return Self.helpers.firstStop(among: calls)?.line
    }

    @Test func aLenientHelperDoesNotStop() {
        #expect(stop("lenient") == nil)
        #expect(stop("topLevel") == nil)
        // Calling each other and nothing else, two helpers never stop.
        #expect(stop("ping", "pong") == nil)
    }

    @Test func aHelperThatThrowsOrTriesOneThatMayStops() {
        #expect(stop("checked") == 1)
        #expect(stop("lenient", "viaChecked") == 2)
    }

    /// Calls are matched by name: one overload that may stop is enough.
    @Test func anyOverloadThatMayStopCounts() {
        #expect(stop("overloaded") == 1)
    }

    /// A helper the inputs do not declare may do anything.
    @Test func anUndeclaredHelperMayStop() {
        #expect(stop("lenient", "decodeFromElsewhere") == 2)
    }

    /// A member of an extension of `Decoder` counts whether or not it throws, and whether it
    /// is a function or a computed property: `init(from:)` may read it without a `try`.
    @Test func theDecodersExtensionMembersAreFollowed() {
        #expect(stop("ledger") == 1)
        #expect(stop("lenientLedger", "clock") == nil)
        #expect(stop("lenientLedger", "checkedLedger") == 2)
    }

    /// Further along a chain (`container(…).checked(…)`), a declared helper is followed, and an
    /// undeclared name is a standard method (`.map(…)`).
    @Test func aChainedCallIsFollowedOnlyIntoTheInputs() {
        #expect(stop("map", "checked", chained: true) == 2)
        #expect(stop("map", "compactMap", chained: true) == nil)
    }
}
