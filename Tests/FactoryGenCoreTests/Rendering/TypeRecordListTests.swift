import Testing
@testable import FactoryGenCore

/// The context's `types`, read in place: each type reads as the record of its plan with what
/// rendering adds, member by member, and renders as that record does.
@Suite struct TypeRecordListTests {
    private static let source = """
        struct Account {
            var id: Int
            let owner: String
        }
        enum Status {
            case active
            case closed(reason: String)
        }
        class Vehicle {
            var wheels: Int
            init(wheels: Int) { self.wheels = wheels }
        }
        final class Bike: Vehicle {
            init() { super.init(wheels: 2) }
        }
        final class Receipt {
            let number: Int
            let total: Double
            let memo: String
            init(number: Int, total: Double, memo: String) {
                self.number = number
                self.total = total
                self.memo = memo
            }
        }
        """

    /// The plan of ``source``, with its enum's `providable` taken away: the resolver gives
    /// every type it plans one, and a template still reads a type without one.
    private func context() -> (plan: GenerationPlan, context: TemplateRecord) {
        let file = Parser.parse(Self.source, path: "Models/Bank.swift")
        var plan = Resolver(testableImports: ["App"]).resolve([file])
        if let status = plan.types.firstIndex(where: { $0.name == "App.Status" }) { plan.types[status].providable = nil }
        return (plan, RenderingContext.make(plan: plan, files: [file]))
    }

    private func types(_ context: TemplateRecord) throws -> [TemplateValue] {
        guard case .array(let types) = try #require(context["types"]).forced else {
            Issue.record("types is not a list")
            return []
        }
        return types
    }

    @Test func theSlotsItReadsBySlotAreTheKeysTheyName() {
        #expect(TypePlan.templateKeys[TypePlan.providableSlot] == "providable")
        #expect(TypePlan.templateKeys[TypePlan.rebuildSlot] == "rebuild")
        #expect(TypePlan.templateKeys.count == TypePlan.templateKeyCount)
    }

    @Test func eachTypeReadsAsItsPlansRecordWithWhatRenderingAdds() throws {
        let (plan, context) = context()
        let types = try types(context)
        #expect(types.count == plan.types.count)
        #expect(plan.types.contains { $0.providable == nil } && plan.types.contains { $0.rebuild != nil })
        for (type, typePlan) in zip(types, plan.types) {
            guard case .object(let record) = type.forced, case .object(let planRecord) = typePlan.templateValue else {
                Issue.record("\(typePlan.name) is not a record")
                continue
            }
            for key in TypePlan.templateKeys {
                #expect(record[key] == planRecord[key], "\(typePlan.name).\(key)")
                // Read member by member, as a template reads it, the same again.
                #expect(try type.member(MemberKey(key)) == planRecord[key] ?? .null, "\(typePlan.name).\(key)")
            }
            for key in TypeRecordList.addedKeys { #expect(record[key] != nil, "\(typePlan.name).\(key)") }
        }
    }

    @Test func aTypesProvidableAndRebuildAreReadMemberByMember() throws {
        let (plan, context) = context()
        let types = try types(context)
        let account = try #require(plan.types.firstIndex { $0.name == "App.Account" })
        let receipt = try #require(plan.types.firstIndex { $0.name == "App.Receipt" })
        let providable = try types[account].member(MemberKey("providable"))
        guard case .element = providable else {
            Issue.record("a type's providable is not read in place: \(providable)")
            return
        }
        #expect(try providable.member(MemberKey("expression")) == .string(plan.types[account].providable?.expression ?? ""))
        let rebuild = try #require(plan.types[receipt].rebuild)
        #expect(try types[receipt].member(MemberKey("rebuild")).member(MemberKey("callee")) == .string(rebuild.callee))
        #expect(try types[receipt].member(MemberKey("rebuild")).member(MemberKey("fields")).member(MemberKey("count")) == .int(rebuild.fields.count))
        // A type without one reads `.null`, as a record leaves it out.
        let status = try #require(plan.types.firstIndex { $0.providable == nil })
        #expect(try types[status].member(MemberKey("providable")) == .null)
        #expect(try types[account].member(MemberKey("rebuild")) == .null)
    }

    @Test func theBundledTemplatesRenderTheSameFromTheTypesRecords() throws {
        let (plan, context) = context()
        var values = context.values
        values["types"] = .array(try types(context).map(\.forced))
        let fromRecords = TemplateRecord(values)
        var rendered = 0
        for file in TemplateSet.bundled.files {
            let template = try CompiledTemplate(StandaloneTags.rewrittenText(file.text))
            let inPlace = try template.render(context)
            #expect(inPlace == (try template.render(fromRecords)), "\(file.path)")
            rendered += inPlace.isEmpty ? 0 : 1
        }
        #expect(rendered >= 2)
        #expect(plan.types.count >= 4)
    }

    @Test func aTypesDeclarationIsFoundWhenATemplateReadsIt() throws {
        let file = Parser.parse("struct Outer {\n    final class Inner { var name = \"\" }\n}\n", path: "Models/Outer.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([file])
        let context = RenderingContext.make(plan: plan, files: [file])
        let template = try CompiledTemplate("{% for type in types %}{{ type.name }}: {{ type.declaration.name }} {{ type.isOpenClass }}\n{% endfor %}")
        #expect(try template.render(context) == "App.Outer: Outer false\nApp.Outer.Inner: Inner false\n")
        // Read again, it is the one encoded the first time.
        #expect(try template.render(context) == "App.Outer: Outer false\nApp.Outer.Inner: Inner false\n")
        // Without its file, a type has no declaration to read.
        let bare = RenderingContext.make(plan: plan, files: [])
        let absent = try CompiledTemplate("{% for type in types %}{% if type.declaration %}found{% else %}absent{% endif %} {% endfor %}")
        #expect(try absent.render(bare) == "absent absent ")
    }
}
