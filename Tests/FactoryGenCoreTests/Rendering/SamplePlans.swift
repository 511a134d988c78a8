@testable import FactoryGenCore

/// Hand-made plans and declarations, so rendering is tested apart from parsing and resolution.
enum SamplePlans {
    static func at(_ line: Int, _ column: Int = 1) -> SourceLocation {
        SourceLocation(file: "Models/User.swift", line: line, column: column)
    }

    /// `struct User { let id: UserId; var age: Int }`, `struct UserId { let value: String }`,
    /// `enum Season { case spring, summer }` and `enum Load { case idle; case failed(code: Int, message: String) }`.
    static let userPlan = GenerationPlan(
        imports: ["Foundation"],
        testableImports: ["App"],
        types: [
            TypePlan(
                name: "Load", kind: .enum, selfType: "Load", condition: "DEBUG", location: at(20),
                providable: ProvidablePlan(callee: ".idle", arguments: [], hasParentheses: false, expression: ".idle", origin: "case idle"),
                prisms: [
                    PrismPlan(name: "_idle", caseName: "idle", payloadType: "Void", pattern: ".idle", extractedValue: "()", embedExpression: ".idle"),
                    PrismPlan(
                        name: "_failed", caseName: "failed", payloadType: "(code: Int, message: String)",
                        pattern: ".failed(let v0, let v1)", extractedValue: "(code: v0, message: v1)",
                        embedExpression: ".failed(code: payload.code, message: payload.message)", condition: "os(Linux)"
                    ),
                ]
            ),
            TypePlan(
                name: "Season", kind: .enum, selfType: "Season", location: at(15),
                providable: ProvidablePlan(callee: ".spring", arguments: [], hasParentheses: false, expression: ".spring", origin: "case spring"),
                prisms: [PrismPlan(name: "_spring", caseName: "spring", payloadType: "Void", pattern: ".spring", extractedValue: "()", embedExpression: ".spring")]
            ),
            TypePlan(
                name: "User", kind: .struct, selfType: "User", location: at(1),
                providable: ProvidablePlan(
                    callee: "User",
                    arguments: [
                        ArgumentPlan(label: "id", value: "Factory<UserId>.provide()", property: "id"),
                        ArgumentPlan(label: "age", value: "Factory<Int>.provide()", property: "age"),
                    ],
                    hasParentheses: true,
                    expression: "User(id: Factory<UserId>.provide(), age: Factory<Int>.provide())",
                    origin: "memberwise initializer"
                ),
                lenses: [
                    LensPlan(name: "_id", property: "id", type: "UserId", strategy: .initializer, rebuildExpression: "User(id: newValue, age: whole.age)"),
                    LensPlan(name: "_age", property: "age", type: "Int", strategy: .mutation),
                ]
            ),
            TypePlan(
                name: "UserId", kind: .struct, selfType: "UserId", location: at(10),
                providable: ProvidablePlan(
                    callee: "UserId", arguments: [ArgumentPlan(label: "value", value: "Factory<String>.provide()", property: "value")],
                    hasParentheses: true, expression: "UserId(value: Factory<String>.provide())", origin: "memberwise initializer"
                ),
                lenses: [LensPlan(name: "_value", property: "value", type: "String", strategy: .initializer, rebuildExpression: "UserId(value: newValue)")]
            ),
        ]
    )

    static let userFile = SourceFile(path: "Models/User.swift", types: [
        TypeDeclaration(kind: .struct, name: "User", location: at(1), members: MemberList(properties: [
            PropertyDeclaration(name: "id", type: .named("UserId"), isLet: true, location: at(2, 9)),
            PropertyDeclaration(name: "age", type: .named("Int"), isLet: false, location: at(3, 9)),
        ])),
        TypeDeclaration(kind: .struct, name: "UserId", location: at(10), members: MemberList(properties: [
            PropertyDeclaration(name: "value", type: .named("String"), isLet: true, location: at(11, 9)),
        ])),
        TypeDeclaration(kind: .enum, name: "Season", location: at(15), members: MemberList(cases: [
            EnumCaseDeclaration(name: "spring", location: at(16, 10)),
        ])),
        TypeDeclaration(kind: .enum, name: "Load", location: at(20), condition: "DEBUG", members: MemberList(cases: [
            EnumCaseDeclaration(name: "idle", location: at(21, 10)),
        ])),
    ])
}
