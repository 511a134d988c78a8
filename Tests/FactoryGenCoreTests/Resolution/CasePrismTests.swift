import Testing
@testable import FactoryGenCore

/// Which prisms are `Prism(case: .x)`: those of an enum whose synthesized `==` tells its cases
/// apart, usable from the nonisolated generic code of the runtime.
@Suite struct CasePrismTests {
    private func matchesByEquality(_ source: String, _ type: String, defaultIsolation: ModelIsolation = .nonisolated) -> [String: Bool] {
        let plan = Resolver(testableImports: ["App"], defaultIsolation: defaultIsolation).resolve([Parser.parse(source, path: "Models/App.swift")])
        return Dictionary(uniqueKeysWithValues: plan.type(type)?.prisms.map { ($0.name, $0.matchesByEquality) } ?? [])
    }

    @Test func everyCaseOfAnEnumWithoutPayloads() {
        let source = """
            enum Visibility { case shown, hidden }
            enum Level: Int { case low = 1, high }
            struct Box<T> { enum Kind { case small, large } }
            """
        #expect(matchesByEquality(source, "App.Visibility") == ["_shown": true, "_hidden": true])
        #expect(matchesByEquality(source, "App.Level") == ["_low": true, "_high": true])
        #expect(matchesByEquality(source, "App.Box.Kind") == ["_small": true, "_large": true])
    }

    /// One payload anywhere, under `#if` too, and the enum is not `Equatable` without saying so.
    @Test func noCaseOfAnEnumWithAPayload() {
        let source = """
            enum Fetch { case idle; case loaded(Int) }
            enum Mode {
                case plain
            #if DEBUG
                case traced(String)
            #endif
            }
            """
        #expect(matchesByEquality(source, "App.Fetch") == ["_idle": false, "_loaded": false])
        #expect(matchesByEquality(source, "App.Mode") == ["_plain": false, "_traced": false])
    }

    /// An `==` of its own may not tell the cases apart (this one says they are all equal).
    @Test func noCaseOfAnEnumWithItsOwnEquality() {
        let inBody = """
            enum Priority: Equatable {
                case low, high
                static func == (lhs: Priority, rhs: Priority) -> Bool { true }
            }
            """
        let inExtension = """
            enum Priority { case low, high }
            extension Priority: Equatable { static func ==(lhs: Self, rhs: Self) -> Bool { true } }
            """
        #expect(matchesByEquality(inBody, "App.Priority") == ["_low": false, "_high": false])
        #expect(matchesByEquality(inExtension, "App.Priority") == ["_low": false, "_high": false])
    }

    /// A main-actor enum's `Equatable` conformance may be isolated to it, which the runtime's
    /// `Whole: Equatable & SendableMetatype` does not accept.
    @Test func noCaseOfAnEnumIsolatedToAGlobalActor() {
        #expect(matchesByEquality("@MainActor enum Tab { case home, settings }", "App.Tab") == ["_home": false, "_settings": false])
        let defaulted = "enum Tab { case home }\nnonisolated enum Sort { case name }"
        #expect(matchesByEquality(defaulted, "App.Tab", defaultIsolation: .mainActor) == ["_home": false])
        #expect(matchesByEquality(defaulted, "App.Sort", defaultIsolation: .mainActor) == ["_name": true])
    }

    /// Under `-default-isolation MainActor` a type's `Hashable` is isolated to the main actor,
    /// and a payload that needs it where it is formed (a set's element, a dictionary's key,
    /// a constrained parameter of a generic type of the inputs) gets a prism that runs there;
    /// an array, or a dictionary's value, asks nothing of its element.
    @Test func aPayloadNeedingAnIsolatedConformanceGetsAMainActorPrism() {
        let source = """
            struct Pin: Hashable { var code: Int }
            struct Bag<Item: Hashable> { var items: [Item] }
            enum Pick {
                case some(Set<Pin>)
                case scored([Pin: Int]?)
                case bagged(Bag<Pin>)
                case listed([Pin])
                case named([String: Pin])
                case none
            }
            nonisolated enum Plain { case some(Set<Int>) }
            """
        func isolated(_ type: String, _ defaultIsolation: ModelIsolation) -> [String: Bool] {
            let plan = Resolver(testableImports: ["App"], defaultIsolation: defaultIsolation).resolve([Parser.parse(source, path: "Models/App.swift")])
            return Dictionary(uniqueKeysWithValues: plan.type(type)?.prisms.map { ($0.name, $0.isolatedToMainActor) } ?? [])
        }
        #expect(isolated("App.Pick", .mainActor) == [
            "_some": true, "_scored": true, "_bagged": true, "_listed": false, "_named": false, "_none": false,
        ])
        #expect(isolated("App.Pick", .nonisolated).values.allSatisfy { !$0 })
        #expect(isolated("App.Plain", .mainActor) == ["_some": false])
    }
}
