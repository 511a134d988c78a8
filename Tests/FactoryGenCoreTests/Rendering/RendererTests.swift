import Foundation
import Stencil
import Testing
@testable import FactoryGenCore

@Test func rendersTheBundledTemplatesLikeTheGolden() throws {
    let output = Renderer().render(SamplePlans.userPlan, files: [SamplePlans.userFile])
    #expect(output.diagnostics.isEmpty)
    let code = try #require(output.code)
    #expect(code.hasPrefix(GeneratedFileHeader.line + "\n"))
    #expect(code.hasSuffix("}\n") && !code.hasSuffix("\n\n"))
    try Golden.check(code, against: Repository.fixtures.appendingPathComponent("Generation/Rendering/user-plan.swift"))
}

@Test func contextCarriesDeclarationsAndClassHierarchy() throws {
    let location = { (line: Int) in SourceLocation(file: "Zoo.swift", line: line, column: 1) }
    let made = { (name: String) in
        ProvidablePlan(callee: name, arguments: [], hasParentheses: true, expression: "\(name)()", origin: "init() at Zoo.swift")
    }
    let subclass = { (name: String, line: Int, superclass: String) in
        var plan = TypePlan(name: name, kind: .class, selfType: name, location: location(line), providable: made(name))
        plan.declaredSuperclass = superclass
        return plan
    }
    let plan = GenerationPlan(types: [
        TypePlan(name: "Animal", kind: .class, selfType: "Animal", location: location(1), providable: made("Animal")),
        subclass("Dog", 2, "Animal"),
        subclass("Puppy", 3, "Dog"),
        TypePlan(name: "Lens", kind: .struct, selfType: "Lens", location: location(4), providable: made("Lens")),
    ])
    let file = SourceFile(path: "Zoo.swift", types: [
        TypeDeclaration(kind: .class, name: "Animal", location: location(1)),
        TypeDeclaration(kind: .class, name: "Dog", inheritedTypes: [.named("Animal"), .named("Sendable")], location: location(2)),
        TypeDeclaration(kind: .class, name: "Puppy", inheritedTypes: [.named("Dog")], modifiers: ["final"], location: location(3)),
        TypeDeclaration(kind: .struct, name: "Lens", location: location(4)),
    ])
    let context = RenderingContext.make(plan: plan, files: [file]).stencilContext
    let types = try #require(context["types"] as? [TemplateObject]).map(\.values)
    #expect(types.map { $0["isOpenClass"] as? Bool } == [true, true, false, false])
    #expect(types.map { $0["wholeType"] as? String } == ["Animal", "Dog", "Puppy", "Self"])
    #expect(types.map { $0["superclass"] as? String } == [nil, "Animal", "Dog", nil])
    let names = types.map { ($0["subclasses"] as? [TemplateObject])?.map { $0.values["name"] as? String } }
    #expect(names == [["Dog", "Puppy"], ["Puppy"], [], []])
    let declaration = try #require(types[1]["declaration"] as? LazyValueWrapper)
    #expect(try Template(templateString: "{{ d.name }} {{ d.inheritedTypes.0.text }}").render(["d": declaration]) == "Dog Animal")
    let runtime = try #require(context["runtime"] as? TemplateObject).values as? [String: String]
    #expect(runtime == [
        "ArbitrarySource": "ArbitrarySource", "Factory": "Factory", "FieldVariations": "FieldVariations", "Lens": "FactoryRuntime.Lens",
        "Prism": "Prism", "Providable": "Providable", "ProvidableSubclass": "ProvidableSubclass",
    ])
    #expect(context["header"] as? String == GeneratedFileHeader.line)
    #expect(context["retroactive"] as? Bool == false)

    let code = try #require(Renderer().render(plan, files: [file]).code)
    #expect(code.contains("extension Animal: Providable {"))
    #expect(code.contains("if Self.self == Puppy.self {\n            return Puppy() as! Self"))
    #expect(!code.contains("extension Dog: Providable"))
    #expect(!code.contains("extension Puppy: Providable"))
}

@Test func topLevelRuntimeNamesGetScopedTestableImports() throws {
    let location = SourceLocation(file: "Optics.swift", line: 1, column: 1)
    let file = SourceFile(
        path: "Optics.swift",
        types: [
            TypeDeclaration(kind: .struct, name: "Lens", location: location),
            TypeDeclaration(kind: .enum, name: "Outer", location: location, members: MemberList(nestedTypes: [
                TypeDeclaration(kind: .class, name: "Prism", scope: ["Outer"], location: location),
            ])),
        ],
        typealiases: [TypealiasDeclaration(name: "Factory", target: .named("Int"), location: location)]
    )
    let context = RenderingContext.make(plan: GenerationPlan(testableImports: ["Optics", "Other"]), files: [file]).stencilContext
    // Nested names need only qualification of the runtime's name, not a scoped import.
    #expect(context["scopedTestableImports"] as? [String] == ["struct Optics.Lens", "typealias Optics.Factory"])
    let runtime = try #require(context["runtime"] as? TemplateObject).values as? [String: String]
    #expect(runtime?["Prism"] == "FactoryRuntime.Prism")
    let none = RenderingContext.make(plan: GenerationPlan(), files: [file]).stencilContext
    #expect(none["scopedTestableImports"] as? [String] == [])
}
