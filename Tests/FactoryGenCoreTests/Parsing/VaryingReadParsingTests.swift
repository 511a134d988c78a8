import Testing
@testable import FactoryGenCore

/// Where an initializer reads a new identifier or the time, which makes every value it builds
/// differ from the last.
@Suite struct VaryingReadParsingTests {
    private func varyingRead(_ body: String) -> Int? {
        let type = firstParsedType("final class S {\n    init() {\n\(body)\n    }\n}")
        return type.members.initializers.first?.readsVaryingValueAt?.line
    }

    @Test func aReadOfANewIdentifierOrTheTimeIsFound() {
        #expect(varyingRead("id = UUID().uuidString") == 3)
        #expect(varyingRead("made = Date.now") == 3)
        #expect(varyingRead("name = \"\"\nvalue = \"TEMP_\\(UUID().uuidString)\"") == 4, "inside an interpolation")
    }

    /// swift-bson's `BSONObjectID()` takes the next value of a counter its type keeps.
    @Test func aCallWithoutArgumentsOnAnObjectTheTypeKeepsIsFound() {
        #expect(varyingRead("oid = Self.generator.generate()") == 3)
        #expect(varyingRead("oid = Self.generator.generate(seed)") == nil, "what it gives may follow from the argument")
        #expect(varyingRead("oid = other.Self.generator.generate()") == nil)
        #expect(varyingRead("oid = Self.defaultValue") == nil, "a stored value, not a call")
    }

    @Test func otherReadsAreNot() {
        #expect(varyingRead("value = \"UUID()\"") == nil, "a literal's text")
        #expect(varyingRead("id = row.UUID()") == nil)
        #expect(varyingRead("value = \"\\(name) at Date()\"") == nil, "text after an interpolation")
    }
}
