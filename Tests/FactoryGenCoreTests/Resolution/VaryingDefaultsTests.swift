import Testing
@testable import FactoryGenCore

@Suite struct VaryingDefaultsTests {
    @Test func aDefaultThatCallsUUIDOrDateInsideIt() {
        #expect(VaryingDefaults.callsVaryingInitializer("[Row(count: 1, id: UUID())]"))
        #expect(VaryingDefaults.callsVaryingInitializer("Stamp(at: Foundation.Date())"))
        #expect(VaryingDefaults.callsVaryingInitializer("Date()"))
        #expect(!VaryingDefaults.callsVaryingInitializer("[Row(id: MyUUID())]"))
        #expect(!VaryingDefaults.callsVaryingInitializer("Date(timeIntervalSince1970: 0)"))
        #expect(!VaryingDefaults.callsVaryingInitializer("UUID"))
    }

    @Test func aDefaultThatCallsAFunctionOrMethodOutsideAClosure() {
        #expect(VaryingDefaults.callsFunction("CreateRequest.idempotencyToken()"))
        #expect(VaryingDefaults.callsFunction(".random(in: 1...6)"))
        #expect(VaryingDefaults.callsFunction("Tokens.all.randomElement()"))
        #expect(!VaryingDefaults.callsFunction(".seconds(60 * 5)"), "an implicit member")
        #expect(!VaryingDefaults.callsFunction(".init(width: .fill, height: .fixed(100))"))
        #expect(VaryingDefaults.callsFunction("Guide.intro(page: 1)"), "a qualified call is not an implicit member")
        #expect(VaryingDefaults.callsFunction("[Row(id: nextID())]"))
        #expect(VaryingDefaults.callsFunction("_makeSeed()"))
        #expect(VaryingDefaults.callsFunction("name.prefix(3)"), "a contextual keyword is a method's name too")
        #expect(!VaryingDefaults.callsFunction("Region(code: \"NZ\")"))
        #expect(!VaryingDefaults.callsFunction(".init()"))
        #expect(!VaryingDefaults.callsFunction("Self.init(count: 0)"))
        #expect(!VaryingDefaults.callsFunction("{ log(\"tapped\") }"))
        #expect(!VaryingDefaults.callsFunction("\"now()\""))
        #expect(!VaryingDefaults.callsFunction("defaultLimit"))
        #expect(VaryingDefaults.mayDiffer("UUID().uuidString"))
        #expect(!VaryingDefaults.mayDiffer("[:]"))
    }

    /// A default that calls an initializer of its type which draws through a static helper of
    /// that type (ChimeHQ/OAuthenticator's `PKCEVerifier`) differs between calls as one that
    /// draws in its own body does: it is passed its provided value; one whose helper draws
    /// nothing stays.
    @Test func aDefaultThatCallsAnInitializerDrawingThroughAStaticHelperIsPassed() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            struct Salt {
                let text: String
                static func randomText(_ length: Int) -> String { String("ab".randomElement() ?? "a") }
                static func plain(_ length: Int) -> String { "a" }
                init(length: Int) { self.text = Salt.randomText(length) }
                init(plain length: Int) { self.text = Self.plain(length) }
            }
            struct Table { var name: String; var salt: Salt = Salt(length: 4) }
            struct Bench { var name: String; var salt: Salt = Salt(plain: 4) }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Table")?.providable?.expression == "Self(name: Factory<String>.provide(), salt: Factory<App.Salt>.provide())")
        #expect(plan.type("App.Bench")?.providable?.expression == "Self(name: Factory<String>.provide())")
    }

    /// A request's token, a random draw: an initializer's parameter or a memberwise
    /// property whose default calls a function is passed a provided value, so that two
    /// `provide()` calls, and `variants()`'s first value, are equal.
    @Test func aDefaultThatCallsAFunctionIsPassedItsProvidedValue() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            enum Tokens { static func next() -> String { "" } }
            struct Request {
                let token: String?
                let path: String
                init(token: String? = Tokens.next(), path: String, retries: Int = 3) {
                    self.token = token
                    self.path = path
                }
            }
            struct Draw { var number: Int = .random(in: 1...49); var name: String }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Request")?.providable?.expression == "Self(token: Factory<String?>.provide(), path: Factory<String>.provide())")
        #expect(plan.type("App.Draw")?.providable?.expression == "Self(number: Factory<Int>.provide(), name: Factory<String>.provide())")
        // An implicit member is a case or a static factory of the expected type: the default stays.
        let cases = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            enum Step { case intro(page: Int), done }
            struct Tour {
                var step: Step
                var title: String
                init(step: Step = .intro(page: 1), title: String) {
                    self.step = step
                    self.title = title
                }
            }
            """, path: "Models/App.swift")])
        #expect(cases.type("App.Tour")?.providable?.expression == "Self(title: Factory<String>.provide())")
        // A value decoded on its own may stop the test, where the default would not.
        let decoded = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            struct Meeting: Codable { var length: DateInterval }
            struct Countdown {
                var length: DateInterval
                var title: String
                init(length: DateInterval = DateIntervals.pick(), title: String) {
                    self.length = length
                    self.title = title
                }
            }
            """, path: "Models/App.swift")])
        #expect(decoded.type("App.Meeting")?.providable?.expression == "Self(length: ProvidingDecoder.decode(DateInterval.self))")
        #expect(decoded.type("App.Countdown")?.providable?.expression == "Self(title: Factory<String>.provide())")

    }

    /// The call that leaves such a default comes after, for when the passed value's type turns
    /// out to have no factory.
    @Test func anInitializerFallsBackToLeavingAVaryingCallsDefault() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            struct Ticket { let seat: Seat }
            struct Seat { fileprivate init() {} }
            func pickSeat() -> Seat { Seat() }
            struct Pass {
                let ticket: Ticket
                let holder: String
                init(ticket: Ticket = Ticket(seat: pickSeat()), holder: String) {
                    self.ticket = ticket
                    self.holder = holder
                }
            }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Pass")?.providable?.expression == "Self(holder: Factory<String>.provide())")
    }

    @Test func suchADefaultIsPassedItsProvidedValueWhenItCanBe() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            import Foundation
            struct Row { var count: Int; let id: UUID }
            struct Screen {
                var rows: [Row] = [Row(count: 1, id: UUID())]
                var title = "Rows"
                var handle = Handle.make(UUID())
                var lastHandle: Handle? = Handle.make(UUID())
            }
            struct Handle { private init() {}; static func make(_ id: UUID) -> Handle { Handle() } }
            """, path: "Models/App.swift")])
        // `handle` does not write its type out, so it keeps its default.
        #expect(plan.type("App.Screen")?.providable?.expression == "Self(rows: Factory<[App.Row]>.provide(), lastHandle: Factory<App.Handle?>.provide())")
    }

    /// An identifier or a timestamp read off a new one, its type not written: typed from the
    /// read, so that it is passed a provided value as `UUID()` itself is, and gets a lens.
    @Test func aReadOfANewIdentifierOrTheTimeIsTypedAndPassed() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            import Foundation
            struct Choice: Identifiable {
                var id = UUID().uuidString
                var createdAt = Date.now
                var seconds = Date().timeIntervalSince1970
                let title: String
            }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Choice")?.providable?.expression
            == "Self(id: Factory<String>.provide(), createdAt: Factory<Date>.provide(), seconds: Factory<Double>.provide(), title: Factory<String>.provide())")
        #expect(plan.type("App.Choice")?.lenses.map(\.type) == ["String", "Date", "Double", "String"])
    }

    /// The inputs' own `UUID` has members factorygen does not know.
    @Test func aUUIDOfTheInputsIsNotTyped() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            struct UUID { var uuidString: Int { 0 } }
            struct Choice { var id = UUID().uuidString; let title: String }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Choice")?.providable?.expression == "Self(title: Factory<String>.provide())")
    }

    @Test func whenThePassedValueCannotBeProvidedTheDefaultStays() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            import Foundation
            struct Row { let id: UUID; let stamp: Stamp }
            struct Stamp { private init() {} }
            struct Board {
                var first = Row(id: UUID(), stamp: .now)
                var title: String
            }
            struct Shelf {
                var rows: [Row] = [Row(id: UUID(), stamp: .now)]
            }
            """, path: "Models/App.swift")])
        // `Row` looks providable while the facts are made, and turns out to need `Stamp`.
        #expect(plan.type("App.Board")?.providable?.expression == "Self(title: Factory<String>.provide())")
        // A list falls back to empty, which is the same at every call too.
        #expect(plan.type("App.Shelf")?.providable?.expression == "Self(rows: [])")
    }

    /// A `var` the chosen initializer does not take is set after the call; a `let` cannot be,
    /// and gets a note instead (its laws would fail, so it is not in a fixture).
    @Test func aVaryingLetGetsANoteAndAVaryingVarIsSet() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            import Foundation
            struct Slip {
                let printed = Date()
                var id = UUID()
                var total: Int
                init(total: Int) { self.total = total }
            }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Slip")?.providable?.assignments.map(\.property) == ["id"])
        let notes = plan.diagnostics.filter { $0.message.hasPrefix("'Slip.printed' is set to 'Date()' by its declaration") }
        #expect(notes.map { $0.location?.line } == [3])
    }

    /// A `var` of any type made from a fresh identifier or time (a string, whole seconds) is set
    /// after a call that does not take it, as a `UUID` or `Date` one is.
    @Test func aVarMadeFromAFreshIdentifierOrTimeIsSetWhateverItsType() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            import Foundation
            struct Event {
                var id: String = UUID().uuidString
                var loggedAt = Int(Date().timeIntervalSince1970)
                var name: String
                var label = "event"
                init(name: String) { self.name = name }
            }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Event")?.providable?.assignments.map(\.property) == ["id", "loggedAt"])
    }

    /// A default that calls an initializer of its own type varies when that initializer leaves
    /// a default that does, a level down too; one whose defaults are constants stays, and two
    /// types that default to each other end the walk.
    @Test func aDefaultThatCallsAnInitializerThatVariesIsPassed() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            import Foundation
            struct Clock { init(started: Date = .init(), label: String = "") {} }
            struct Panel { var clock = Clock(label: "lobby") }
            struct Kiosk { let name: String; init(name: String, panel: Panel = .init()) { self.name = name } }
            struct Fixed { init(count: Int = 1) {} }
            struct Shelf { var fixed: Fixed? = Fixed() }
            final class Left { var right: Right? = nil; init(right: Right? = Right()) {} }
            final class Right { init(left: Left? = Left()) {} }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Kiosk")?.providable?.expression == "Self(name: Factory<String>.provide(), panel: Factory<App.Panel>.provide())")
        #expect(plan.type("App.Panel")?.providable?.expression == "Self(clock: Factory<App.Clock>.provide())")
        #expect(plan.type("App.Shelf")?.providable?.expression == "Self()")
        #expect(plan.type("App.Left")?.providable?.expression == "App.Left()", "a cycle of defaults ends, and varies not")
    }

    /// A default that calls a static function of its type as an implicit member varies when the
    /// function reads the clock (`.now()`), and stays as written when it does not (`.epoch()`),
    /// nor when the type has no such function (an enum's case with a value).
    @Test func aDefaultThatCallsAStaticFunctionThatReadsTheClockIsPassed() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            import Foundation
            struct Moment {
                let instant: Date
                static func now() -> Moment { Moment(instant: Date()) }
                static func epoch() -> Moment { Moment(instant: Date(timeIntervalSince1970: 0)) }
            }
            enum Window { case days(Int) }
            struct LogLine {
                init(text: String, loggedAt: Moment = .now(), since: Moment = .epoch(), window: Window = .days(7)) {}
            }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.LogLine")?.providable?.expression == "Self(text: Factory<String>.provide(), loggedAt: Factory<App.Moment>.provide())")
        #expect(StaticFactoryDefaults.implicitCallName(" .fresh(for: x)") == "fresh")
        #expect(StaticFactoryDefaults.implicitCallName(".init()") == nil)
        #expect(StaticFactoryDefaults.implicitCallName("Moment.now()") == nil)
    }

    /// A collection literal of calls varies as each call does: an element's initializer leaves
    /// a property to a new identifier (`var serial = UUID()`, set by no statement of the
    /// body, directly or through the `self.init` it delegates to). Elements that vary in
    /// nothing leave the literal as written.
    @Test func aCollectionLiteralOfCallsThatVaryIsPassed() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            import Foundation
            struct Card {
                var serial = UUID()
                var word: String
                init(word: String) { self.word = word }
                init() { self.init(word: "") }
            }
            struct Stamped {
                var serial = UUID()
                init(serial: UUID) { self.serial = serial }
            }
            struct Deck { var name: String; var cards = [Card(word: "a, b"), Card()] }
            struct Binder { var name: String; var pockets: [Int: Card] = [1: Card()] }
            struct Tray { var name: String; var stamps = [Stamped(serial: UUID(uuidString: "")!)] }
            struct Spread { var name: String; var words = ["a", "b"] }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Deck")?.providable?.expression == "Self(name: Factory<String>.provide(), cards: Factory<[App.Card]>.provide())")
        #expect(plan.type("App.Binder")?.providable?.expression == "Self(name: Factory<String>.provide(), pockets: Factory<[Int: App.Card]>.provide())")
        #expect(plan.type("App.Spread")?.providable?.expression == "Self(name: Factory<String>.provide())")
        #expect(plan.type("App.Tray")?.providable?.expression == "Self(name: Factory<String>.provide())", "the initializer sets the identifier")
        #expect(CollectionLiteral.elements(of: "[Card(word: \"a, b\"), Card(),\n]") == ["Card(word: \"a, b\")", "Card()"])
        #expect(CollectionLiteral.elements(of: "[a, b].shuffled()") == nil)
        #expect(CollectionLiteral.elements(of: "[1: a]") == nil)
        #expect(CollectionLiteral.entries(of: "[1: Card(), 2: f(x ? y : z)]")?.map(\.value) == ["Card()", "f(x ? y : z)"])
        #expect(CollectionLiteral.entries(of: "[:]")?.isEmpty == true)
    }
}
