import Testing
@testable import FactoryGenCore

@Suite struct ClassAndConditionTests {
    @Test func classesUseTheirInitializersAndRebuildForLenses() {
        let plan = resolvePlan([
            Syntax.declaration(.class, "Profile", line: 1, modifiers: ["final"], properties: [
                Syntax.property("name", "String", line: 2, isLet: false),
                Syntax.property("age", "Int", line: 3),
            ], initializers: [Syntax.initializer([Syntax.parameter("name", "String"), Syntax.parameter("age", "Int")], line: 4)]),
            Syntax.declaration(.class, "Settings", line: 6, properties: [
                Syntax.property("theme", "String", line: 7, isLet: false, value: "\"dark\""),
                Syntax.property("delegate", "Settings?", line: 8, isLet: false, modifiers: ["weak"]),
            ]),
            Syntax.declaration(.class, "AdvancedSettings", line: 10, inherits: ["Settings"], properties: [
                Syntax.property("level", "Int", line: 11, isLet: false, value: "1"),
            ]),
            Syntax.declaration(.class, "Child", line: 13, inherits: ["Profile", "Equatable"], properties: [
                Syntax.property("school", "String", line: 14),
            ]),
            Syntax.declaration(.actor, "Counter", line: 16, properties: [Syntax.property("count", "Int", line: 17, isLet: false, value: "0")]),
            {
                var state = Syntax.declaration(.class, "ViewState", line: 19, modifiers: ["final"], properties: [
                    Syntax.property("title", "String", line: 20),
                ], initializers: [Syntax.initializer([Syntax.parameter("title", "String")], line: 21)])
                state.attributes = [Attribute(name: "MainActor")]
                return state
            }(),
        ])
        #expect(plan.type("Profile")?.providable?.expression == "Profile(name: Factory<String>.provide(), age: Factory<Int>.provide())")
        // Classes never mutate a copy: that would change the original too.
        #expect(plan.type("Profile")?.lenses.map(\.strategy) == [.initializer, .initializer])
        #expect(plan.type("Settings")?.providable?.expression == "Settings()")
        #expect(plan.type("Settings")?.providable?.origin == "implicit init()")
        #expect(plan.type("Settings")?.lenses == [])
        // No designated initializer and every stored property defaulted: it inherits `init()`.
        #expect(plan.type("AdvancedSettings")?.providable?.expression == "AdvancedSettings()")
        // `school` has no default, so `Child` inherits nothing and has no initializer.
        #expect(plan.type("Child") == nil)
        #expect(plan.skipped.first { $0.name == "Child" }?.reason == "has no initializer the test module can call")
        #expect(plan.type("Counter")?.providable?.expression == "Counter()")
        #expect(plan.type("Counter")?.lenses == [])
        #expect(plan.type("ViewState")?.providable?.expression == "ViewState(title: Factory<String>.provide())")
        // A main-actor class rebuilds on the main actor (the template writes `Lens.onMainActor`).
        #expect(plan.type("ViewState")?.lenses.map(\.strategy) == [.initializer])
        #expect(plan.type("ViewState")?.globalActor == "MainActor")
        #expect(plan.type("ViewState")?.providableIsolation == "MainActor")
        #expect(plan.type("Profile")?.globalActor == nil)
    }

    @Test func subclassesSeeInheritedNestedTypesAndStandInForTheirBase() {
        let plan = resolvePlan([
            Syntax.declaration(.class, "Shape", line: 1,
                               initializers: [Syntax.initializer([Syntax.parameter("sides", "Int")], line: 3, access: .private)],
                               nested: [Syntax.declaration(.struct, "Style", line: 2, scope: ["Shape"])]),
            Syntax.declaration(.class, "Square", line: 5, inherits: ["Shape"], properties: [Syntax.property("style", "Style", line: 6)],
                               initializers: [Syntax.initializer([Syntax.parameter("style", "Style")], line: 7)]),
            Syntax.declaration(.struct, "Canvas", line: 9, properties: [Syntax.property("shape", "Shape", line: 10)]),
        ])
        // `Style` inside `Square` is `Shape.Style`, found through the superclass.
        #expect(plan.type("Square")?.providable?.expression == "Square(style: Factory<Shape.Style>.provide())")
        // `Shape` has no callable initializer: a field of that type gets its subclass.
        #expect(plan.type("Shape") == nil)
        #expect(plan.type("Canvas")?.providable?.expression == "Self(shape: Factory<Square>.provide())")
        #expect(plan.diagnostics.isEmpty)
    }

    /// `App.Listener<Value>` names the module's top-level class, not the nested class of that
    /// name that writes it (ReactiveSwift's `Signal.Observer: ReactiveSwift.Observer<Value, Error>`):
    /// the nested one is a subclass, which inherits the conformance and states none of its own.
    @Test func aModuleQualifiedSuperclassIsTheModulesTopLevelClass() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            open class Listener<Value> { public init() {} }
            public struct Feed<Value> { public var name: String }
            extension Feed {
                public final class Listener: App.Listener<Value> {
                    public let label: String
                    public init(label: String) { self.label = label; super.init() }
                }
            }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Feed.Listener")?.declaredSuperclass == "App.Listener")
    }

    @Test func conditionsJoinParentsAndStayOnTheirMembers() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Outer", line: 1, condition: "DEBUG", properties: [
                Syntax.property("flag", "Bool", line: 2, isLet: false, value: "false", condition: "os(Linux)"),
            ], nested: [Syntax.declaration(.enum, "Mode", line: 4, scope: ["Outer"], condition: "canImport(UIKit)", cases: [
                Syntax.enumCase("debug", line: 5, condition: "TRACE"),
                Syntax.enumCase("release", line: 6),
            ])]),
            Syntax.declaration(.struct, "Report", line: 9, properties: [
                Syntax.property("title", "String", line: 10),
                Syntax.property("trace", "String", line: 11, isLet: false, condition: "TRACE"),
            ]),
        ], extensions: [
            Syntax.extensionOf("Outer", line: 13, condition: "!os(Windows)", nested: [
                Syntax.declaration(.struct, "Extra", line: 14, scope: ["Outer"]),
            ]),
        ])
        #expect(plan.type("Outer")?.condition == "DEBUG")
        #expect(plan.type("Outer")?.lenses == [LensPlan(name: "_flag", property: "flag", type: "Bool", strategy: .mutation, condition: "os(Linux)")])
        #expect(plan.type("Outer.Mode")?.condition == "(DEBUG) && (canImport(UIKit))")
        #expect(plan.type("Outer.Mode")?.providable?.expression == ".release")
        #expect(plan.type("Outer.Mode")?.prisms.map(\.condition) == ["TRACE", nil])
        #expect(plan.type("Outer.Extra")?.condition == "(DEBUG) && (!os(Windows))")
        // A required field under `#if` would need a different call per condition.
        #expect(plan.type("Report") == nil)
        #expect(plan.skipped == [
            SkippedType(name: "Report", location: Syntax.at(9, 1), reason: "has a memberwise initializer that depends on `#if TRACE` ('trace')"),
        ])
    }

    @Test func observedPropertiesAreRebuiltNotAssigned() {
        var observed = Syntax.property("muted", "Bool", line: 2, isLet: false)
        observed.accessors = ["didSet"]
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Volume", line: 1, properties: [
                observed, Syntax.property("changes", nil, line: 3, isLet: false, value: "0"),
            ]),
            Syntax.declaration(.struct, "Meter", line: 5, properties: [observed, Syntax.property("changes", "Int", line: 6, isLet: false)],
                               initializers: [Syntax.initializer([], line: 7)]),
        ])
        #expect(plan.type("Volume")?.lenses == [
            LensPlan(name: "_muted", property: "muted", type: "Bool", strategy: .initializer,
                     rebuildExpression: "Self(muted: newValue, changes: whole.changes)"),
            LensPlan(name: "_changes", property: "changes", type: "Int", strategy: .mutation),
        ])
        // No initializer takes `muted`: no lens rather than one that runs `didSet`.
        #expect(plan.type("Meter")?.lenses.map(\.name) == ["_changes"])
    }

    /// A wrapper's computed setter may do more than store, as an observer may (record when
    /// the value changed): such a field is rebuilt too. A stored `wrappedValue` is assigned.
    @Test func aFieldWhoseWrapperComputesItsSetterIsRebuilt() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            import Foundation
            @propertyWrapper struct Stamped {
                private var value: Bool
                private(set) var changedAt: Date? = nil
                init(wrappedValue: Bool) { value = wrappedValue }
                var wrappedValue: Bool {
                    get { value }
                    set { if newValue != value { changedAt = Date() }; value = newValue }
                }
            }
            @propertyWrapper struct Plain { var wrappedValue: Int }
            struct Settings {
                @Stamped var boost: Bool
                @Plain var level: Int
            }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Settings")?.lenses.map(\.strategy) == [.initializer, .mutation])
    }

    /// A subclass's rebuild calls `super.init`, which sets the superclass's stored properties
    /// again: one that may come out different (a `var` set afterwards, a `let` made from a new
    /// identifier, directly or by a type that reads one) must be taken, or there is no rebuild.
    /// One the subclass passes a value of its own is set again the same.
    @Test func aSubclassIsRebuiltOnlyWhenItsInheritedStateComesBack() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            import Foundation
            final class Token { let text: String; init() { text = UUID().uuidString } }
            class Node { let token: Token; init() { token = Token() } }
            final class Label: Node {
                let title: String
                init(title: String) { self.title = title; super.init() }
            }
            class Stamped { let stamp: UUID; init() { stamp = UUID() } }
            final class Note: Stamped {
                let text: String
                init(text: String) { self.text = text; super.init() }
            }
            class Tagged { var tag: String? = nil; init() {} }
            final class Badge: Tagged {
                let name: String
                init(name: String) { self.name = name; super.init() }
            }
            class Shape { let sides: Int; init(sides: Int) { self.sides = sides } }
            final class Square: Shape {
                let length: Double
                init(length: Double) { self.length = length; super.init(sides: 4) }
            }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Label")?.lenses.isEmpty == true)
        #expect(plan.type("App.Note")?.lenses.isEmpty == true)
        #expect(plan.type("App.Badge")?.lenses.isEmpty == true)
        #expect(plan.type("App.Square")?.lenses.map(\.name) == ["_length"])
        // Two values of such a subclass differ wherever they are made: a note says where.
        let notes = plan.diagnostics.map(\.message).filter {
            $0.contains("reads a new identifier, the time, a shared counter or a random draw") && ($0.hasPrefix("'Label'") || $0.hasPrefix("'Note'"))
        }
        #expect(notes.count == 2)
        #expect(notes.first?.contains("(at App.swift:3:18)") == true, "the superclass's `let token: Token`")
        #expect(notes.last?.contains("(at App.swift:8:51)") == true, "the `UUID()` in `Stamped.init()`")
    }

    @Test func lensNamesThatClashAreSkippedWithANote() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Item", line: 1, properties: [
                Syntax.property("name", "String", line: 2, isLet: false),
                Syntax.property("_name", "String", line: 3, isStatic: true),
                Syntax.property("default", "Int", line: 4, isLet: false),
                Syntax.property("Type", "String", line: 5),
            ]),
        ])
        #expect(plan.type("Item")?.lenses == [
            LensPlan(name: "_default", property: "`default`", type: "Int", strategy: .mutation),
            LensPlan(name: "_Type", property: "`Type`", type: "String", strategy: .initializer,
                     rebuildExpression: "Self(name: whole.name, default: whole.`default`, Type: newValue)"),
        ])
        #expect(plan.diagnostics == [
            .note("no lens '_name' for 'Item.name': 'Item' already has a static member named '_name'", at: Syntax.at(2, 9)),
        ])
    }

    /// A type whose initializers are all under `#if` is skipped for one of three reasons, and the
    /// reason says which: a branch without a partner, a branch whose initializers may all fail,
    /// or a class that may have subclasses, which does not branch; a final root class does.
    @Test func aTypeBuiltOnlyUnderIfIsSkippedWithTheRightReason() {
        let plan = Resolver().resolve([Parser.parse("""
            struct Pin {
                var id: Int
                #if TRACE
                init(tracedID: Int) { id = tracedID }
                #endif
            }
            struct Dial {
                var code: String
                #if FAST
                init(code: String) { self.code = code }
                #else
                init?(checked: String) {
                    if checked.isEmpty { return nil }
                    code = checked
                }
                #endif
            }
            final class Latch {
                var open: Bool
                #if DEBUG
                init(debugOpen: Bool) { open = debugOpen }
                #else
                init(releaseOpen: Bool) { open = releaseOpen }
                #endif
            }
            class Relay {
                var port = 0
                #if DEBUG
                init(debugPort: Int) { port = debugPort }
                #else
                init(releasePort: Int) { port = releasePort }
                #endif
            }
            """, path: "Models.swift")])
        let reasons = Dictionary(uniqueKeysWithValues: plan.skipped.map { ($0.name, $0.reason) })
        #expect(reasons["Pin"] == "has initializers only under `#if`, with none in `#else` to use otherwise")
        #expect(reasons["Dial"] == "has initializers only under `#if`, and those under `#if !(FAST)` are failable or throwing, "
            + "which a made-up argument may make fail")
        #expect(reasons["Relay"] == "has initializers only under `#if`, which only the provide() of a struct, "
            + "or of a final class without a superclass, branches on (a class hierarchy shares one conformance)")
        // No other class's `provide()` calls a final root class's: it branches as a struct's does.
        #expect(reasons["Latch"] == nil)
        #expect(plan.type("Latch")?.providable?.origin.contains("under #if DEBUG, else init(releaseOpen:)") == true)
    }
}
