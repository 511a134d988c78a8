import Testing
@testable import FactoryGenCore

/// What an initializer that checks its arguments is passed: values that pass its checks (a
/// shape of text, a count, a flag, a number, a duration).
@Suite struct CheckedArgumentTests {
    /// Text whose parameter's name or label says what it holds is passed that shape, which the
    /// checks of such an initializer parse (Unleash's client traps on a URL without a scheme);
    /// a name that only contains such a word, or a checked count, keeps `"a"`.
    @Test func textNamedForAShapeIsPassedThatShape() {
        let plan = resolvePlan("""
            import Foundation
            struct Feed {
                let url: URL
                init(feedURL: String, title: String) { guard let url = URL(string: feedURL), url.scheme != nil else { fatalError() }; self.url = url }
            }
            struct Mount {
                let root: String
                init(at mountPath: String?, base_uri: String) { precondition(mountPath?.hasPrefix("/") == true); root = mountPath! + base_uri }
            }
            struct Curl {
                let command: String
                init(curlFlags: String, dateCode: String) { precondition(dateCode.count == 2); precondition(!curlFlags.isEmpty); command = curlFlags }
            }
            """)
        #expect(plan.type("App.Feed")?.providable?.expression == #"Self(feedURL: "https://example.com", title: "a")"#)
        #expect(plan.type("App.Mount")?.providable?.expression == #"Self(at: "/a", base_uri: "https://example.com")"#)
        #expect(plan.type("App.Curl")?.providable?.expression == #"Self(curlFlags: "a", dateCode: "aa")"#)
        #expect(NamedTextShapes.shape(for: ["requestUUID"]) == #""00000000-0000-0000-0000-000000000000""#)
        #expect(NamedTextShapes.shape(for: ["hostIP"]) == #""127.0.0.1""#)
        #expect(NamedTextShapes.shape(for: ["decimalString"]) == #""1""#)
        #expect(NamedTextShapes.shape(for: ["numberText", "phone"]) == #""1""#)
        #expect(NamedTextShapes.shape(for: ["urlsToVisit"]) == nil)
    }

    /// An initializer that checks a parameter's count (`precondition(bytes.count == 2)`) is
    /// passed that many elements, generic or not; one that checks none still gets one.
    @Test func anInitializerThatChecksACountIsPassedThatMany() {
        let plan = resolvePlan("""
            import Foundation
            struct Pair {
                let first: UInt8
                init<Bytes: RandomAccessCollection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
                    precondition(bytes.count == 2)
                    first = bytes[bytes.startIndex]
                }
            }
            struct Code {
                let letters: String
                init(letters: String) { guard letters.count >= 3 else { fatalError() }; self.letters = letters }
            }
            struct Digest {
                let data: Data
                init(data: Data, tags: [String]) { precondition(data.count == 32 && tags.count > 17); self.data = data }
            }
            struct Loose {
                let names: [String]
                init(names: [String]) { precondition(!names.isEmpty); self.names = names }
            }
            struct Lane {
                static let width = 3
                let cells: [Int]
                init(cells: [Int]) { precondition(cells.count == Self.width); self.cells = cells }
            }
            struct Strip {
                let cells: [Int]
                init(cells: [Int]) { precondition(cells.count > Strip.margin); self.cells = cells }
            }
            extension Strip { static let margin = 1 }
            struct Other {
                let cells: [Int]
                init(cells: [Int]) { precondition(cells.count == Lane.width); self.cells = cells }
            }
            """)
        #expect(plan.type("App.Pair")?.providable?.expression == "Self(([1, 1] as [UInt8]))")
        #expect(plan.type("App.Code")?.providable?.expression == #"Self(letters: "aaa")"#)
        #expect(plan.type("App.Digest")?.providable?.expression == #"Self(data: Data(repeating: 1, count: 32), tags: Array(repeating: "a", count: 18))"#)
        #expect(plan.type("App.Loose")?.providable?.expression == #"Self(names: ["a"])"#)
        #expect(plan.type("App.Lane")?.providable?.expression == "Self(cells: [1, 1, 1])")
        #expect(plan.type("App.Strip")?.providable?.expression == "Self(cells: [1, 1])", "a constant in an extension")
        #expect(plan.type("App.Other")?.providable?.expression == "Self(cells: [1, 1, 1])", "another type's constant, found from the scope")
    }

    /// A `Bool` an initializer that may trap checks is passed the value that passes the
    /// check, where the provided `false` would fail `precondition(variableTime)`
    /// (apple/swift-homomorphic-encryption's `ReduceModulus`).
    @Test func aCheckedFlagIsPassedTheValueThatPassesTheCheck() {
        let plan = resolvePlan("""
            struct Reducer {
                let modulus: Int
                init(modulus: Int, variableTime: Bool) { precondition(variableTime); precondition(modulus > 0); self.modulus = modulus }
            }
            struct Quiet {
                let level: Int
                init(level: Int, verbose: Bool) { guard !verbose, level > 0 else { fatalError("quiet") }; self.level = level }
            }
            """)
        #expect(plan.type("App.Reducer")?.providable?.expression == "Self(modulus: 1, variableTime: true)")
        #expect(plan.type("App.Quiet")?.providable?.expression == "Self(level: 1, verbose: false)")
    }

    /// A number an initializer that may trap compares with an integer literal, itself or in a
    /// helper it hands the number to, is passed the value that passes, where the made-up `1`
    /// fails `guard value > 1` (grpc/grpc-swift-2's `RetryPolicy`, through a private helper).
    @Test func aCheckedNumberIsPassedTheValueThatPassesTheCheck() {
        let plan = resolvePlan("""
            struct Failure: Error {}
            private func requireTries(_ value: Int) throws -> Int {
                guard value > 1 else { throw Failure() }
                return value
            }
            struct Retry {
                let tries: Int
                let port: UInt16
                let level: Int8
                init(tries: Int, port: UInt16, level: Int8) {
                    self.tries = try! requireTries(tries)
                    precondition(1024 <= port)
                    Self.checkLevel(level)
                    self.port = port
                    self.level = level
                }
                private static func checkLevel(_ level: Int8) { precondition(level >= 3 && level != 3) }
            }
            struct Tiny {
                let value: UInt8
                init(value: UInt8) { precondition(value > 300) ; self.value = value }
            }
            """)
        #expect(plan.type("App.Retry")?.providable?.expression == "Self(tries: 2, port: 1024, level: 4)")
        #expect(plan.type("App.Tiny")?.providable?.expression == "Self(value: 1)", "301 is no UInt8")
    }

    /// A `Duration` an initializer that may trap is passed is one second: the provided `.zero`
    /// fails a check of a timeout or a backoff (grpc/grpc-swift-2's `RetryPolicy`, whose
    /// `initialBackoff` must be greater than zero), as a number's made-up `0` would.
    @Test func aDurationPassedToAnInitializerThatMayTrapIsOneSecond() {
        let plan = resolvePlan("""
            struct Backoff {
                let initial: Duration
                let ceiling: Duration?
                init(initial: Duration, ceiling: Duration?) { precondition(initial > .zero); self.initial = initial; self.ceiling = ceiling }
            }
            struct Window {
                let span: Duration
            }
            """)
        #expect(plan.type("App.Backoff")?.providable?.expression == "Self(initial: Duration.seconds(1), ceiling: Duration.seconds(1))")
        #expect(plan.type("App.Window")?.providable?.expression == "Self(span: Factory<Duration>.provide())", "no check, the provided value")
    }

    /// A type's generic parameter an integer literal stands for, through a protocol of the
    /// inputs that refines a standard numeric one or in a `where` clause, is passed `1` by an
    /// initializer that may trap, as a standard number is (apple/swift-homomorphic-encryption's
    /// `ReduceModulus<T: CoreScalarType>` trapped on the provided `0`); another is provided.
    @Test func aGenericParameterAnIntegerLiteralStandsForIsPassedOne() {
        let plan = resolvePlan("""
            protocol Word: FixedWidthInteger, Sendable {}
            protocol WideWord: Word {}
            struct Ring<W: WideWord> {
                let modulus: W
                init(modulus: W) { precondition(modulus != 0); self.modulus = modulus }
            }
            struct Tally<Count> where Count: BinaryInteger {
                let total: Count
                init(total: Count) { precondition(total > 0); self.total = total }
            }
            struct Named<Label: Hashable> {
                let label: Label
                init(label: Label) { precondition(label.hashValue != 0); self.label = label }
            }
            struct Plain<W: Word> {
                let modulus: W
                init(modulus: W) { self.modulus = modulus }
            }
            """)
        #expect(plan.type("App.Ring")?.providable?.expression == "Self(modulus: 1)")
        #expect(plan.type("App.Tally")?.providable?.expression == "Self(total: 1)")
        #expect(plan.type("App.Named")?.providable?.expression == "Self(label: Factory<Label>.provide())")
        #expect(plan.type("App.Plain")?.providable?.expression == "Self(modulus: Factory<W>.provide())", "no trap, the provided value")
    }

    /// A subclass that hands a number on to its superclass's initializer as it is, under its own
    /// name, is passed what passes the superclass's check (Alamofire's `ConnectionLostRetryPolicy`,
    /// whose `exponentialBackoffBase` `RetryPolicy` checks `>= 2`); one that changes it first is not.
    @Test func aNumberHandedToTheSuperclassPassesItsCheck() {
        let plan = resolvePlan("""
            class Backoff {
                let base: UInt
                init(base: UInt = 2, limit: Int = 3) { precondition(base >= 2, "base"); self.base = base }
            }
            final class QuickBackoff: Backoff {
                init(base: UInt = 2) { super.init(base: base, limit: 1) }
            }
            final class DoubledBackoff: Backoff {
                init(base: UInt = 2) { super.init(base: base * 2) }
            }
            """)
        #expect(plan.type("App.QuickBackoff")?.providable?.expression == "App.QuickBackoff(base: 2)")
        #expect(plan.type("App.DoubledBackoff")?.providable?.expression == "App.DoubledBackoff(base: 1)")
    }
}
