import Testing
@testable import FactoryGenCore

@Test func encoderKeepsBoolsApartAndLeavesOutNil() throws {
    let lens = LensPlan(name: "_age", property: "age", type: "Int", strategy: .mutation)
    let value = try #require(try TemplateValueEncoder.encode(lens) as? TemplateObject).values
    #expect(value["name"] as? String == "_age")
    #expect(value["strategy"] as? String == "mutation")
    #expect(value["rebuildExpression"] == nil)
    #expect(value["condition"] == nil)

    let file = SourceFile(path: "A.swift", types: [
        TypeDeclaration(kind: .struct, name: "A", location: SourceLocation(file: "A.swift", line: 3, column: 1), members: MemberList(properties: [
            PropertyDeclaration(name: "a", type: .optional(.named("Int")), isLet: true, location: SourceLocation(file: "A.swift", line: 4, column: 9)),
        ])),
    ])
    let encoded = try #require(try TemplateValueEncoder.encode(file) as? TemplateObject).values
    let types = try #require(encoded["types"] as? [Any])
    let type = try #require(types.first as? TemplateObject).values
    let location = try #require(type["location"] as? TemplateObject).values
    #expect(location["line"] as? Int == 3)
    #expect(location["line"] as? Bool == nil)
    let members = try #require(type["members"] as? TemplateObject).values
    let property = try #require((members["properties"] as? [Any])?.first as? TemplateObject).values
    #expect(property["isLet"] as? Bool == true)
    let propertyType = try #require(property["type"] as? TemplateObject).values
    #expect(propertyType["text"] as? String == "Int?")
    #expect(propertyType["kind"] as? String == "optional")
}
