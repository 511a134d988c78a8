import Testing
@testable import FactoryGenCore

/// The plan for `models` in module `App`, with `context` as the test target's own file.
private func planOf(_ models: String, context: String) -> GenerationPlan {
    Resolver(testableImports: ["App"]).resolve(
        [Parser.parse(models, path: "Models/App.swift")],
        context: [Parser.parse(context, path: "Tests/Conformances.swift")]
    )
}

/// A type from outside the inputs that the test target makes `Providable` by hand, as
/// factorygen's warning for a field of that type advises, builds that field on the next run.
@Suite struct ForeignConformanceTests {
    private let models = """
        import Foundation
        struct Upload {
            let session: URLSession
            let fallback: Foundation.URLSession?
            let all: [URLSession]
        }
        struct Download {
            let cache: URLCache
        }
        struct Stream {
            let buffer: OutputStream
        }
        """

    private func plan(context: String) -> GenerationPlan {
        planOf(models, context: context)
    }

    @Test func aHandWrittenConformanceOfAnotherModulesTypeIsUsed() {
        let plan = plan(context: """
            import Foundation
            import FactoryRuntime
            extension URLSession: @retroactive Providable {
                public static func provide() -> Self { fatalError("a test double") }
            }
            extension Foundation.URLCache: FactoryRuntime.Providable {
                public static func provide() -> Self { fatalError("a test double") }
            }
            """)
        #expect(plan.type("App.Upload")?.providable?.expression
            == "Self(session: Factory<URLSession>.provide(), fallback: Factory<Foundation.URLSession?>.provide(), all: Factory<[URLSession]>.provide())")
        #expect(plan.type("App.Download")?.providable?.expression == "Self(cache: Factory<URLCache>.provide())")
        #expect(plan.diagnostics.map(\.message) == [
            "cannot provide 'Stream.buffer': 'OutputStream' is not among the standard types factorygen provides; "
                + "write `extension OutputStream: Providable` in your test target",
        ])
    }

    /// One that may not apply, under `#if` or a `where` clause, is not relied on.
    @Test func aConditionalConformanceIsNotUsed() {
        let plan = plan(context: """
            import FactoryRuntime
            #if DEBUG
            extension URLSession: @retroactive Providable {}
            #endif
            extension URLCache: Providable where Self: Sendable {}
            """)
        #expect(plan.type("App.Upload") == nil)
        #expect(plan.type("App.Download") == nil)
    }

    /// A test target outside the models' package marks its own conformances `@retroactive`:
    /// such a one was not seen, and the generated file declared the conformance a second time.
    @Test func aRetroactiveConformanceOfAModelTypeIsTheTestTargets() {
        let plan = Resolver(testableImports: ["App"]).resolve(
            [Parser.parse("public struct Token { public let raw: String }\npublic struct Holder { public let token: Token }\n", path: "Models/App.swift")],
            context: [Parser.parse("import FactoryRuntime\nextension Token: @retroactive Providable {}\n", path: "Tests/TokenFactory.swift")]
        )
        #expect(plan.type("App.Token")?.providable == nil)
        #expect(plan.type("App.Holder")?.providable?.expression == "Self(token: Factory<App.Token>.provide())")
    }
}

/// A protocol of the models that only another module's type conforms to, by an extension of
/// the models (checkout/frames-ios's `extension JSONDecoder: Decoding {}`): a field of the
/// protocol type takes that type once the test target makes it `Providable`, and the warning
/// without it names the conformance to write.
@Suite struct ForeignConformerTests {
    private let models = """
        import Foundation
        protocol Unpacking {}
        extension JSONDecoder: Unpacking {}
        extension Foundation.PropertyListDecoder: Unpacking {}
        struct Crate {
            let unpacker: any Unpacking
            let spares: [Unpacking]
        }
        """

    private func plan(context: String) -> GenerationPlan {
        planOf(models, context: context)
    }

    @Test func aConformerMadeProvidableByTheTestTargetFillsTheField() {
        let plan = plan(context: """
            import Foundation
            import FactoryRuntime
            extension PropertyListDecoder: @retroactive Providable {
                public static func provide() -> Self { fatalError("a test double") }
            }
            """)
        #expect(plan.type("App.Crate")?.providable?.expression
            == "Self(unpacker: Factory<PropertyListDecoder>.provide(), spares: [Factory<PropertyListDecoder>.provide()])")
        #expect(plan.diagnostics.isEmpty)
    }

    @Test func withoutOneTheWarningNamesTheFirstConformer() {
        let plan = plan(context: "")
        #expect(plan.type("App.Crate") == nil)
        #expect(plan.diagnostics.map(\.message) == [
            "cannot provide 'Crate.unpacker': 'JSONDecoder' conforms to 'any App.Unpacking', but it is from outside the input files "
                + "and has no factory; write `extension JSONDecoder: Providable` (or `extension Crate: Providable`) in your test target",
        ])
    }
}
