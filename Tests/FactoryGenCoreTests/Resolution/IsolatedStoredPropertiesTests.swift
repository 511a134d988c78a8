import Testing
@testable import FactoryGenCore

/// A stored property isolated to a global actor its type is not gets no lens: the lens's
/// nonisolated closures could form no key path to it. Whether it says so or Swift infers it
/// from the main-actor protocol requirement it witnesses.
@Suite struct IsolatedStoredPropertiesTests {
    private let models = """
        public protocol Captioned { var caption: String { get } }
        nonisolated public struct Photo: Captioned {
            public var caption: String
            public var width: Int
        }
        public struct Frame {
            @MainActor public var label: String
            public var depth: Int
        }
        public final class Easel {
            @MainActor public let title: String
            public let legs: Int
            public init(title: String, legs: Int) { self.title = title; self.legs = legs }
        }
        """

    @Test func anAttributeIsolatesThePropertyApartFromItsType() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse(models, path: "Models/App.swift")])
        #expect(plan.type("App.Frame")?.lenses.map(\.name) == ["_depth"])
        #expect(plan.type("App.Frame")?.isolatedFields == ["label"])
        // Rebuilding the class would read `title` in a nonisolated closure.
        #expect(plan.type("App.Easel")?.lenses.map(\.name) == [])
        #expect(plan.type("App.Photo")?.lenses.map(\.name) == ["_caption", "_width"])
    }

    @Test func aWitnessOfAMainActorRequirementIsIsolatedByDefaultIsolation() {
        let plan = Resolver(testableImports: ["App"], defaultIsolation: .mainActor).resolve([Parser.parse(models, path: "Models/App.swift")])
        #expect(plan.type("App.Photo")?.lenses.map(\.name) == ["_width"])
        #expect(plan.type("App.Photo")?.isolatedFields == ["caption"])
        // Isolated to the main actor as a whole, like its field: nothing apart.
        #expect(plan.type("App.Frame")?.isolatedFields == [])
        #expect(plan.type("App.Frame")?.lenses.map(\.name) == ["_label", "_depth"])
    }
}
