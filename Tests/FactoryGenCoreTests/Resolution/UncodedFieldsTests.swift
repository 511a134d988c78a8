import Testing
@testable import FactoryGenCore

/// A `Codable` type rebuilt by coding loses the fields its `CodingKeys` leave out: it gets no
/// coding lenses when the construction `provide()` calls may set one of them.
@Suite struct UncodedFieldsTests {
    private func resolve(_ source: String) -> GenerationPlan {
        Resolver(testableImports: ["App"]).resolve([Parser.parse(source, path: "Models/App.swift")])
    }

    @Test func aFailableInitializerHandedALeftOutFieldGivesNoCodingLenses() {
        let plan = resolve("""
            final class Alarm: Codable {
                let label: String
                var onRing: (() -> Void)?
                enum CodingKeys: String, CodingKey { case label }
                init?(label: String, volume: Int, onRing: @escaping () -> Void) {
                    guard volume >= 0 else { return nil }
                    self.label = label
                    self.onRing = onRing
                }
            }
            """)
        #expect(plan.type("App.Alarm")?.providable != nil)
        #expect(plan.type("App.Alarm")?.lenses.isEmpty == true)
        let notes = plan.diagnostics.filter { $0.message.contains("left out of its coding keys") }
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("'onRing', left out of its coding keys") == true)
        #expect(notes.first?.message.contains("no lens for 'label' of 'Alarm'") == true)
    }

    @Test func aLeftOutFieldTheInitializerDoesNotSetKeepsThem() {
        let plan = resolve("""
            final class Alarm: Codable {
                let label: String
                var rang = 0
                enum CodingKeys: String, CodingKey { case label }
                init?(label: String, volume: Int) {
                    guard volume >= 0 else { return nil }
                    self.label = label
                }
            }
            """)
        #expect(plan.type("App.Alarm")?.lenses.map(\.strategy) == [.coding])
        #expect(!plan.diagnostics.contains { $0.message.contains("left out of its coding keys") })
    }

    @Test func anAssignmentInTheBodyCountsToo() {
        let plan = resolve("""
            final class Alarm: Codable {
                let label: String
                var armed = false
                enum CodingKeys: String, CodingKey { case label }
                init(label: String) throws {
                    self.label = label
                }
                init(label: String, hour: Int) {
                    self.label = label
                    armed = true
                }
            }
            """)
        #expect(plan.type("App.Alarm")?.lenses.isEmpty == true)
        #expect(plan.diagnostics.contains { $0.message.contains("'armed', left out of its coding keys") })
    }
}
