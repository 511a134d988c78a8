import Testing
@testable import FactoryGenCore

/// A struct whose initializers are private is made through a static function that returns it.
@Suite struct StaticFactoryChoiceTests {
    @Test func aStaticFunctionReturningTheTypeBuildsIt() {
        let plan = resolvePlan("""
            struct Handle {
                private let raw: String
                private init(raw: String) { self.raw = raw }
                static func named(_ name: String, in scope: String = "") -> Handle { Handle(raw: scope + name) }
            }
            struct Badge {
                private init() {}
                static func make(level: Int) -> Self { Badge() }
            }
            extension Badge {
                static func gold() -> Badge { Badge() }
            }
            """)
        #expect(plan.type("App.Handle")?.providable?.expression == "Self.named(Factory<String>.provide())")
        #expect(plan.type("App.Handle")?.providable?.origin == "static func named(_:in:) at App.swift:4:12")
        #expect(plan.type("App.Badge")?.providable?.expression == "Self.make(level: Factory<Int>.provide())")
    }

    @Test func aStaticFunctionThatMayFailTrapOrIsNotTheTypesIsNotCalled() {
        let plan = resolvePlan("""
            struct Token {
                private init() {}
                static func checked(_ text: String) -> Token { precondition(!text.isEmpty); return Token() }
                static func parsed(_ text: String) throws -> Token { Token() }
                static func maybe() -> Token? { nil }
                static func later() async -> Token { Token() }
                static func any<T>(_ value: T) -> Token { Token() }
                static func other() -> Int { 0 }
                static func + (lhs: Token, rhs: Token) -> Token { lhs }
                private static func hidden() -> Token { Token() }
                @available(*, deprecated) static func old() -> Token { Token() }
                func copy() -> Token { self }
                #if DEBUG
                static func debug() -> Token { Token() }
                #endif
            }
            """)
        #expect(plan.type("App.Token") == nil)
        #expect(plan.skipped.map(\.name) == ["Token"])
    }

    @Test func aGenericTypesFunctionCountsOnlyWhenItBuildsEveryArgument() {
        let plan = resolvePlan("""
            struct Node<Context> {
                private let render: () -> String
                static func only(_ text: String) -> Self where Context == Int { Node { text } }
                static func other<T>(_ value: T) -> Node { Node { "" } }
            }
            extension Node<Int> {
                static func number(_ value: Int) -> Node<Int> { Node { "" } }
            }
            extension Node where Context: Equatable {
                static func equatable() -> Node { Node { "" } }
            }
            extension Node {
                static func text(_ text: String) -> Node<Context> { Node { text } }
            }
            struct Wrapper<Value> {
                private let values: [Value]
                static func of(_ value: Value) -> Wrapper { Wrapper(values: [value]) }
            }
            """)
        #expect(plan.type("App.Node")?.providable?.expression == "Self.text(Factory<String>.provide())")
        #expect(plan.type("App.Node")?.conformanceRequirements == [])
        #expect(plan.type("App.Wrapper")?.providable?.expression == "Self.of(Factory<Value>.provide())")
        #expect(plan.type("App.Wrapper")?.conformanceRequirements == ["Value: Providable"])
    }

    /// A class open to subclassing is made by its static function too (generated API clients'
    /// input classes: a private initializer, a deprecated public one and `static func create`).
    @Test func aClassOpenToSubclassingIsBuiltByItsStaticFunction() {
        let plan = resolvePlan("""
            class Filter {
                var limit: Int
                private init(limit: Int) { self.limit = limit }
                @available(*, deprecated) convenience init() { self.init(limit: 0) }
                static func create(limit: Int) -> Filter { Filter(limit: limit) }
            }
            """)
        #expect(plan.type("App.Filter")?.providable?.origin == "static func create(limit:) at App.swift:5:12")
        #expect(plan.skipped.isEmpty)
    }

    @Test func aCaselessEnumNestedInTheTypeMayHoldItsFactories() {
        let plan = resolvePlan("""
            struct Settings {
                let verbosity: Int
                private init(verbosity: Int) { self.verbosity = verbosity }
                enum Make {
                    static func standard(verbosity: Int = 1) -> Settings { Settings(verbosity: verbosity) }
                }
            }
            struct Palette {
                private init() {}
                static func plain() -> Palette { Palette() }
                enum Presets { static func bright() -> Palette { Palette() } }
            }
            """)
        #expect(plan.type("App.Settings")?.providable?.expression == "Self.Make.standard()")
        #expect(plan.type("App.Settings")?.providable?.origin == "static func standard(verbosity:) at App.swift:5:16")
        // Its own come first, as its constants do.
        #expect(plan.type("App.Palette")?.providable?.expression == "Self.plain()")
    }

    /// A library's errors nested in one enum, which makes each with the caller's file and line
    /// (apple/swift-nio-http2's `NIOHTTP2Errors`): their own initializers are private.
    @Test func theEnclosingTypesFunctionsBuildANestedTypeWithNoneOfItsOwn() {
        let plan = resolvePlan("""
            enum Faults {
                static func timedOut(after seconds: Int, line: UInt = #line) -> TimedOut { TimedOut(seconds: seconds, line: line) }
                struct TimedOut: Error {
                    let seconds: Int
                    private let line: UInt
                    fileprivate init(seconds: Int, line: UInt) { (self.seconds, self.line) = (seconds, line) }
                }
                struct Refused: Error {
                    private init() {}
                    static func now() -> Refused { Refused() }
                }
                static func refused() -> Refused { .now() }
            }
            @MainActor enum Screens {
                static func blank() -> Blank { Blank() }
                struct Blank { fileprivate init() {} }
            }
            """)
        #expect(plan.type("App.Faults.TimedOut")?.providable?.expression == "App.Faults.timedOut(after: Factory<Int>.provide())")
        #expect(plan.type("App.Faults.TimedOut")?.providable?.origin == "static func timedOut(after:line:) at App.swift:2:12")
        // Its own come first.
        #expect(plan.type("App.Faults.Refused")?.providable?.expression == "Self.now()")
        // A nonisolated `provide()` cannot call the main actor's function.
        #expect(plan.skipped.map(\.name) == ["Screens.Blank"])
    }

    /// A generic type stores no static property, but a computed one of its own type builds it
    /// for every argument (grpc/grpc-swift-2's `Elements.ID.initial`, whose initializer is
    /// private): a constant as a non-generic type's is, not in an extension naming arguments.
    @Test func aGenericTypesStaticComputedPropertyOfItsOwnTypeBuildsIt() {
        let plan = resolvePlan("""
            struct Log<Entry> {
                struct Mark {
                    private var raw: Int
                    private init(raw: Int) { self.raw = raw }
                    static var first: Self { Mark(raw: 0) }
                }
                struct Gap {
                    private init() {}
                }
            }
            extension Log.Gap where Entry == Int {
                static var none: Self { Self() }
            }
            extension Log<String>.Gap {
                static var text: Log<String>.Gap { Self() }
            }
            struct Tape<Entry> {
                private init() {}
                static var blank: Tape<Entry> { Tape() }
                static var ints: Tape<Int> { Tape<Int>() }
            }
            """)
        #expect(plan.type("App.Log.Mark")?.providable?.expression == "Self.first")
        #expect(plan.type("App.Tape")?.providable?.expression == "Self.blank")
        #expect(plan.skipped.map(\.name) == ["Log.Gap"])
    }
}
