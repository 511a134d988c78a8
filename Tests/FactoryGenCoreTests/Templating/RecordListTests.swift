import Testing
@testable import FactoryGenCore

/// A list of records read in place reads, renders and compares as the array of records it
/// stands for, and makes no record unless something reads an element whole.
@Suite struct RecordListTests {
    private let lenses: [[String: TemplateValue]] = [
        ["name": "_id", "strategy": "mutation"],
        ["name": "_title", "strategy": "initializer", "condition": "DEBUG"],
        ["name": "_tags", "strategy": "mutation"],
    ]

    private func inPlace() -> TemplateValue { .elements(DictionaryRecordList(lenses)) }
    private func asRecords() -> TemplateValue { .array(lenses.map { .object(TemplateRecord($0)) }) }

    @Test func aTemplateRendersTheSameFromTheListAsFromItsRecords() throws {
        let template = try CompiledTemplate("""
            {{ lenses.count }} {{ lenses.first.name }} {{ lenses.last.name }} {{ lenses.1.strategy }}
            {% for lens in lenses %}{{ forloop.counter }}{{ lens.name }}{% if lens.condition %}#{{ lens.condition }}{% endif %}\
            {% if lens.strategy == "mutation" and not lens.missing %}m{% endif %};{% endfor %}
            {% if lenses %}some{% endif %}{% if "x" in lenses %}never{% endif %}
            """)
        let inPlace = try template.render(TemplateRecord(["lenses": inPlace()]))
        #expect(inPlace == (try template.render(TemplateRecord(["lenses": asRecords()]))))
        #expect(inPlace.contains("3 _id _tags initializer"))
        #expect(inPlace.contains("1_idm;2_title#DEBUG;3_tagsm;"))
    }

    @Test func theListEqualsItsRecordsAndStencilReadsThemAlike() {
        #expect(inPlace() == asRecords())
        #expect(inPlace() != .array(Array(asRecords().forcedElements.dropLast())))
        let stencil = TemplateRecord(["lenses": inPlace()]).stencilContext["lenses"] as? [TemplateObject]
        #expect(stencil?.count == 3)
        #expect(stencil?[1].values["condition"] as? String == "DEBUG")
        // An absent member stays absent, as `encodeIfPresent` leaves it out.
        #expect(stencil?[0].values["condition"] == nil)
    }

    @Test func anElementReadsEachMemberWhereItLies() throws {
        let element = TemplateValue.element(DictionaryRecordList(lenses), 1)
        #expect(try element.member(MemberKey("name")) == "_title")
        #expect(try element.member(MemberKey("missing")) == .null)
        #expect(element.isTruthy)
        #expect(element.forced == .object(TemplateRecord(lenses[1])))
    }

    @Test func anEmptyListIsFalseAndItsLastIsStencilsToGive() throws {
        let empty = TemplateValue.elements(DictionaryRecordList([]))
        #expect(!empty.isTruthy)
        #expect(try empty.member(MemberKey("count")) == 0)
        #expect(try empty.member(MemberKey("first")) == .null)
        #expect(throws: NeedsStencil.self) { try empty.member(MemberKey("last")) }
        #expect(try CompiledTemplate("{% for x in list %}x{% empty %}none{% endfor %}").render(TemplateRecord(["list": empty])) == "none")
    }
}

private extension TemplateValue {
    var forcedElements: [TemplateValue] {
        guard case .array(let elements) = forced else { return [] }
        return elements
    }
}
