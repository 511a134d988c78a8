import Testing
@testable import FactoryGenCore

@Suite struct EnumResolutionTests {
    /// A case whose payload needs `Bytes: Sendable`, which the enum does not declare, exists only
    /// where it holds (grpc/grpc-swift-2's `OnFirstResponsePart`): it is neither built nor given
    /// a prism, and one whose enum declares it, or whose argument is `Sendable` anyway, is both.
    @Test func aCaseThatExistsOnlyWhereAParameterIsSendableIsLeftOut() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            protocol Chunk {}
            protocol SafeChunk: Chunk, Sendable {}
            struct Pipe<Item: Sendable> { struct Reader { var offset: Int } }
            struct Queue<Item> where Item: Sendable { var count: Int }
            enum Part<Bytes: Chunk> { case data(Bytes) }
            extension Part: Sendable where Bytes: Sendable {}
            struct Plain: Sendable { var size: Int }
            enum Open<Bytes: Chunk> {
                case reading(Int, Pipe<Part<Bytes>>.Reader)
                case queued([Queue<Bytes>])
                case plain(Pipe<Plain>.Reader)
                case closed
            }
            enum Safe<Bytes: SafeChunk> { case reading(Pipe<Part<Bytes>>.Reader); case closed }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Open")?.providable?.expression == ".plain(Factory<App.Pipe<App.Plain>.Reader>.provide())")
        #expect(plan.type("App.Open")?.prisms.map(\.name) == ["_plain", "_closed"])
        #expect(plan.diagnostics.map(\.message).filter { $0.hasPrefix("no prism") } == [
            "no prism '_reading' for 'Open.reading': its payload needs 'Bytes: Sendable', which 'Open' does not declare",
            "no prism '_queued' for 'Open.queued': its payload needs 'Bytes: Sendable', which 'Open' does not declare",
        ])
        #expect(plan.type("App.Safe")?.prisms.map(\.name) == ["_reading", "_closed"])
    }

    @Test func picksTheFirstCaseWhosePayloadIsProvidable() {
        let plan = resolvePlan([
            Syntax.declaration(.enum, "LoadingUserState", line: 1, cases: [
                Syntax.enumCase("failure", [Syntax.parameter(nil, "Error")], line: 2),
                Syntax.enumCase("waiting", line: 3),
                Syntax.enumCase("loaded", [Syntax.parameter(nil, "User")], line: 4),
            ]),
            Syntax.declaration(.struct, "User", line: 6, properties: [Syntax.property("name", "String", line: 7)]),
            Syntax.declaration(.enum, "Season", line: 9, cases: [
                Syntax.enumCase("spring", line: 10), Syntax.enumCase("summer", line: 10),
            ]),
            Syntax.declaration(.enum, "Tracking", line: 12, cases: [
                Syntax.enumCase("screen", [
                    Syntax.parameter("name", "String"), Syntax.parameter("properties", "[AnyHashable: Any]"),
                    Syntax.parameter("retries", "Int", defaultValue: "0"),
                ], line: 13),
            ]),
        ])
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.skipped.isEmpty)
        var waiting = ProvidablePlan(callee: ".waiting", arguments: [], hasParentheses: false, expression: ".waiting", origin: "case waiting")
        // Its other cases, the last resort included, in declaration order; a payload that is a
        // factory call is drawn for arbitrary values.
        waiting.variants = [".failure(ProvidedError())", ".loaded(Factory<User>.provide())"]
        waiting.arbitraryChoices = [".failure(ProvidedError())", ".waiting", ".loaded(Factory<User>.arbitrary(using: &source))"]
        #expect(plan.type("LoadingUserState")?.providable == waiting)
        #expect(plan.type("Season")?.providable?.expression == ".spring")
        #expect(plan.type("Tracking")?.providable?.expression == ".screen(name: Factory<String>.provide(), properties: [:])")
    }

    @Test func prismsForEveryCase() {
        let plan = resolvePlan([
            Syntax.declaration(.enum, "Response", line: 1, cases: [
                Syntax.enumCase("idle", line: 2),
                Syntax.enumCase("loaded", [Syntax.parameter("user", "User")], line: 3),
                Syntax.enumCase("failure", [Syntax.parameter("code", "Int"), Syntax.parameter("message", "String")], line: 4),
                Syntax.enumCase("pair", [Syntax.parameter(nil, "Int"), Syntax.parameter("note", "String")], line: 5),
                Syntax.enumCase("default", line: 6),
                Syntax.enumCase("error", [Syntax.parameter(nil, "Error")], line: 7),
            ]),
            Syntax.declaration(.struct, "User", line: 9),
        ])
        #expect(plan.type("Response")?.prisms == [
            PrismPlan(name: "_idle", caseName: "idle", payloadType: "Void", pattern: ".idle", extractedValue: "()", embedExpression: ".idle"),
            PrismPlan(name: "_loaded", caseName: "loaded", payloadType: "User", pattern: ".loaded(let v0)", extractedValue: "v0",
                      embedExpression: ".loaded(user: payload)"),
            PrismPlan(name: "_failure", caseName: "failure", payloadType: "(code: Int, message: String)",
                      pattern: ".failure(let v0, let v1)", extractedValue: "(code: v0, message: v1)",
                      embedExpression: ".failure(code: payload.code, message: payload.message)"),
            PrismPlan(name: "_pair", caseName: "pair", payloadType: "(Int, note: String)", pattern: ".pair(let v0, let v1)",
                      extractedValue: "(v0, note: v1)", embedExpression: ".pair(payload.0, note: payload.note)"),
            PrismPlan(name: "_default", caseName: "`default`", payloadType: "Void", pattern: ".`default`", extractedValue: "()",
                      embedExpression: ".`default`"),
            PrismPlan(name: "_error", caseName: "error", payloadType: "any Error", pattern: ".error(let v0)", extractedValue: "v0",
                      embedExpression: ".error(payload)"),
        ])
        #expect(plan.type("Response")?.lenses == [])
    }

    @Test func casesOfOneNameAndArityGetNoPrism() {
        // `.square(let v0)` is "ambiguous use of 'square'": no pattern reaches either.
        let plan = resolvePlan([
            Syntax.declaration(.enum, "Shape", line: 1, cases: [
                Syntax.enumCase("square", [Syntax.parameter("side", "Double")], line: 2),
                Syntax.enumCase("square", [Syntax.parameter("width", "Int")], line: 3),
            ]),
        ])
        #expect(plan.type("Shape")?.prisms == [])
        #expect(plan.diagnostics == [
            .note("no prism '_square' for 'Shape.square(side:)': a pattern `.square(…)` is ambiguous between the cases named 'square' with 1 associated values", at: Syntax.at(2, 10)),
            .note("no prism '_square' for 'Shape.square(width:)': a pattern `.square(…)` is ambiguous between the cases named 'square' with 1 associated values", at: Syntax.at(3, 10)),
        ])
    }

    @Test func aCasePatternReachesOnlyTheLastCaseOfItsName() {
        // SwiftTerm's `resizeTo(cols:rows:)` and `resizeTo(lines:)`: `.resize(let v0, let v1)`
        // is "tuple pattern has the wrong length for tuple type '(lines: Int)'".
        let plan = resolvePlan([
            Syntax.declaration(.enum, "Command", line: 1, cases: [
                Syntax.enumCase("resize", [Syntax.parameter("cols", "Int"), Syntax.parameter("rows", "Int")], line: 2),
                Syntax.enumCase("halt", line: 3),
                Syntax.enumCase("resize", [Syntax.parameter("lines", "Int")], line: 4),
            ]),
        ])
        #expect(plan.type("Command")?.prisms.map(\.name) == ["_halt", "_resize"])
        #expect(plan.type("Command")?.prisms.last?.embedExpression == ".resize(lines: payload)")
        #expect(plan.diagnostics == [
            .note("no prism '_resize' for 'Command.resize(cols:rows:)': a pattern `.resize(…)` reaches only the last case named 'resize'", at: Syntax.at(2, 10)),
        ])
    }

    @Test func casesOfOneNameUnderExclusiveConditionsEachGetAPrism() {
        // Never compiled together: each build has one case of the name.
        let plan = resolvePlan([
            Syntax.declaration(.enum, "Shape", line: 1, cases: [
                Syntax.enumCase("square", [Syntax.parameter("side", "Double")], line: 3, condition: "os(Linux)"),
                Syntax.enumCase("square", [Syntax.parameter("width", "Int"), Syntax.parameter("height", "Int")], line: 5, condition: "!(os(Linux))"),
            ]),
        ])
        #expect(plan.type("Shape")?.prisms.map(\.payloadType) == ["Double", "(width: Int, height: Int)"])
        #expect(plan.diagnostics.filter { $0.message.contains("prism") } == [])
    }

    @Test func anEnumWithoutAProvidableCaseIsSkippedWithOneErrorPerField() {
        let plan = resolvePlan([
            Syntax.declaration(.enum, "Outcome", line: 1, cases: [
                Syntax.enumCase("custom", [Syntax.parameter(nil, "AnyClass")], line: 2),
                Syntax.enumCase("remote", [Syntax.parameter(nil, "Transport")], line: 3),
            ]),
        ])
        #expect(plan.type("Outcome") == nil)
        #expect(plan.skipped == [
            SkippedType(name: "Outcome", location: Syntax.at(1, 1), reason: "needs 'AnyClass' for 'Outcome.custom', which cannot be provided"),
        ])
        #expect(plan.diagnostics == [
            .warning("cannot provide 'Outcome.custom': there is no default value of type 'AnyClass'; change the field's type, or write `extension Outcome: Providable` in your test target", at: Syntax.at(2, 10)),
        ])
    }

    @Test func aSkippedEnumGivesNoNoteAboutItsPrisms() {
        // Prisms are made while the solver runs, before it is known which enums get code.
        let plan = resolvePlan([
            Syntax.declaration(.enum, "Outcome", line: 1, cases: [
                Syntax.enumCase("custom", [Syntax.parameter(nil, "AnyClass")], line: 2),
                Syntax.enumCase("custom", [Syntax.parameter("value", "AnyClass")], line: 3),
            ]),
            Syntax.declaration(.enum, "Shape", line: 5, cases: [
                Syntax.enumCase("square", [Syntax.parameter("side", "Double")], line: 6),
                Syntax.enumCase("square", [Syntax.parameter("width", "Int"), Syntax.parameter("height", "Int")], line: 7),
            ]),
        ])
        #expect(plan.type("Outcome") == nil)
        #expect(plan.type("Shape")?.prisms.map(\.name) == ["_square"])
        #expect(plan.diagnostics.filter { $0.message.contains("prism") } == [
            .note("no prism '_square' for 'Shape.square(side:)': a pattern `.square(…)` reaches only the last case named 'square'", at: Syntax.at(6, 10)),
        ])
    }

    @Test func theProvidedErrorIsTheLastResort() {
        let plan = resolvePlan([
            Syntax.declaration(.enum, "Loading", line: 1, cases: [
                Syntax.enumCase("failure", [Syntax.parameter(nil, "Error")], line: 2),
                Syntax.enumCase("waiting", [], line: 3),
            ]),
            Syntax.declaration(.enum, "Outcome", line: 5, cases: [
                Syntax.enumCase("failed", [Syntax.parameter("reason", "any Error & Sendable")], line: 6),
            ]),
        ])
        // Seed 001: `.waiting` wins though `.failure` comes first.
        #expect(plan.type("Loading")?.providable?.expression == ".waiting")
        #expect(plan.type("Outcome")?.providable?.expression == ".failed(reason: ProvidedError())")
        #expect(plan.diagnostics == [])
    }
}
