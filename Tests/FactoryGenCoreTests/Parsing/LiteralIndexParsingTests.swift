import Testing
@testable import FactoryGenCore

/// An initializer that cannot fail but indexes a parameter by an integer literal
/// (`halves[1]`) traps on a made-up array, which holds at most one element: it may trap, and
/// the parameter needs one element more than the largest index.
@Suite struct LiteralIndexParsingTests {
    private func initializer(_ body: String, parameters: String = "halves: [String]") -> InitializerDeclaration? {
        firstParsedType("struct S {\n    init(\(parameters)) {\n\(body)\n    }\n}").members.initializers.first
    }

    private func counts(_ body: String, parameters: String = "halves: [String]") -> [String] {
        initializer(body, parameters: parameters)?.checkedCounts.map { "\($0.parameter) \($0.count)" } ?? ["(no initializer)"]
    }

    @Test func anIndexIntoAParameterMayTrapAndAsksForEnoughElements() {
        let read = initializer("left = halves[0]\nright = halves[1]")
        #expect(read?.mayStopAt?.line == 3)
        #expect(read?.mayStopAt?.column == 8)
        #expect(counts("left = halves[0]\nright = halves[1]") == ["halves 2"])
        #expect(counts("value = bytes[3]", parameters: "_ bytes: Data") == ["bytes 4"])
    }

    @Test func aCountCheckAndAnIndexTakeTheLargerCount() {
        #expect(counts("precondition(halves.count >= 1)\nright = halves[2]") == ["halves 3"])
    }

    @Test func guardedOrForeignIndexesDoNotCount() {
        #expect(initializer("lead = halves.isEmpty ? \"\" : halves[0]")?.mayStopAt == nil, "guarded by its emptiness")
        #expect(initializer("lead = halves.count > 1 ? halves[1] : \"\"")?.mayStopAt == nil, "guarded by its count")
        #expect(initializer("lead = self.halves[0]")?.mayStopAt == nil, "a property named like it")
        #expect(initializer("let parts = line.split(separator: \" \")\nlead = parts[0]", parameters: "line: String")?.mayStopAt == nil,
                "what the body made itself")
        #expect(initializer("lead = names[0]", parameters: "names: [Int: String]")?.mayStopAt == nil, "a dictionary's subscript")
        #expect(initializer("lead = halves.map { $0 }[0]\nlater = { halves[1] }")?.mayStopAt == nil, "inside a closure")
        #expect(initializer("rows = halves\n[0].forEach { _ in }")?.mayStopAt == nil, "an array literal on a line of its own")
    }
}
