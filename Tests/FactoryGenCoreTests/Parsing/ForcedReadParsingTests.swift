import Testing
@testable import FactoryGenCore

/// Where an initializer forces a value out of what an argument holds, which no made-up
/// argument does: the resolver does not call it.
@Suite struct ForcedReadParsingTests {
    private func forcedRead(_ body: String, parameters: String = "_ fields: [String: Any]") -> Int? {
        let type = firstParsedType("struct S {\n    init(\(parameters)) {\n\(body)\n    }\n}")
        return type.members.initializers.first?.forcesArgumentReadAt?.line
    }

    @Test func aForcedSubscriptOfAParameterIsFound() {
        #expect(forcedRead("label = \"\"\nlabel = fields[\"label\"] as! String") == 4)
        #expect(forcedRead("label = fields[\"label\"]!") == 3)
        #expect(forcedRead("count = (fields[keys[0]] as! NSNumber).intValue") == 3)
        #expect(forcedRead("label = values[\"label\"]!", parameters: "values: [String: String]") == 3)
    }

    @Test func otherReadsAreNot() {
        #expect(forcedRead("label = fields[\"label\"] as? String ?? \"\"") == nil)
        #expect(forcedRead("label = self.fields[\"label\"]!") == nil, "a member named like the parameter")
        #expect(forcedRead("let local = [\"a\": 1]\ncount = local[\"a\"]!") == nil, "a dictionary the body made")
        #expect(forcedRead("label = fields.description") == nil)
    }

    @Test func onlyAnInitializerThatCannotFailIsRead() {
        let type = firstParsedType("""
            struct S {
                init?(_ fields: [String: Any]) { label = fields["label"] as! String }
                init(_ fields: [String: Any]) throws { label = fields["label"] as! String }
            }
            """)
        #expect(type.members.initializers.map(\.forcesArgumentReadAt) == [nil, nil])
    }
}
