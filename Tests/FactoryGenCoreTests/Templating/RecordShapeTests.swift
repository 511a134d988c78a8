import Testing
@testable import FactoryGenCore

/// Records of a shared shape find their members by interned key, and read exactly like records
/// made from a dictionary.
@Suite struct RecordShapeTests {
    private let shape = RecordShape(["name", "type", "condition"])

    @Test func aShapedRecordFindsEachMemberByKeyAndByName() {
        let record = TemplateRecord(shape: shape, values: ["_age", "Int", .null])
        #expect(record.value(MemberKey("name")) == "_age")
        #expect(record.value(MemberKey("type")) == "Int")
        #expect(record["type"] == "Int")
        #expect(record["name"] == "_age")
    }

    @Test func aNullMemberReadsAsAbsent() {
        let record = TemplateRecord(shape: shape, values: ["_age", "Int", .null])
        #expect(record.value(MemberKey("condition")) == .null)
        #expect(record.values == ["name": "_age", "type": "Int"])
        #expect(record.stencilContext["condition"] == nil)
        #expect(record.stencilContext["type"] as? String == "Int")
    }

    @Test func aNameNoShapeDeclaresIsNotFound() {
        let record = TemplateRecord(shape: shape, values: ["_age", "Int", .null])
        // Interned after the shape was made, so past the end of its slots.
        let later = MemberKey("aNameInternedOnlyByThisTest")
        #expect(record.value(later) == .null)
        #expect(record[later] == nil)
        #expect(record["aNameInternedOnlyByThisTest"] == nil)
        // Interned before, by another shape, but not a key of this one.
        _ = RecordShape(["declaredElsewhere"])
        #expect(record.value(MemberKey("declaredElsewhere")) == .null)
    }

    @Test func twoShapesWithTheSameKeysInAnotherOrderAgree() {
        let reversed = RecordShape(["condition", "type", "name"])
        let first = TemplateRecord(shape: shape, values: ["_age", "Int", "DEBUG"])
        let second = TemplateRecord(shape: reversed, values: ["DEBUG", "Int", "_age"])
        for name in ["name", "type", "condition"] {
            #expect(first.value(MemberKey(name)) == second.value(MemberKey(name)))
        }
        #expect(TemplateValue.object(first) == TemplateValue.object(second))
    }

    @Test func aRecordFromADictionaryIsFoundByKeyToo() {
        let record = TemplateRecord(["b": 2, "a": 1])
        #expect(record.value(MemberKey("a")) == 1)
        #expect(record.value(MemberKey("b")) == 2)
        #expect(record.value(MemberKey("c")) == .null)
    }

    @Test func aLazyMemberIsWorkedOutWhenRead() {
        let record = TemplateRecord(shape: shape, values: ["_age", .lazy(LazyTemplateValue { "Int" }), .null])
        #expect(record.value(MemberKey("type")) == .string("Int"))
    }

    @Test func aShapeWithARepeatedKeyFindsTheFirst() {
        let repeated = RecordShape(["name", "name"])
        let record = TemplateRecord(shape: repeated, values: ["first", "second"])
        #expect(record.value(MemberKey("name")) == "first")
        #expect(record["name"] == "first")
    }

    @Test func compiledTemplatesReadShapedRecords() throws {
        let lens = TemplateValue.object(TemplateRecord(shape: shape, values: ["_age", "Int", .null]))
        let template = try CompiledTemplate("{% for lens in lenses %}{{ lens.name }}: {{ lens.type }}{% if lens.condition %}!{% endif %}{% endfor %}")
        #expect(try template.render(TemplateRecord(["lenses": [lens, lens]])) == "_age: Int_age: Int")
    }
}
