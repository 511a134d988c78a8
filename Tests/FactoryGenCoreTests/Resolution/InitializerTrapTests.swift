import Testing
@testable import FactoryGenCore

/// Initializers that may trap on a made-up argument: what makes one (its own checks, what it
/// calls, hands its arguments to or delegates to), and how the choice ranks or feeds them.
@Suite struct InitializerTrapTests {
    /// An initializer that may trap is passed every argument; when a defaulted one's type has no
    /// factory (a protocol only another module's class conforms to), the call that leaves the
    /// defaults out builds the type, rather than nothing.
    @Test func aDefaultWithoutAFactoryIsLeftToTheAuthorInATrappingCall() {
        let plan = resolvePlan("""
            import Foundation
            protocol Sink { func put(_ line: String) }
            extension FileHandle: Sink { func put(_ line: String) {} }
            struct Relay {
                let target: URL
                let sink: any Sink
                let attempts: Int
                init(targetURL: String, attempts: Int = 3, sink: any Sink = FileHandle.standardError) {
                    guard let url = URL(string: targetURL), url.scheme != nil else { fatalError() }
                    target = url; self.sink = sink; self.attempts = attempts
                }
            }
            struct Gate {
                let width: Int
                init(width: Int, label: String = "gate") { precondition(width > 0); self.width = width }
            }
            """)
        #expect(plan.type("App.Relay")?.providable?.expression == #"Self(targetURL: "https://example.com")"#)
        // Where every argument can be provided, each is passed, as before.
        #expect(plan.type("App.Gate")?.providable?.expression == #"Self(width: 1, label: "a")"#)
    }

    /// An initializer that calls, on a parameter, an extension method that may trap (itself or
    /// through another) may trap too: another initializer comes first, though the one that
    /// stores every field as given (`raw`) would otherwise. A method of the same
    /// name called on something else, or a static one, changes nothing.
    @Test func anInitializerMayTrapWhereAnExtensionMethodItCallsOnAParameterDoes() {
        let plan = resolvePlan("""
            import Foundation
            extension Data {
                func halves() -> (Data, Data) { guard count >= 8 else { fatalError("too short") }; return (prefix(4), suffix(4)) }
                func checkedHalves() -> (Data, Data) { halves() }
            }
            struct Seal {
                let left: Data
                let right: Data
                let raw: Data
                init(left: Data, right: Data) { self.left = left; self.right = right; raw = left + right }
                init(raw: Data) { self.raw = raw; (left, right) = raw.checkedHalves() }
            }
            struct Stub {
                let raw: Data
                init(raw: Data) { self.raw = raw; _ = Data().halves() }
            }
            """)
        #expect(plan.type("App.Seal")?.providable?.expression == "Self(left: Factory<Data>.provide(), right: Factory<Data>.provide())")
        #expect(plan.type("App.Stub")?.providable?.expression == "Self(raw: Factory<Data>.provide())")
    }

    /// An initializer that checks its arguments through a top-level function (directly or
    /// through another) may trap as if it checked them itself: it is called last, with text
    /// that is not empty, and gets the note. A method of the same name, or a helper that
    /// does not trap, changes nothing.
    @Test func anInitializerMayTrapWhereATopLevelFunctionItCallsDoes() {
        let plan = resolvePlan("""
            func requireText(_ value: String) { precondition(!value.isEmpty, "a handle needs text") }
            func checkAll(_ values: [String]) { for value in values { requireText(value) } }
            func log(_ value: String) { print(value) }
            struct Handle {
                let raw: String
                init(raw: String) { requireText(raw); self.raw = raw }
            }
            struct Team {
                let members: [String]
                init(members: [String]) { checkAll(members); self.members = members }
            }
            struct Quiet {
                let raw: String
                init(raw: String) { log(raw); self.raw = raw }
            }
            struct Other {
                let raw: String
                init(raw: String) { self.requireText(raw); self.raw = raw }
                func requireText(_ value: String) {}
            }
            """)
        #expect(plan.type("App.Handle")?.providable?.expression == #"Self(raw: "a")"#)
        // A list of text holds text that is not empty, as text is.
        #expect(plan.type("App.Team")?.providable?.expression == #"Self(members: ["a"])"#)
        #expect(plan.type("App.Quiet")?.providable?.expression == "Self(raw: Factory<String>.provide())")
        #expect(plan.type("App.Other")?.providable?.expression == "Self(raw: Factory<String>.provide())")
        let notes = plan.diagnostics.map(\.message).filter { $0.contains("which may trap on a made-up argument") }
        #expect(notes.map { $0.prefix { $0 != " " } } == ["'Handle'", "'Team'"])
        #expect(notes.first?.contains("(at App.swift:6:25)") == true)
    }

    /// A module's own precondition may be named in upper camel case (groue/GRDB.swift's
    /// `GRDBPrecondition(maximumCount > 0, …)`, whose pool trapped on a made-up `0`): its call is
    /// followed as a lower-case one is, while a type's initializer called so (`Label(raw)`)
    /// matches no function and changes nothing.
    @Test func anInitializerMayTrapWhereACapitalizedFunctionItCallsDoes() {
        let plan = resolvePlan("""
            func AppPrecondition(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "") {
                if !condition() { fatalError(message()) }
            }
            struct Label { init(_ raw: Int) {} }
            final class Rack {
                let slots: Int
                init(slots: Int) { AppPrecondition(slots > 0, "a rack has a slot"); self.slots = slots }
            }
            struct Shelf {
                let slots: Int
                init(slots: Int) { _ = Label(slots); self.slots = slots }
            }
            """)
        #expect(plan.type("App.Rack")?.providable?.expression == "App.Rack(slots: 1)")
        #expect(plan.type("App.Shelf")?.providable?.expression == "Self(slots: Factory<Int>.provide())")
        let notes = plan.diagnostics.map(\.message).filter { $0.contains("which may trap on a made-up argument") }
        #expect(notes.map { $0.prefix { $0 != " " } } == ["'Rack'"])
    }

    /// An initializer that checks its fields in a method of its own type (in an extension or
    /// its body, directly or through another method: apple/swift-system's `WindowsRootInfo`
    /// calling `checkInvariants()`; `self.verify()` alike) may trap as if it checked them itself: its constant is used
    /// instead, or it is called last with numbers that are not zero, and gets the note. An own
    /// method that does not trap shadows a top-level function of its name that does, as in Swift.
    @Test func anInitializerMayTrapWhereAMethodOfItsOwnTypeItCallsDoes() {
        let plan = resolvePlan("""
            func requireCode(_ code: String) { precondition(!code.isEmpty) }
            struct Dial {
                static let muted = Dial(level: 0, limit: 10)
                let level: Int
                let limit: Int
                init(level: Int, limit: Int) { self.level = level; self.limit = limit; checkBounds() }
            }
            extension Dial {
                func checkBounds() { precondition(limit > 0 && level <= limit) }
            }
            struct Span {
                let length: Int
                init(length: Int) { self.length = length; validate() }
                func validate() { requireExtent() }
                func requireExtent() { precondition(length > 0) }
            }
            struct Coupon {
                let code: String
                init(code: String) { self.code = code; requireCode() }
                func requireCode() { print(code) }
            }
            struct Meter {
                static let one = Meter(reading: 1)
                let reading: Int
                init(reading: Int) { self.reading = reading; self.verify() }
                func verify() { precondition(reading > 0) }
            }
            """)
        #expect(plan.type("App.Meter")?.providable?.expression == "Self.one")
        #expect(plan.type("App.Dial")?.providable?.expression == "Self.muted")
        #expect(plan.type("App.Span")?.providable?.expression == "Self(length: 1)")
        #expect(plan.type("App.Coupon")?.providable?.expression == "Self(code: Factory<String>.provide())")
        let notes = plan.diagnostics.map(\.message).filter { $0.contains("which may trap on a made-up argument") }
        #expect(notes.map { $0.prefix { $0 != " " } } == ["'Span'"])
    }

    /// A check kept in a closure at the top level, which a function wraps
    /// (dropbox/SwiftyDropbox's `stringValidator(minLength: 1)(value)`, whose closure calls a
    /// global `var _assertFunc = { precondition(…) }`): an initializer that calls what the
    /// function hands out may trap as if it called `precondition` itself.
    /// A subclass initializer that hands its arguments to a superclass initializer that checks
    /// them, through `super.init(…)`, may trap as that one does (dropbox/SwiftyDropbox's
    /// argument classes); one that calls an unchecked superclass initializer does not.
    @Test func aSubclassInitializerMayTrapWhereTheSuperclassOneItCallsDoes() {
        let plan = resolvePlan("""
            class Leg {
                let start: String
                init(start: String) { precondition(!start.isEmpty); self.start = start }
                init(named: String, unchecked: Bool) { self.start = named }
            }
            final class Detour: Leg {
                let reason: String
                init(start: String, reason: String) { self.reason = reason; super.init(start: start) }
            }
            final class Shortcut: Leg {
                init(via: String) { super.init(named: via, unchecked: true) }
            }
            """)
        #expect(plan.type("App.Detour")?.providable?.expression == #"App.Detour(start: "a", reason: "a")"#)
        #expect(plan.type("App.Shortcut")?.providable?.expression == "App.Shortcut(via: Factory<String>.provide())")
    }

    @Test func anInitializerMayTrapThroughATopLevelClosure() {
        let plan = resolvePlan("""
            var insist: (Bool, String) -> Void = { holds, reason in precondition(holds, reason) }
            func nonEmpty(_ what: String) -> (String) -> Void { { text in insist(!text.isEmpty, what) } }
            struct Seal {
                let label: String
                init(label: String) { nonEmpty("label")(label); self.label = label }
            }
            """)
        #expect(plan.type("App.Seal")?.providable?.expression == #"Self(label: "a")"#)
        #expect(plan.diagnostics.contains { $0.message.hasPrefix("'Seal'") && $0.message.contains("which may trap on a made-up argument") })
    }

    /// An initializer may trap where the ones it delegates to do: along a chain, through `!`,
    /// past a defaulted parameter, and a loop of delegations ends. The one that traps in its
    /// own body comes first, passed text that is not empty.
    @Test func aDelegationMayTrapWhereTheInitializerItCallsDoes() {
        let plan = resolvePlan("""
            struct Key {
                let token: String
                init(token: String?, note: String = "") { precondition(token?.isEmpty == false); self.token = token! }
                init(link: String) { self.init(token: link.first.map(String.init)) }
                init() { self.init(link: "") }
            }
            struct Code {
                let value: Int
                private init?(checked: Int) { guard checked > 0 else { return nil }; value = checked }
                init(text: String) { self.init(raw: text.count) }
                init(raw: Int) { self.init(checked: raw)! }
            }
            struct Loop {
                let count: Int
                init(a: Int) { self.init(b: a) }
                init(b: Int) { self.init(a: b) }
            }
            """)
        #expect(plan.type("App.Key")?.providable?.expression == #"Self(token: "a", note: "a")"#)
        #expect(plan.type("App.Code")?.providable?.expression == #"Self(text: "a")"#)
        #expect(plan.type("App.Loop")?.providable?.expression == "Self(a: Factory<Int>.provide())")
        #expect(plan.diagnostics.map(\.message).contains { $0.hasPrefix("'Code' is built with init(text:),") && $0.contains("(at App.swift:11:22)") })
    }

    /// A defaulted parameter whose default calls an initializer of its type that may trap on
    /// what the default leaves it (`.init()` finding no token) is passed the provided value,
    /// which is made to pass the check; a default calling one that cannot trap stays out.
    @Test func aDefaultCallingAnInitializerThatMayTrapIsPassedTheProvidedValue() {
        let plan = resolvePlan("""
            struct Token {
                let text: String
                init(_ text: String? = nil) { precondition(text?.isEmpty == false); self.text = text! }
            }
            struct Limit { var count = 1 }
            final class Client {
                let token: Token
                let limit: Limit
                init(token: Token = .init(), limit: Limit = Limit(), retries: Int = 3) { self.token = token; self.limit = limit }
            }
            struct Mirror2 { var token = Token(); var other: Token? = Token.init(); var spare: Token? = nil; var host: String }
            """)
        #expect(plan.type("App.Token")?.providable?.expression == #"Self("a")"#)
        #expect(plan.type("App.Client")?.providable?.expression == "App.Client(token: Factory<App.Token>.provide())")
        #expect(plan.type("App.Mirror2")?.providable?.expression
            == "Self(token: Factory<App.Token>.provide(), other: Factory<App.Token?>.provide(), host: Factory<String>.provide())")
    }

    @Test func theLabelsOfADefaultThatCallsAnInitializer() {
        #expect(TrappingDefaults.callLabels(".init()", typeName: "Token") == [])
        #expect(TrappingDefaults.callLabels(" Token(text: f(a, b), 2) ", typeName: "Token") == ["text", "_"])
        #expect(TrappingDefaults.callLabels("Token.init(_: \"a,b\")", typeName: "Token") == ["_"])
        #expect(TrappingDefaults.callLabels("Token().renewed()", typeName: "Token") == nil)
        #expect(TrappingDefaults.callLabels(".shared", typeName: "Token") == nil)
        #expect(TrappingDefaults.callLabels("Tokens()", typeName: "Token") == nil)
    }

    /// An initializer that may trap is passed each argument, but one whose defaulted argument
    /// nothing builds (a table of closures, which only the `[:]` it is not given makes) leaves
    /// that one to its default: nicklockwood/Expression's `Expression(_:options:…:symbols:)`.
    @Test func aTrappingInitializerLeavesAnUnbuildableDefaultedArgumentOut() {
        let plan = resolvePlan("""
            final class Formula {
                typealias Operation = ([Double]) throws -> Double
                let source: String
                init(_ source: String, precision: Int = 2, operations: [String: Operation] = [:]) {
                    precondition(!source.isEmpty)
                    self.source = source
                }
            }
            """)
        #expect(plan.type("App.Formula")?.providable?.expression == "App.Formula(\"a\")")
    }

    /// An initializer cannot throw: a `throw` in a closure or function its body declares leaves
    /// only that, when something calls it, and one in a `do` block is caught there, so neither
    /// makes a trap; a check the body runs still does.
    @Test func aThrowInsideADeclaredClosureOrADoBlockIsNoTrap() {
        let plan = resolvePlan("""
            enum Empty: Error { case none }
            final class Ruler {
                let label: String
                let measure: ([Double]) throws -> Double
                init(label: String) {
                    self.label = label
                    measure = { lengths in guard let first = lengths.first else { throw Empty.none }; return first }
                    func total(_ lengths: [Double]) throws -> Double { if lengths.isEmpty { throw Empty.none }; return 0 }
                    _ = total
                }
            }
            struct Gap {
                let width: Double
                init(text: String) {
                    do { if text.isEmpty { throw Empty.none }; width = 1 } catch { width = 0 }
                }
            }
            final class Tape {
                let marks: [Int]
                init(marks: [Int]) { marks.forEach { precondition($0 >= 0) }; self.marks = marks }
            }
            """)
        #expect(plan.type("App.Ruler")?.providable?.expression == "App.Ruler(label: Factory<String>.provide())")
        #expect(!plan.diagnostics.contains { $0.message.contains("'Ruler'") })
        #expect(!plan.diagnostics.contains { $0.message.contains("'Gap' is built") })
        #expect(plan.diagnostics.contains { $0.message.contains("'Tape' is built with init(marks:), which may trap") })
    }

    /// A closure stored at the top level may throw: a `do` block in it whose `catch` clauses
    /// name what they take passes any other error on, to an initializer that `try!`s it, so a
    /// `throw` there may trap; a `catch` with no pattern, or one that only binds the error,
    /// takes them all.
    @Test func aStoredClosureThrowsOnWhatItsDoBlockDoesNotCatch() {
        let plan = resolvePlan("""
            enum Slip: Error { case short, long }
            let measure: @Sendable (String) throws -> Int = { text in
                do { if text.isEmpty { throw Slip.short }; return text.count } catch Slip.long { return 0 }
            }
            let count: @Sendable (String) throws -> Int = { text in
                do { if text.isEmpty { throw Slip.short }; return text.count } catch let failure { _ = failure; return 0 }
            }
            struct Strip {
                let length: Int
                init(text: String) { length = try! measure(text) }
            }
            struct Band {
                let length: Int
                init(text: String) { length = try! count(text) }
            }
            """)
        #expect(plan.type("App.Strip")?.providable?.expression == #"Self(text: "a")"#)
        #expect(plan.diagnostics.contains { $0.message.hasPrefix("'Strip' is built with init(text:), which may trap") })
        #expect(plan.type("App.Band")?.providable?.expression == "Self(text: Factory<String>.provide())")
        #expect(!plan.diagnostics.contains { $0.message.hasPrefix("'Band'") })
    }

    /// Among initializers that may trap, the one with the fewest parameters comes first, its
    /// shape aside: the memberwise-shaped one checks its fields against each other, which
    /// made-up values fail, where the other works one out (MongoKitten's `OpMessage`).
    @Test func aTrappingInitializerWithFewerParametersComesFirst() {
        let plan = resolvePlan("""
            struct Packet {
                var size: Int
                var parts: [String]
                var crc: UInt32?
                init(size: Int, parts: [String], crc: UInt32?) { assert(size == parts.count * 4); self.size = size; self.parts = parts; self.crc = crc }
                init(parts: [String], checked: Bool = false) { assert(!checked); self.parts = parts; size = parts.count * 4; crc = nil }
            }
            struct Span {
                var low: Int
                var high: Int
                init(low: Int, high: Int) { self.low = low; self.high = high }
                init(width: Int) { low = 0; high = width }
            }
            """)
        #expect(plan.type("App.Packet")?.providable?.expression == #"Self(parts: ["a"], checked: false)"#)
        // One that cannot trap still ranks its shape first: it may rebuild the value for the lenses.
        #expect(plan.type("App.Span")?.providable?.expression.hasPrefix("Self(low: ") == true)
    }

    /// Of two initializers that may trap, with as many parameters, the one whose arguments are
    /// all shaped for its checks comes first (apple/swift-openapi-generator's `TypeName`, whose
    /// `init(components:)` checks what the provided components hold); fewer parameters still
    /// come first.
    @Test func anInitializerWhoseArgumentsAreShapedForItsChecksComesFirst() {
        let plan = resolvePlan("""
            struct Path {
                struct Part { var name: String? }
                let parts: [Part]
                init(parts: [Part]) { precondition(parts.contains { $0.name != nil }); self.parts = parts }
                init(names: [String]) { precondition(!names.isEmpty); self.init(parts: names.map { Part(name: $0) }) }
            }
            struct Label {
                init(text: String, part: Path.Part) { precondition(!text.isEmpty) }
                init(count: Int) { precondition(count > 0) }
            }
            """)
        #expect(plan.type("App.Path")?.providable?.expression == #"Self(names: ["a"])"#)
        #expect(plan.type("App.Label")?.providable?.expression == "Self(count: 1)")
    }

    /// A `StaticString` is shaped as text is: its provided value is `""`, which a check of a
    /// literal pattern rejects (swiftlang/swift-build's `RegEx(patternLiteral:)`).
    @Test func aStaticStringIsShapedAsText() {
        let plan = resolvePlan("""
            struct Glob {
                let text: String
                init(literal: StaticString) { precondition(literal.utf8CodeUnitCount > 0); text = literal.description }
            }
            """)
        #expect(plan.type("App.Glob")?.providable?.expression == #"Self(literal: "a")"#)
    }

    /// A parameter checked to hold a member is passed `[.member]`: an option set of the inputs
    /// that declares it, or an array or set of a type that does; another type keeps its value.
    @Test func aParameterCheckedToHoldAMemberIsPassedIt() {
        let plan = resolvePlan("""
            struct Modes: OptionSet {
                var rawValue: Int
                static let locks = Modes(rawValue: 1)
            }
            enum Side { case outer, inner }
            struct Hatch {
                init(modes: Modes, sides: Set<Side>, names: [String]) {
                    precondition(modes.contains(.locks) && sides.contains(.inner) && names.contains(.missing))
                }
            }
            """)
        #expect(plan.type("App.Hatch")?.providable?.expression == #"Self(modes: [.locks], sides: [.inner], names: ["a"])"#)
    }
}
