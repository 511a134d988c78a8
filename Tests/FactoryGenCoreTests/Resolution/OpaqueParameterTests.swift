import Testing
@testable import FactoryGenCore

/// An initializer's `some P` parameter is generic over it: an empty literal for a list or an
/// optional of one (`Tray(items: [])`, `Box(nil)`) leaves Swift nothing to infer it from, and
/// does not compile, so such an initializer is not called.
@Suite struct OpaqueParameterTests {
    @Test func aListOrOptionalOfAnOpaqueParameterIsNotPassedAnEmptyLiteral() {
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
        #expect(plan.type("App.Tray") == nil)
        #expect(plan.diagnostics.map(\.message).contains {
            $0.hasPrefix("cannot provide 'Tray.items': factorygen cannot build a value of type '[some Item]'")
        })
        #expect(plan.type("App.Box") == nil)
    }
}
