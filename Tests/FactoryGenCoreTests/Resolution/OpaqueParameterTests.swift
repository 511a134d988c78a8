import Testing
@testable import FactoryGenCore

/// An initializer's `some P` is a generic parameter of its own wherever the parameter's type
/// holds it (SE-0341): at its top, or inside an optional, a list, a dictionary or a tuple.
/// Each is given what a generic parameter would be, and the call names the type, so that an
/// empty literal (`[]`, `nil`) still lets Swift infer it.
@Suite struct OpaqueParameterTests {
    @Test func anOpaqueTypeInsideAListOrAnOptionalIsGivenItsConformer() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            public protocol Item {}
            public struct Pin: Item { public init() {} }
            public struct Tray {
                public let count: Int
                public init(items: [some Item]) { count = items.count }
            }
            public struct Box {
                public let filled: Bool
                public init(_ item: (some Item)?) { filled = item != nil }
            }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Tray")?.providable?.expression == "Self(items: Factory<[App.Pin]>.provide())")
        #expect(plan.type("App.Box")?.providable?.expression == "Self(Factory<App.Pin?>.provide())")
    }

    /// `some Any` constrains nothing: given a string, as an unconstrained generic parameter
    /// is; a type-erased wrapper (`AnyCodable`'s `init(_ value: (some Any)?)`) is often built so.
    @Test func someAnyIsGivenAString() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            public struct Erased {
                public let value: Any
                public init(_ value: (some Any)?) { self.value = value ?? () }
            }
            public struct Shown {
                public let text: String
                public init(_ value: some Swift.Any) { text = "\\(value)" }
            }
            public struct Routed {
                public let count: Int
                public init(table: [some Hashable: some Any]) { count = table.count }
            }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Erased")?.providable?.expression == "Self(Factory<String?>.provide())")
        #expect(plan.type("App.Shown")?.providable?.expression == "Self(Factory<String>.provide())")
        #expect(plan.type("App.Routed")?.providable?.expression == "Self(table: Factory<[String: String]>.provide())")
    }
}
