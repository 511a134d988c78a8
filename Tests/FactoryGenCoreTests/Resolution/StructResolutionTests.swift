import Testing
@testable import FactoryGenCore

@Suite struct StructResolutionTests {
    /// `Result<Void, E>`, a completion's outcome: no tuple can be `Providable`, so it is built as
    /// `.success(())` (grpc/grpc-swift-2's broadcast state machine keeps one for its producers).
    @Test func aResultOfVoidSucceedsWithTheEmptyTuple() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            struct Failure: Error { var code: Int }
            struct Attempt { var outcome: Result<Void, any Error>; var typed: Result<(), Failure> }
            enum Step { case done(Result<Void, Failure>) }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Attempt")?.providable?.expression
            == "Self(outcome: Result<Void, any Error>.success(()), typed: Result<Void, App.Failure>.success(()))")
        #expect(plan.type("App.Step")?.providable?.expression == ".done(Result<Void, App.Failure>.success(()))")
    }

    /// A stream is provided as one that has finished, whatever its elements (DockerSwift's
    /// `ContainerAttach.output`); an `AsyncThrowingStream` only when it may throw any error,
    /// the only one a continuation makes.
    @Test func aStreamIsProvidedWithoutBuildingItsElements() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            final class Socket { private init() {} }
            struct Attach { var output: AsyncThrowingStream<String, any Error>; var sockets: AsyncStream<Socket> }
            struct Bare { var lines: AsyncThrowingStream<Int, Error> }
            struct Quiet { var lines: AsyncThrowingStream<Int, Never> }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Attach")?.providable?.expression
            == "Self(output: Factory<AsyncThrowingStream<String, any Error>>.provide(), sockets: Factory<AsyncStream<App.Socket>>.provide())")
        #expect(plan.type("App.Bare")?.providable?.expression == "Self(lines: Factory<AsyncThrowingStream<Int, any Error>>.provide())")
        #expect(plan.type("App.Quiet") == nil)
        #expect(Set(plan.skipped.map(\.name)) == ["Quiet", "Socket"])
    }

    /// An object's identity, which a model keys observers or caches by, is the runtime's fixed one.
    @Test func anObjectIdentifierIsProvided() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            struct Token: Hashable { var owner: ObjectIdentifier; var topic: String }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Token")?.providable?.expression == "Self(owner: Factory<ObjectIdentifier>.provide(), topic: Factory<String>.provide())")
    }

    /// `Any` gets the provided string, as `any Hashable` does (a type-erased JSON value's
    /// wrapper encodes it); an initializer that casts its `Any` by force is not called with it.
    @Test func anAnyFieldGetsTheProvidedString() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            struct Change { var after: Any; var before: Any?; var all: [Any] }
            struct Record {
                var title: String
                init(json: Any) { let object = json as! [String: Any]; title = object["title"] as? String ?? "" }
            }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Change")?.providable?.expression == "Self(after: Factory<String>.provide(), all: [])")
        #expect(plan.type("App.Record") == nil)
    }

    @Test func buildsAStructThroughItsMemberwiseInitializer() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "User", line: 1, properties: [
                Syntax.property("id", "UserId", line: 2),
                Syntax.property("name", "String", line: 3),
                Syntax.property("age", "Int", line: 4, isLet: false),
            ]),
            Syntax.declaration(.struct, "UserId", line: 6, properties: [Syntax.property("value", "String", line: 7)]),
        ])
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.types.map(\.name) == ["User", "UserId"])
        let user = plan.type("User")
        var expected = ProvidablePlan(
            callee: "Self",
            arguments: [
                ArgumentPlan(label: "id", value: "Factory<UserId>.provide()", property: "id"),
                ArgumentPlan(label: "name", value: "Factory<String>.provide()", property: "name"),
                ArgumentPlan(label: "age", value: "Factory<Int>.provide()", property: "age"),
            ],
            hasParentheses: true,
            expression: "Self(id: Factory<UserId>.provide(), name: Factory<String>.provide(), age: Factory<Int>.provide())",
            origin: "memberwise initializer"
        )
        expected.variedLenses = ["_id", "_name", "_age"]
        #expect(user?.providable == expected)
        #expect(user?.lenses == [
            LensPlan(name: "_id", property: "id", type: "UserId", strategy: .initializer,
                     rebuildExpression: "Self(id: newValue, name: whole.name, age: whole.age)"),
            LensPlan(name: "_name", property: "name", type: "String", strategy: .initializer,
                     rebuildExpression: "Self(id: whole.id, name: newValue, age: whole.age)"),
            LensPlan(name: "_age", property: "age", type: "Int", strategy: .mutation),
        ])
        #expect(user?.selfType == "User")
        #expect(user?.conformanceRequirements == [])
        #expect(plan.type("UserId")?.providable?.expression == "Self(value: Factory<String>.provide())")
    }

    @Test func followsSwiftsMemberwiseRules() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Settings", line: 1, properties: [
                Syntax.property("version", nil, line: 2, value: "1"),
                Syntax.property("retries", nil, line: 3, isLet: false, value: "3"),
                Syntax.property("cache", "Int", line: 4, isLet: false, value: "0", modifiers: ["lazy"]),
                Syntax.property("summary", "String", line: 5, isLet: false, isStored: false),
                Syntax.property("shared", "Int", line: 6, isStatic: true),
                Syntax.property("nickname", "String?", line: 7, isLet: false),
                Syntax.property("email", "String?", line: 8),
                Syntax.property("ratio", nil, line: 9, isLet: false, value: "0.5"),
            ]),
        ])
        let settings = plan.type("Settings")
        #expect(settings?.providable?.expression == "Self(email: Factory<String?>.provide())")
        #expect(settings?.lenses == [
            LensPlan(name: "_retries", property: "retries", type: "Int", strategy: .mutation),
            LensPlan(name: "_nickname", property: "nickname", type: "String?", strategy: .mutation),
            LensPlan(name: "_email", property: "email", type: "String?", strategy: .initializer,
                     rebuildExpression: "Self(retries: whole.retries, nickname: whole.nickname, email: newValue, ratio: whole.ratio)"),
            LensPlan(name: "_ratio", property: "ratio", type: "Double", strategy: .mutation),
        ])
    }

    @Test func aPrivatePropertyMakesTheMemberwiseInitializerPrivate() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Token", line: 1, properties: [
                Syntax.property("secret", "String", line: 2, access: .private),
                Syntax.property("scope", "String", line: 3),
            ]),
            Syntax.declaration(.struct, "Badge", line: 5, properties: [
                Syntax.property("secret", "String", line: 6, access: .private),
            ], initializers: [Syntax.initializer([Syntax.parameter("code", "String")], line: 7)]),
        ])
        #expect(plan.type("Token") == nil)
        #expect(plan.skipped == [
            SkippedType(name: "Token", location: Syntax.at(1, 1), reason: "has a private memberwise initializer because 'secret' is"),
        ])
        #expect(plan.type("Badge")?.providable?.expression == "Self(code: Factory<String>.provide())")
        #expect(plan.type("Badge")?.providable?.origin == "init(code:) at Models.swift:7:5")
        #expect(plan.type("Badge")?.lenses == [])
    }

    @Test func aFieldOfATypeWithAPrivateMemberwiseInitializerIsReportedInASentence() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Token", line: 1, properties: [Syntax.property("secret", "String", line: 2, access: .private)]),
            Syntax.declaration(.struct, "Session", line: 4, properties: [Syntax.property("token", "Token", line: 5)]),
        ])
        #expect(plan.diagnostics == [
            .warning("cannot provide 'Session.token': 'Token' has a private memberwise initializer because 'secret' is; "
                + "write `extension Token: Providable` in your test target", at: Syntax.at(5, 9)),
        ])
    }

    @Test func choosesAmongExplicitInitializers() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Account", line: 1, properties: [
                Syntax.property("name", "String", line: 2),
                Syntax.property("age", "Int", line: 3),
            ], initializers: [
                Syntax.initializer([Syntax.parameter("from", "Decoder", name: "decoder")], line: 4),
                Syntax.initializer([Syntax.parameter("name", "String")], line: 5, failability: .optional),
                Syntax.initializer([Syntax.parameter("raw", "String")], line: 6, access: .private),
                Syntax.initializer([Syntax.parameter("remote", "String")], line: 7, isAsync: true),
                Syntax.initializer([Syntax.parameter("name", "String"), Syntax.parameter("age", "Int")], line: 8, throwing: true),
                Syntax.initializer([Syntax.parameter(nil, "String", name: "name")], line: 9),
                Syntax.initializer([
                    Syntax.parameter("name", "String"), Syntax.parameter("age", "Int", defaultValue: "0"),
                ], line: 10),
            ]),
        ])
        let account = plan.type("Account")
        // Non-failable and non-throwing first, then memberwise-shaped over `init(_:)`. Without
        // `age`, the call would fit `init?(name:)` with fewer defaults, so `age` is passed.
        #expect(account?.providable?.expression == "Self(name: Factory<String>.provide(), age: Factory<Int>.provide())")
        #expect(account?.providable?.origin == "init(name:age:) at Models.swift:10:5")
        #expect(account?.providable?.arguments == [
            ArgumentPlan(label: "name", value: "Factory<String>.provide()", property: "name"),
            ArgumentPlan(label: "age", value: "Factory<Int>.provide()", property: "age"),
        ])
        #expect(account?.lenses.map(\.rebuildExpression) == [
            "Self(name: newValue, age: whole.age)", "Self(name: whole.name, age: newValue)",
        ])
    }

    /// `fields["label"] as! String` traps on any made-up dictionary: such an initializer is
    /// never called, and a type with no other way gets a reason that points at the read.
    @Test func anInitializerThatForcesAValueOutOfAnArgumentIsNeverCalled() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            final class Reading {
                let label: String
                init(_ fields: [String: Any]) { label = fields["label"] as! String }
            }
            final class Sample {
                let label: String
                init(_ fields: [String: Any]) { label = fields["label"] as! String }
                init(label: String) { self.label = label }
            }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Reading") == nil)
        #expect(plan.skipped.map(\.reason) == [
            "has only initializers that force a value out of what an argument holds (init(_:), at App.swift:3:45), "
                + "which a made-up argument does not hold: the call would trap",
        ])
        #expect(plan.type("App.Sample")?.providable?.expression == "App.Sample(label: Factory<String>.provide())")
    }

    @Test func throwingAndFailableInitializersAreNeverCalled() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Email", line: 1, properties: [Syntax.property("raw", "String", line: 2)], initializers: [
                Syntax.initializer([Syntax.parameter("raw", "String")], line: 3, failability: .optional, throwing: true),
            ]),
            Syntax.declaration(.struct, "Inbox", line: 5, properties: [Syntax.property("owner", "Email", line: 6)]),
        ])
        // `try!` or `!` on a made-up argument could trap: the type gets no factory, and the
        // field that needs it a warning.
        #expect(plan.type("Email") == nil)
        #expect(plan.skipped.map(\.reason) == [
            "has only failable or throwing initializers, which a made-up argument may make fail, and nothing to fall back on "
                + "(a static constant of its own type, or decoding)",
            "needs 'Email', which cannot be provided",
        ])
        #expect(plan.diagnostics.map(\.severity) == [.warning])
        #expect(Resolver(strict: true).resolve([SourceFile(path: "Models.swift", types: [
            Syntax.declaration(.struct, "Email", line: 1, properties: [Syntax.property("raw", "String", line: 2)], initializers: [
                Syntax.initializer([Syntax.parameter("raw", "String")], line: 3, failability: .optional),
            ]),
            Syntax.declaration(.struct, "Inbox", line: 5, properties: [Syntax.property("owner", "Email", line: 6)]),
        ])]).diagnostics.map(\.severity) == [.error])
    }

    /// A factory returns a value its callers copy, and a lens writes a copy back: a type that
    /// cannot be copied gets neither, not a conformance that does not compile.
    @Test func aNoncopyableTypeIsSkipped() {
        let file = Parser.parse("""
        struct Key: ~Copyable { let door: Int }
        enum Pass: ~Copyable { case day, week }
        struct Door { var number: Int }
        """, path: "Models.swift")
        let plan = Resolver().resolve([file])
        #expect(plan.type("Door") != nil)
        #expect(plan.type("Key") == nil && plan.type("Pass") == nil)
        #expect(plan.skipped.map(\.reason) == Array(repeating: "is declared '~Copyable', and a factory and its lenses copy the values they make", count: 2))
    }

    /// The law driver substitutes a type for each generic parameter, and a value parameter
    /// takes a value: such a type is skipped, and so is one that holds it.
    @Test func aTypeWithAValueGenericParameterIsSkipped() {
        let plan = Resolver().resolve([Parser.parse("""
        struct Strip<let count: Int> { var color: String }
        struct Wall { var strip: Strip<3> }
        """, path: "Models.swift")])
        #expect(plan.type("Strip") == nil && plan.type("Wall") == nil)
        #expect(plan.skipped.map(\.reason).contains("has a value generic parameter ('let count')"))
    }

    /// Swift 5 lets a nested type declare a generic parameter named like its parent's; an
    /// extension of the nested type could not name the outer one apart.
    @Test func aGenericParameterShadowingItsParentsIsSkipped() {
        let file = Parser.parse("""
        struct Query<T> {
            var limit: Int
            struct Body<T> { let query: Query<T> }
            struct Page<Item> { let items: [Item] }
        }
        """, path: "Models.swift")
        let plan = Resolver().resolve([file])
        #expect(plan.type("Query") != nil && plan.type("Query.Page") != nil)
        #expect(plan.type("Query.Body") == nil)
        #expect(plan.skipped.map(\.reason) == [
            "declares a generic parameter 'T' named like its parent's, which the generated extension cannot tell apart",
        ])
    }

    /// A generic parameter may be named `Self`: in the type's extensions, and in those of the
    /// types nested in it, `Self` is then that parameter, not the type the generated
    /// `provide() -> Self` returns; such types are skipped, while a type beside them is not.
    @Test func aGenericParameterNamedSelfIsSkippedWithTheTypesNestedInIt() {
        let file = Parser.parse("""
        struct Handoff<Source, Self, Target> {
            struct Leg { var order: Int }
        }
        enum Lane<Self> { case open }
        struct Relay<Source> { var order: Int }
        """, path: "Models.swift")
        let plan = Resolver().resolve([file])
        #expect(plan.type("Handoff") == nil && plan.type("Handoff.Leg") == nil && plan.type("Lane") == nil)
        #expect(plan.type("Relay") != nil)
        #expect(plan.skipped.map(\.reason) == Array(repeating:
            "is in the scope of a generic parameter named 'Self', which the generated extension's 'Self' would mean instead of the type",
            count: 3))
    }

    @Test func anInitializerInAnExtensionKeepsTheMemberwiseOne() {
        let plan = resolvePlan(
            [Syntax.declaration(.struct, "Point", line: 1, properties: [
                Syntax.property("x", "Double", line: 2), Syntax.property("y", "Double", line: 3),
            ])],
            extensions: [Syntax.extensionOf("Point", line: 5, initializers: [Syntax.initializer([], line: 6)])]
        )
        #expect(plan.type("Point")?.providable?.expression == "Self(x: Factory<Double>.provide(), y: Factory<Double>.provide())")
        #expect(plan.type("Point")?.providable?.origin == "memberwise initializer")
    }

    @Test func constrainedExtensionsOfferNoInitializer() {
        var constrained = Syntax.extensionOf("Wrapper", line: 5, initializers: [Syntax.initializer([], line: 6)])
        constrained.genericRequirements = [GenericRequirement(left: Syntax.type("T"), relation: .sameType, right: Syntax.type("Int"))]
        let plan = resolvePlan(
            [Syntax.declaration(.struct, "Wrapper", line: 1, generics: ["T"], properties: [Syntax.property("value", "T", line: 2)],
                                initializers: [Syntax.initializer([Syntax.parameter("raw", "T")], line: 3)])],
            extensions: [constrained]
        )
        // `init()` would rank first (fewer arguments), but exists only for `Wrapper<Int>`.
        #expect(plan.type("Wrapper")?.providable?.expression == "Self(raw: Factory<T>.provide())")
    }

    /// A `StaticString` (a resource's key, a log format) is a standard value: the empty literal.
    @Test func aStaticStringIsProvided() {
        let file = Parser.parse("""
        struct Phrase {
            let key: StaticString
            let table: StaticString?
        }
        """, path: "Models.swift")
        let plan = Resolver().resolve([file])
        #expect(plan.skipped.isEmpty)
        #expect(plan.type("Phrase")?.providable?.expression
            == "Self(key: Factory<StaticString>.provide(), table: Factory<StaticString?>.provide())")
    }

    @Test func standardCollectionsOptionalsAndTuples() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Event", line: 1, properties: [
                Syntax.property("properties", "[AnyHashable: Any]", line: 2),
                Syntax.property("tags", "[String]", line: 3),
                Syntax.property("payload", "Any?", line: 4),
                Syntax.property("extras", "[Any]", line: 5),
                Syntax.property("position", "(Int, name: String)", line: 6),
                Syntax.property("kind", "Event.Type", line: 7),
                Syntax.property("when", "Foundation.Date", line: 8),
                Syntax.property("count", "Swift.Int", line: 9),
                Syntax.property("interval", "TimeInterval", line: 10),
                Syntax.property("scores", "[String: Double]", line: 11),
                Syntax.property("result", "Result<Int, Error>", line: 12),
                Syntax.property("ids", "Set<UUID>", line: 13),
                Syntax.property("unit", "Void", line: 14),
            ]),
        ])
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.type("Event")?.providable?.arguments.map(\.value) == [
            "[:]", "Factory<[String]>.provide()", "nil", "[]",
            "(Factory<Int>.provide(), name: Factory<String>.provide())", "Event.self",
            "Factory<Date>.provide()", "Factory<Int>.provide()", "Factory<Double>.provide()",
            "Factory<[String: Double]>.provide()", "Factory<Result<Int, any Error>>.provide()", "Factory<Set<UUID>>.provide()", "()",
        ])
    }

    @Test func functionTypedFieldsGetClosuresIgnoringTheirArguments() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "UserDefaultsClient", line: 1, properties: [
                Syntax.property("boolForKey", "@Sendable (String) -> Bool", line: 2, isLet: false),
                Syntax.property("setBool", "@Sendable (Bool, String) async -> Void", line: 3, isLet: false),
                Syntax.property("reset", "() -> Void", line: 4, isLet: false),
                Syntax.property("load", "() async throws -> [String]", line: 5, isLet: false),
                Syntax.property("lookup", "@Sendable (Int, Int) -> User?", line: 6, isLet: false),
            ]),
            Syntax.declaration(.struct, "User", line: 8, properties: [Syntax.property("name", "String", line: 9)]),
        ])
        #expect(plan.type("UserDefaultsClient")?.providable?.arguments.map(\.value) == [
            "{ _ in Factory<Bool>.provide() }", "{ _, _ in }", "{ }", "{ Factory<[String]>.provide() }",
            "{ _, _ in Factory<User?>.provide() }",
        ])
        #expect(plan.type("UserDefaultsClient")?.lenses.map(\.type) == [
            "@Sendable (String) -> Bool", "@Sendable (Bool, String) async -> Void", "() -> Void", "() async throws -> [String]",
            "@Sendable (Int, Int) -> User?",
        ])
    }

    /// A throwing function whose result no factory builds throws FactoryRuntime's error instead
    /// of returning (ChimeHQ/OAuthenticator's `URLResponseProvider`, returning a `URLResponse`);
    /// one that does not throw, or throws a typed error, still cannot be provided.
    @Test func aThrowingFunctionWhoseResultHasNoFactoryThrows() {
        let plan = resolvePlan("""
            import Foundation
            struct Fetcher {
                var fetch: @Sendable (URLRequest) async throws -> (Data, URLResponse)
                var open: () throws(any Error) -> FileHandle
            }
            struct Opener { var open: () -> FileHandle }
            struct TypedOpener { var open: () throws(OpenError) -> FileHandle }
            enum OpenError: Error { case missing }
            """)
        #expect(plan.type("App.Fetcher")?.providable?.arguments.map(\.value) == [
            "{ _ in throw ProvidedError() }", "{ throw ProvidedError() }",
        ])
        #expect(plan.type("App.Opener")?.providable == nil)
        #expect(plan.type("App.TypedOpener")?.providable == nil)
    }

    @Test func userWrittenConformancesAreUsedNotRegenerated() {
        let plan = resolvePlan(
            [
                Syntax.declaration(.struct, "Money", line: 1, properties: [Syntax.property("cents", "Int", line: 2)]),
                Syntax.declaration(.struct, "Price", line: 4, inherits: ["Providable"], properties: [Syntax.property("money", "Money", line: 5)]),
                Syntax.declaration(.struct, "Order", line: 7, properties: [Syntax.property("price", "Price", line: 8)]),
            ],
            extensions: [Syntax.extensionOf("Money", line: 10, inherits: ["FactoryRuntime.Providable"])]
        )
        #expect(plan.type("Money")?.providable == nil)
        #expect(plan.type("Money")?.lenses.map(\.name) == ["_cents"])
        #expect(plan.type("Price")?.providable == nil)
        #expect(plan.type("Order")?.providable?.expression == "Self(price: Factory<Price>.provide())")
    }

    @Test func outputDoesNotDependOnFileOrder() {
        let first = SourceFile(path: "B.swift", types: [
            Syntax.declaration(.struct, "Beta", line: 1, file: "B.swift", properties: [
                Syntax.property("service", "Service", line: 2, file: "B.swift"),
            ]),
        ])
        let second = SourceFile(path: "A.swift", types: [
            Syntax.declaration(.protocol, "Service", line: 1, file: "A.swift"),
            Syntax.declaration(.struct, "LiveService", line: 2, inherits: ["Service"], file: "A.swift"),
            Syntax.declaration(.struct, "Alpha", line: 3, file: "A.swift", properties: [
                Syntax.property("beta", "Beta", line: 4, file: "A.swift"),
            ]),
        ])
        let resolver = Resolver()
        let forward = resolver.resolve([first, second])
        #expect(forward == resolver.resolve([second, first]))
        #expect(forward.types.map(\.name) == ["Alpha", "Beta", "LiveService"])
    }
}
