import Testing
@testable import FactoryGenCore

/// How a wrapped property takes part in a struct's memberwise initializer.
@Suite struct PropertyWrapperResolutionTests {
    @Test func propertyWrappersTakeTheWrappedValueUnlessTheAttributeHasArguments() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Clamped", line: 1, properties: [
                Syntax.property("wrappedValue", "Int", line: 2, isLet: false),
            ]),
            Syntax.declaration(.struct, "Player", line: 4, properties: [
                Syntax.property("level", "Int", line: 5, isLet: false, attributes: [Attribute(name: "Clamped", arguments: "0...10")]),
                Syntax.property("name", "String", line: 6, isLet: false, attributes: [Attribute(name: "Published")]),
                Syntax.property("score", "Int", line: 7, isLet: false, value: "0", attributes: [Attribute(name: "Clamped", arguments: "0...10")]),
            ]),
        ].map { declaration in
            var declaration = declaration
            if declaration.name == "Clamped" { declaration.attributes = [Attribute(name: "propertyWrapper")] }
            return declaration
        })
        #expect(plan.type("Player")?.providable?.expression == "Self(level: Factory<Clamped>.provide(), name: Factory<String>.provide())")
        // `level`'s parameter takes the wrapper, so the memberwise initializer cannot rebuild:
        // only mutation lenses, and none for `name`, whose wrapper is not in the inputs (its
        // `wrappedValue` may have no setter).
        #expect(plan.type("Player")?.lenses.map(\.name) == ["_level", "_score"])
        #expect(plan.type("Player")?.lenses.map(\.strategy) == [.mutation, .mutation])
    }

    /// Swift's own declaration attributes are no wrappers: `@inline(__always)` on a `@frozen`
    /// type's storage (apple/swift-numerics' `Complex.x`), whose initializer names its
    /// parameters otherwise, left it without a lens, as a field of an unknown wrapper is.
    @Test func swiftsOwnAttributesOnAStoredPropertyAreNoWrappers() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            @frozen struct Point {
                @usableFromInline @inline(__always) var x: Double
                @_documentation(visibility: internal) var y: Double
                @_hasStorage @unsafe var z: Double
                init(_ a: Double, _ b: Double, _ c: Double) { x = a; y = b; z = c }
            }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Point")?.lenses.map(\.name) == ["_x", "_y", "_z"])
        #expect(plan.type("App.Point")?.lenses.map(\.strategy) == [.mutation, .mutation, .mutation])
    }

    @Test func aPrivateWrappedPropertyThatStartsOnItsOwnIsNoMemberwiseParameter() {
        let wrapper = { (name: String, properties: [PropertyDeclaration], line: Int) in
            var declaration = Syntax.declaration(.struct, name, line: line, properties: properties)
            declaration.attributes = [Attribute(name: "propertyWrapper")]
            return declaration
        }
        let plan = resolvePlan([
            // `Counted` has `init()` and `init(wrappedValue:)`, `Kept` only the latter.
            wrapper("Counted", [Syntax.property("wrappedValue", "Int", line: 2, isLet: false, value: "0")], 1),
            wrapper("Kept", [Syntax.property("wrappedValue", "Int", line: 5, isLet: false)], 4),
            Syntax.declaration(.struct, "Panel", line: 7, properties: [
                Syntax.property("palette", "Palette", line: 8, isLet: false, attributes: [Attribute(name: "Environment", arguments: "\\.palette")], access: .private),
                Syntax.property("taps", "Int", line: 9, isLet: false, attributes: [Attribute(name: "Counted")], access: .private),
                Syntax.property("offset", "Int", line: 10, isLet: false, value: "0", attributes: [Attribute(name: "Kept")], access: .fileprivate),
                Syntax.property("draft", "String?", line: 11, isLet: false, attributes: [Attribute(name: "Kept")], access: .private),
                Syntax.property("title", "String", line: 12, isLet: false),
            ]),
            // Without a value, `Kept` must be passed one: the initializer takes it, and is private.
            Syntax.declaration(.struct, "Dial", line: 14, properties: [
                Syntax.property("reading", "Int", line: 15, isLet: false, attributes: [Attribute(name: "Kept")], access: .private),
            ]),
        ])
        #expect(plan.type("Panel")?.providable?.expression == "Self(title: Factory<String>.provide())")
        // A rebuild would reset the private state it has no parameter for: a mutation lens.
        #expect(plan.type("Panel")?.lenses.map(\.strategy) == [.mutation])
        #expect(plan.skipped == [
            SkippedType(name: "Dial", location: Syntax.at(14, 1), reason: "has a private memberwise initializer because 'reading' is"),
        ])
    }

    /// SwiftUI's `@EnvironmentObject` has `init()` and no `init(wrappedValue:)`: the memberwise
    /// initializer takes the wrapper, defaulted; passing the object did not compile. A
    /// `@Binding` is taken as itself too, which nothing provides. Only where SwiftUI is imported.
    @Test func aFrameworkWrapperIsTakenAsTheFrameworkBuildsIt() {
        let views = Parser.parse("""
            import SwiftUI
            final class Library: ObservableObject { var shelves = 0 }
            struct Shelf: View { @EnvironmentObject var library: Library; let title: String }
            struct Search: View { @EnvironmentObject private var library: Library; @FocusState private var focused: Bool; let prompt: String }
            struct Switch: View { @Binding var isOn: Bool }
            """, path: "Sources/App/Views.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([views])
        #expect(plan.type("App.Shelf")?.providable?.expression == "Self(title: Factory<String>.provide())")
        #expect(plan.type("App.Search")?.providable?.expression == "Self(prompt: Factory<String>.provide())")
        #expect(plan.type("App.Switch") == nil)
        #expect(plan.skipped.map(\.reason) == ["needs 'Binding' for 'Switch.isOn', which cannot be provided"])

        let elsewhere = Parser.parse("struct Shelf { @EnvironmentObject var library: Int; let title: String }", path: "Sources/App/Shelf.swift")
        #expect(Resolver(testableImports: ["App"]).resolve([elsewhere]).type("App.Shelf")?.providable?.expression
            == "Self(library: Factory<Int>.provide(), title: Factory<String>.provide())")
    }

    /// A wrapped optional without a value starts `nil` when its wrapper is built from the
    /// wrapped value (PostHog's `SurveyDisplayController`, a class of `@Published` fields, was
    /// skipped for having no initializer); one whose wrapper is taken as itself does not.
    @Test func aWrappedOptionalWithoutAValueStartsNil() {
        let source = Parser.parse("""
            import Combine
            @propertyWrapper struct Keyed { let key: String; var wrappedValue: Int? { nil } }
            final class Controller { @Published var selection: String?; @Published var step: Int = 0 }
            struct Note { @Published var body: String?; var title: String }
            final class Lookup { @Keyed var slot: Int? }
            """, path: "Sources/App/Models.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([source])
        #expect(plan.type("App.Controller")?.providable?.origin == "implicit init()")
        #expect(plan.type("App.Note")?.providable?.expression == "Self(title: Factory<String>.provide())")
        #expect(plan.type("App.Lookup") == nil)
    }
}
