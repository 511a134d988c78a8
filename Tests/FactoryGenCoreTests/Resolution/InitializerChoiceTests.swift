import Testing
@testable import FactoryGenCore

@Suite struct InitializerChoiceTests {
    /// The parameter types of `type`'s callable initializers, in their rank order.
    private func parameterTypes(of type: String, in file: SourceFile) -> [[ResolvedType]] {
        let table = SymbolTable(files: [file], userModules: [])
        let lookup = NameLookup(table: table)
        guard let id = table.allIDs.first(where: { table[$0].qualifiedName == type }) else { return [] }
        let properties = MemberwiseInitializer.storedProperties(of: id, table: table, lookup: lookup)
        return InitializerChoice.callableInitializers(
            of: id, properties: properties, table: table, lookup: lookup, witnesses: ProtocolWitnesses(table: table, lookup: lookup)
        ).map(\.parameterTypes)
    }

    /// A parameter written as its property takes the property's resolved type; one named like
    /// a property but of another type, or written where the names mean other types, is
    /// resolved for itself.
    @Test func aParameterTakesItsPropertysTypeOnlyWhereItMeansTheSame() {
        let file = SourceFile(path: "Models.swift", types: [
            Syntax.declaration(.struct, "Id", line: 1),
            Syntax.declaration(.struct, "Outer", line: 2, nested: [
                Syntax.declaration(.struct, "Id", line: 3, scope: ["Outer"]),
                Syntax.declaration(.struct, "Inner", line: 4, scope: ["Outer"], properties: [
                    Syntax.property("id", "Id", line: 5),
                    Syntax.property("count", "Int", line: 6),
                ], initializers: [
                    Syntax.initializer([Syntax.parameter("id", "Id"), Syntax.parameter("count", "String")], line: 7),
                ]),
            ]),
        ], extensions: [
            // In an extension of `Outer.Inner`, `Id` is the top-level one.
            Syntax.extensionOf("Outer.Inner", line: 10, initializers: [Syntax.initializer([Syntax.parameter("id", "Id")], line: 11)]),
        ])
        let outerID = ResolvedType.user(TypeID(index: 2), arguments: [])
        let topLevelID = ResolvedType.user(TypeID(index: 0), arguments: [])
        #expect(parameterTypes(of: "Outer.Inner", in: file) == [
            [topLevelID],
            [outerID, .standard("String", arguments: [])],
        ])
    }

    /// A literal protocol's initializer that keeps its argument as given is called when nothing
    /// else builds the type (swiftlang/swift-format's `Finding.Message`, whose body declares only
    /// `init(stringLiteral:)` and `init(stringInterpolation:)`), after the type's own constants;
    /// one that parses, changes or forces its argument is still left out.
    @Test func aLiteralInitializerThatKeepsItsArgumentIsCalledLast() {
        let plan = resolvePlan("""
            struct Label: ExpressibleByStringInterpolation {
                var text: String
                init(stringLiteral text: String) { self.text = text }
                init(stringInterpolation: DefaultStringInterpolation) { text = String(describing: stringInterpolation) }
            }
            struct Weight: ExpressibleByIntegerLiteral {
                let grams: Int
                init(integerLiteral grams: Int) { self.grams = grams }
            }
            struct Tone: ExpressibleByStringLiteral {
                static let plain: Tone = "plain"
                let name: String
                init(stringLiteral name: String) { self.name = name }
            }
            struct Version: ExpressibleByStringLiteral {
                let major: Int
                init(stringLiteral value: String) { major = Int(value)! }
            }
            struct Shout: ExpressibleByStringLiteral {
                let text: String
                init(stringLiteral value: String) { text = value.uppercased() }
            }
            """)
        #expect(plan.type("App.Label")?.providable?.expression == "Self(stringLiteral: Factory<String>.provide())")
        #expect(plan.type("App.Weight")?.providable?.expression == "Self(integerLiteral: Factory<Int>.provide())")
        #expect(plan.type("App.Tone")?.providable?.expression == "Self.plain")
        #expect(plan.type("App.Version")?.providable == nil)
        #expect(plan.type("App.Shout")?.providable == nil)
    }

    /// A collection wrapper's only initializer is often `init(arrayLiteral:)` keeping the list
    /// as given (socketio/socket.io-client-swift's `SocketIOClientConfiguration`): it is called
    /// as any variadic one is, its list empty unless another initializer fits that call too.
    @Test func aVariadicLiteralInitializerThatKeepsItsListIsCalled() {
        let plan = resolvePlan("""
            struct Tags: ExpressibleByArrayLiteral {
                private var tags: [String] = []
                init(arrayLiteral elements: String...) { tags = elements }
            }
            struct Counts: ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
                var names: [String]
                init(arrayLiteral elements: String...) { self.names = elements }
                init(dictionaryLiteral elements: (String, Int)...) { names = elements.map(\\.0) }
            }
            struct Sorted: ExpressibleByArrayLiteral {
                let values: [Int]
                init(arrayLiteral elements: Int...) { values = elements.sorted() }
            }
            """)
        #expect(plan.type("App.Tags")?.providable?.expression == "Self()")
        // `Counts()` would fit the dictionary's initializer too.
        #expect(plan.type("App.Counts")?.providable?.expression == "Self(arrayLiteral: Factory<String>.provide())")
        #expect(plan.type("App.Sorted")?.providable == nil)
    }

    /// A literal protocol's initializer whose body only hands its list on, one `self.init(…)`,
    /// to initializers of the type that cannot trap (nikitabobko/AeroSpace's `ArrSlice`, whose
    /// one public way in passes the list to a private initializer), or to a struct's memberwise
    /// one, is called as one that keeps its list is; one that hands it to an initializer that
    /// checks it, that forces a value itself, or that does more, is still left out.
    @Test func aLiteralInitializerThatHandsItsListToOneThatCannotTrapIsCalled() {
        let plan = resolvePlan("""
            struct Strip: ExpressibleByArrayLiteral {
                private let items: [Int]
                private let first: Int
                init(arrayLiteral items: Int...) { self.init(items, first: 0) }
                private init(_ items: [Int], first: Int) { self.items = items; self.first = items.isEmpty ? 0 : first }
            }
            struct Pile {
                private var cards: [String]
            }
            extension Pile: ExpressibleByArrayLiteral {
                init(arrayLiteral cards: String...) { self.init(cards: cards) }
            }
            struct Panel: ExpressibleByArrayLiteral {
                let seats: [String]
                init(arrayLiteral seats: String...) { self.init(seats: seats) }
                private init(seats: [String]) { precondition(seats.count > 2); self.seats = seats }
            }
            struct Speed: ExpressibleByStringLiteral {
                let value: Int
                init(stringLiteral text: String) { self.init(value: Int(text)!) }
                private init(value: Int) { self.value = value }
            }
            struct Echo: ExpressibleByStringLiteral {
                let text: String
                init(stringLiteral text: String) { self.init(text: text); log(text) }
                private init(text: String) { self.text = text }
            }
            func log(_ text: String) {}
            """)
        #expect(plan.type("App.Strip")?.providable?.expression == "Self()")
        #expect(plan.type("App.Pile")?.providable?.expression == "Self()")
        #expect(plan.type("App.Panel")?.providable == nil)
        #expect(plan.type("App.Speed")?.providable == nil)
        #expect(plan.type("App.Echo")?.providable == nil)
    }

    /// A call that leaves a variadic list empty fits every other initializer that takes no
    /// argument (`Bag()` is ambiguous between the two lists, and picks `init(size:)` over
    /// one): it passes one element, and a call that fits no rival leaves the list empty.
    @Test func aVariadicListIsPassedOneElementWhereLeavingItEmptyFitsAnotherInitializer() {
        let plan = resolvePlan("""
            struct Bag {
                var items: [String]
                init(_ names: String...) { items = names }
                init(_ sizes: Int...) { items = sizes.map(String.init) }
            }
            struct Box {
                var items: [String]
                init(_ names: String...) { items = names }
                init(size: Int = 1) { items = [] }
            }
            struct Tin {
                var items: [String]
                init(_ names: String..., lid: Bool = true) { items = names }
            }
            """)
        #expect(plan.type("App.Bag")?.providable?.expression == "Self(Factory<String>.provide())")
        #expect(plan.type("App.Box")?.providable?.expression == "Self(Factory<String>.provide())")
        #expect(plan.type("App.Tin")?.providable?.expression == "Self()")
    }

    /// One whose body reads `UUID()`, `Date()` or `Date.now` would build a different value at
    /// each call: another that cannot trap comes first, fewer arguments or not; with none
    /// other, it is still used.
    @Test func anInitializerReadingTheClockOrARandomIdentifierComesAfterTheOthers() {
        let plan = resolvePlan("""
            import Foundation
            struct Badge {
                var serial: String
                var holder: String
                init(holder: String) { self.init(serial: "B-" + UUID().uuidString, holder: holder) }
                init(serial: String, holder: String) { self.serial = serial; self.holder = holder }
            }
            struct Shift {
                let start: Date
                init() { start = Foundation.Date.now }
                init(from begin: Date) { start = begin }
            }
            struct Lap {
                let time: Double
                init() { time = Date().timeIntervalSince1970 }
            }
            struct Row {
                let label: String
                init() { label = row.Date() }
                init(prefix: String) { label = prefix + "-" }
            }
            """)
        #expect(plan.type("App.Badge")?.providable?.expression == "Self(serial: Factory<String>.provide(), holder: Factory<String>.provide())")
        #expect(plan.type("App.Shift")?.providable?.expression == "Self(from: Factory<Date>.provide())")
        #expect(plan.type("App.Lap")?.providable?.expression == "Self()")
        #expect(plan.type("App.Row")?.providable?.expression == "Self()")
        // Only the one built so is named, with where it reads the clock and the fix.
        let notes = plan.diagnostics.map(\.message).filter { $0.contains("reads a new identifier, the time, a shared counter or a random draw") }
        #expect(notes == ["'Lap' is built with init(), which reads a new identifier, the time, a shared counter or a random draw (at App.swift:15:21), so two provide() calls "
            + "build different values; write `extension Lap: Providable` in your test target to fix one"])
    }

    /// When leaving every default out would fit another initializer too, the call passes the
    /// fewest defaulted arguments that select the chosen one, the first in order among as few,
    /// and leaves the rest to the author's defaults: a made-up value may be one the
    /// initializer refuses (an empty header name).
    @Test func aCallPassesTheFewestDefaultsThatSelectItsInitializer() {
        let plan = resolvePlan("""
            struct Query {
                let text: String
                init(names: [String: String] = [:], limit: Int? = nil, page: Int? = nil) { text = "" }
                init(names: [String: String] = [:], cursor: String? = nil) { text = "" }
            }
            struct Range {
                let text: String
                init(names: [String: String] = [:], from: Int = 0, to: Int = 1) { text = "" }
                init(names: [String: String] = [:], from: Int = 0, through: Int = 1) { text = "" }
                init(names: [String: String] = [:], to: Int = 1, count: Int = 1) { text = "" }
            }
            struct Card {
                var title: String
                var tags: [String: String] = [:]
                var width: Int = 1
                var height: Int = 1
            }
            extension Card {
                init(title: String, tags: [String: String] = [:]) { self.init(title: title, tags: tags, width: 2, height: 2) }
            }
            """)
        // `limit:` alone: `names:` fits the other too, with as few defaults.
        #expect(plan.type("App.Query")?.providable?.expression == "Self(limit: Factory<Int?>.provide())")
        // No one argument selects `init(names:from:to:)`: `from:` fits the second, `to:` the
        // third; `from:` and `to:` together fit only it.
        #expect(plan.type("App.Range")?.providable?.expression == "Self(from: Factory<Int>.provide(), to: Factory<Int>.provide())")
        // The memberwise call passes `width:`, which the extension's initializer does not take.
        #expect(plan.type("App.Card")?.providable?.expression == "Self(title: Factory<String>.provide(), width: Factory<Int>.provide())")
    }

    /// An initializer in the other branch of the chosen one's `#if` is never compiled with it,
    /// so a call that leaves every default out fits only the chosen one there, and passes none
    /// (nicklockwood/LRUCache passed a `NotificationCenter`, which nothing provides, and was skipped).
    @Test func anInitializerInTheOtherBranchOfAnIfIsNoRival() {
        let plan = resolvePlan("""
            import Foundation
            struct Pool {
                var size: Int
                #if os(Linux)
                init(size: Int = 4, center: NotificationCenter = .default) { self.size = size }
                #else
                init(size: Int = 4) { self.size = size }
                #endif
            }
            struct Both {
                var size: Int
                #if os(Linux)
                init(size: Int = 4) { self.size = size }
                #endif
                init(size: Int = 4, label: String = "") { self.size = size }
            }
            """)
        let pool = plan.type("App.Pool")?.providable?.expression
        #expect(pool?.components(separatedBy: "Self()").count == 3 && pool?.contains("center:") == false)
        // Not exclusive: on Linux both exist, `Both()` would call the other, and the call names `label:`.
        #expect(plan.type("App.Both")?.providable?.expression.contains("label:") == true)
    }

    /// A failable initializer whose body has no way to fail (a mapping protocol's
    /// `required init?(map:) {}`) is called with `!`, after any that cannot fail; one that may
    /// return nil, trap, unwrap or delegate is not, nor a subclass's, whose superclass may fail.
    @Test func aFailableInitializerThatNeverFailsIsUnwrapped() {
        let plan = resolvePlan("""
            struct Source { var text: String }
            final class Reply {
                var text = ""
                required init?(map: Source) {}
            }
            struct Note {
                var text: String
                init?(json: Source) { text = json.text }
                init(text: String) { self.text = text }
            }
            struct Tag {
                var name: String
                init?(name: String) { guard !name.isEmpty else { return nil }; self.name = name }
            }
            struct Alias {
                var name: String
                init?(raw: String) { self.init(text: raw) }
                private init?(text: String) { return nil }
            }
            struct Digit {
                var value: Int
                init?(text: String) { value = Int(text)! }
            }
            class Base { init() {} }
            class Derived: Base {
                var count = 0
                init?(count: Int) { super.init() }
            }
            """)
        #expect(plan.type("App.Reply")?.providable?.expression == "App.Reply(map: Factory<App.Source>.provide())!")
        #expect(plan.type("App.Reply")?.providable?.origin == "init?(map:) at App.swift:4:14")
        #expect(plan.type("App.Note")?.providable?.expression == "Self(text: Factory<String>.provide())")
        #expect(plan.type("App.Tag") == nil)
        #expect(plan.type("App.Alias") == nil)
        #expect(plan.type("App.Digit") == nil)
        // Its `super.init()` reaches an initializer that can neither fail nor trap
        // (``FailableDelegations``): it cannot fail either.
        #expect(plan.type("App.Derived")?.providable?.expression == "App.Derived(count: Factory<Int>.provide())!")
    }

    /// A struct's constant tells more than its never-failing `init?(rawValue:)` with a made-up
    /// value, and decoding does not fall back from a call that cannot fail.
    @Test func aConstantComesBeforeAFailableInitializerThatNeverFails() {
        let plan = resolvePlan("""
            struct Kind: RawRepresentable, Codable {
                var rawValue: String
                init?(rawValue: String) { self.rawValue = rawValue }
                static let keyword = Kind(rawValue: "keyword")!
            }
            struct Label: RawRepresentable, Codable {
                var rawValue: String
                init?(rawValue: String) { self.rawValue = rawValue }
            }
            """)
        #expect(plan.type("App.Kind")?.providable?.expression == "Self.keyword")
        #expect(plan.type("App.Label")?.providable?.expression == "Self(rawValue: Factory<String>.provide())!")
    }

    /// An ORM's model must have `init() {}`, which leaves each wrapped property made from its
    /// attribute's arguments without a value (Fluent's `@Field(key:)` traps when read so): the
    /// initializer that sets them comes first, though it takes more arguments and is not
    /// memberwise-shaped. A property with a value, or a body that sets something, changes
    /// nothing, and a type made only so still gets its empty initializer.
    @Test func anEmptyInitializerComesAfterOnesThatSetWrappedFields() {
        let plan = resolvePlan("""
            import Foundation
            final class Shelf: Model {
                @ID(key: .id) var id: UUID?
                @Field(key: "label") var label: String
                init() {}
                init(id: UUID? = nil, label: String, floor: Int) { self.id = id; self.label = label }
            }
            final class Lamp {
                @Field(key: "watts") var watts: Int = 60
                init() {}
                init(power: Int) { watts = power }
            }
            final class Tag {
                @Field(key: "name") var name: String
                init() {}
            }
            final class Badge {
                @Field(key: "name") var name: String
                init() { name = "" }
                init(title: String) { name = title }
            }
            """)
        #expect(plan.type("App.Shelf")?.providable?.expression == "App.Shelf(label: Factory<String>.provide(), floor: Factory<Int>.provide())")
        #expect(plan.type("App.Lamp")?.providable?.expression == "App.Lamp()")
        #expect(plan.type("App.Tag")?.providable?.expression == "App.Tag()")
        #expect(plan.type("App.Badge")?.providable?.expression == "App.Badge()")
    }

    /// Assigning a Fluent relation (`@Parent`, `@Children`, …) traps whatever the value
    /// ("use $ prefix to access"): an initializer that stores one as given is never called,
    /// one that sets its key through the projection is. A wrapper of that name that the inputs
    /// declare with a setter is the developer's own.
    @Test func anInitializerAssigningARelationIsNotCalled() {
        let plan = resolvePlan("""
            import Foundation
            final class Book: Model {
                @ID(key: .id) var id: UUID?
                @Field(key: "title") var title: String
                init() {}
            }
            final class Loan: Model {
                @Parent(key: "book_id") var book: Book
                @Field(key: "days") var days: Int
                init() {}
                init(book: Book, days: Int) { self.book = book; self.days = days }
                init(bookID: Book.IDValue, days: Int) { self.$book.id = bookID; self.days = days }
            }
            final class Hold: Model {
                @Parent(key: "book_id") var book: Book
                init() {}
                init(book: Book) { self.book = book }
            }
            """)
        #expect(plan.type("App.Loan")?.providable?.expression == "App.Loan(bookID: Factory<UUID>.provide(), days: Factory<Int>.provide())")
        #expect(plan.type("App.Hold")?.providable?.expression == "App.Hold()")
        let own = resolvePlan("""
            struct Book {}
            @propertyWrapper struct Parent<Value> {
                var wrappedValue: Value
                init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
            }
            final class Sleeve {
                @Parent var book: Book
                init() { book = Book() }
                init(book: Book) { self.book = book }
            }
            """)
        #expect(own.type("App.Sleeve")?.providable?.expression == "App.Sleeve(book: Factory<App.Book>.provide())")
    }
}
