import Testing
@testable import FactoryGenCore

@Suite struct UnprovidableReportTests {
    @Test func anUnknownTypeIsReportedOnceAndItsDependentsSkipped() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Session", line: 1, properties: [
                Syntax.property("analytics", "Analytics", line: 2),
                Syntax.property("user", "User", line: 3),
            ]),
            Syntax.declaration(.struct, "User", line: 5, properties: [Syntax.property("name", "String", line: 6)]),
            Syntax.declaration(.struct, "Screen", line: 8, properties: [Syntax.property("session", "Session", line: 9)]),
            Syntax.declaration(.struct, "Tracker", line: 11, properties: [Syntax.property("analytics", "Analytics", line: 12)]),
            Syntax.declaration(.struct, "Profile", line: 14, properties: [Syntax.property("analytics", "Analytics?", line: 15)]),
        ])
        #expect(plan.types.map(\.name) == ["Profile", "User"])
        #expect(plan.type("Profile")?.providable?.expression == "Self(analytics: nil)")
        #expect(plan.diagnostics == [
            .warning("cannot provide 'Session.analytics': 'Analytics' is not declared in the input files; add its file to includes, or write `extension Analytics: Providable` in your test target (also needed by 1 other field)",
                   at: Syntax.at(2, 9)),
        ])
        #expect(plan.skipped == [
            SkippedType(name: "Screen", location: Syntax.at(8, 1), reason: "needs 'Session', which cannot be provided"),
            SkippedType(name: "Session", location: Syntax.at(1, 1), reason: "needs 'Analytics' for 'Session.analytics', which cannot be provided"),
            SkippedType(name: "Tracker", location: Syntax.at(11, 1), reason: "needs 'Analytics' for 'Tracker.analytics', which cannot be provided"),
        ])
    }

    @Test func theReasonNamesAnotherTypeThanTheSkippedOne() {
        let plan = resolvePlan([
            Syntax.declaration(.protocol, "Part", line: 1),
            Syntax.declaration(.struct, "Widget", line: 2, inherits: ["Part"], properties: [
                Syntax.property("part", "any Part", line: 3),
                Syntax.property("loop", "Loop", line: 4),
            ]),
            Syntax.declaration(.struct, "Loop", line: 6, properties: [Syntax.property("next", "Loop", line: 7)]),
        ])
        #expect(plan.skipped.first { $0.name == "Widget" }?.reason == "needs 'Loop', which cannot be provided")
        #expect(plan.diagnostics.count == 1)
    }

    @Test func aTypeWithoutAValueIsReportedPerField() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Box", line: 1, properties: [Syntax.property("content", "AnyClass", line: 2)]),
        ])
        #expect(plan.diagnostics == [
            .warning("cannot provide 'Box.content': there is no default value of type 'AnyClass'; change the field's type, or write `extension Box: Providable` in your test target", at: Syntax.at(2, 9)),
        ])
    }

    @Test func anyTypeIsAnyMetatype() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Mismatch", line: 1, properties: [
                Syntax.property("expected", "Any.Type", line: 2),
                Syntax.property("found", "AnyObject.Type", line: 3),
            ]),
            Syntax.declaration(.struct, "Probe", line: 5, properties: [Syntax.property("expected", "Any.Type", line: 6)]),
        ])
        #expect(plan.type("Probe")?.providable?.expression == "Self(expected: Any.self)")
        #expect(plan.type("Mismatch") == nil)
        #expect(plan.diagnostics.map(\.message) == [
            "cannot provide 'Mismatch.found': factorygen cannot build a value of type 'AnyObject.Type'; write `extension Mismatch: Providable` in your test target",
        ])
    }

    @Test func privateTypesAreSkippedAndFieldsNeedingThemReported() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Secret", line: 1, access: .fileprivate),
            Syntax.declaration(.struct, "Vault", line: 3, properties: [Syntax.property("secret", "Secret", line: 4, access: .fileprivate)],
                               initializers: [Syntax.initializer([], line: 5)]),
            Syntax.declaration(.struct, "Safe", line: 7, properties: [Syntax.property("secret", "Secret", line: 8)]),
            Syntax.declaration(.struct, "Door", line: 10, properties: [Syntax.property("key", "Key", line: 11)]),
            Syntax.declaration(.class, "Key", line: 13, initializers: [Syntax.initializer([], line: 14, access: .private)]),
        ])
        #expect(plan.types.map(\.name) == ["Vault"])
        #expect(plan.type("Vault")?.providable?.expression == "Self()")
        #expect(plan.type("Vault")?.lenses == [])
        #expect(plan.diagnostics == [
            .warning("cannot provide 'Safe.secret': 'Secret' is private, so the test module cannot see it; make it internal, or write `extension Safe: Providable` in your test target", at: Syntax.at(8, 9)),
            .warning("cannot provide 'Door.key': 'Key' has no initializer the test module can call; write `extension Key: Providable` in your test target", at: Syntax.at(11, 9)),
        ].sorted { $0.location! < $1.location! })
        #expect(plan.skipped.map(\.name) == ["Door", "Key", "Safe", "Secret"])
        #expect(plan.skipped.first { $0.name == "Secret" }?.reason == "is private or fileprivate, so the test module cannot see it")
    }

    @Test func aGenericTypeNeededWithSeveralArgumentListsIsGivenDefaultsNotConformances() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "GameView", line: 1, properties: [Syntax.property("store", "StoreOf<Game>", line: 2)]),
            Syntax.declaration(.struct, "HomeView", line: 4, properties: [Syntax.property("store", "StoreOf<Home>", line: 5)]),
            Syntax.declaration(.struct, "RulesView", line: 7, properties: [Syntax.property("store", "StoreOf<Game>", line: 8)]),
            Syntax.declaration(.struct, "Feed", line: 10, properties: [Syntax.property("page", "Page<Post>", line: 11)]),
        ])
        #expect(plan.diagnostics == [
            .warning("cannot provide 'GameView.store': 'StoreOf<Game>' is not declared in the input files; add its file to includes, "
                + "or give each field of this type a value under `defaults:` in .factory.yml (`GameView.store: …`): 'StoreOf' may conform "
                + "to Providable only once, whatever its arguments, and 'StoreOf<Home>' is needed too (also needed by 1 other field)",
                at: Syntax.at(2, 9)),
            .warning("cannot provide 'HomeView.store': 'StoreOf<Home>' is not declared in the input files; add its file to includes, "
                + "or give each field of this type a value under `defaults:` in .factory.yml (`HomeView.store: …`): 'StoreOf' may conform "
                + "to Providable only once, whatever its arguments, and 'StoreOf<Game>' is needed too",
                at: Syntax.at(5, 9)),
            .warning("cannot provide 'Feed.page': 'Page<Post>' is not declared in the input files; add its file to includes, "
                + "or write `extension Page<Post>: Providable` in your test target",
                at: Syntax.at(11, 9)),
        ].sorted { $0.location! < $1.location! })
    }

    /// No file of the user's declares a standard type's member: only the extension is offered.
    @Test func aMemberOfAStandardTypeIsNotSentToIncludes() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Scanner", line: 1, properties: [
                Syntax.property("rest", "String.UTF8View.SubSequence", line: 2),
                Syntax.property("stamp", "Foundation.Date.FormatStyle", line: 3),
            ]),
        ])
        #expect(plan.diagnostics.map(\.message) == [
            "cannot provide 'Scanner.rest': 'String.UTF8View.SubSequence' is not among the standard types factorygen provides; "
                + "write `extension String.UTF8View.SubSequence: Providable` in your test target",
            "cannot provide 'Scanner.stamp': 'Foundation.Date.FormatStyle' is not among the standard types factorygen provides; "
                + "write `extension Foundation.Date.FormatStyle: Providable` in your test target",
        ])
    }

    /// Nor a standard type factorygen does not provide (PokemonAPI's services hold a
    /// `URLSession`); a type of the inputs with such a name is still the user's to include.
    @Test func anUnprovidedStandardTypeIsNotSentToIncludes() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Service", line: 1, properties: [
                Syntax.property("session", "URLSession", line: 2),
                Syntax.property("pairs", "KeyValuePairs<String, Int>", line: 3),
                Syntax.property("timer", "Timer", line: 4),
            ]),
            Syntax.declaration(.struct, "Timer", line: 6, properties: [Syntax.property("clock", "Clock", line: 7)]),
        ])
        #expect(plan.diagnostics.map(\.message) == [
            "cannot provide 'Service.session': 'URLSession' is not among the standard types factorygen provides; "
                + "write `extension URLSession: Providable` in your test target",
            "cannot provide 'Service.pairs': 'KeyValuePairs<String, Int>' is not among the standard types factorygen provides; "
                + "write `extension KeyValuePairs<String, Int>: Providable` in your test target",
            "cannot provide 'Timer.clock': 'Clock' is not declared in the input files; "
                + "add its file to includes, or write `extension Clock: Providable` in your test target",
        ])
    }

    /// A type written with the holder's generic parameter (`Task<Output, any Error>` in
    /// `Job<Output>`) cannot be extended with that argument, which is unbound in the test target:
    /// the fix names the type without its arguments, or the holder. One nested in a generic
    /// type is named by its holder alone.
    @Test func aFixNeverNamesAnUnboundGenericParameter() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Job", line: 1, generics: ["Output"], properties: [
                Syntax.property("task", "Task<Output, any Error>", line: 2),
                Syntax.property("page", "Page<Int>", line: 3),
            ]),
            Syntax.declaration(.struct, "Outer", line: 5, generics: ["Element"], nested: [
                Syntax.declaration(.struct, "Inner", line: 6, scope: ["Outer"], properties: [Syntax.property("rows", "Grid<Element>.Row", line: 7)]),
            ]),
        ])
        #expect(plan.diagnostics.map(\.message) == [
            "cannot provide 'Job.task': 'Task<Output, any Error>' is not among the standard types factorygen provides; "
                + "write `extension Task: Providable`, for every argument ('Output' is a generic parameter there), "
                + "or `extension Job: Providable` in your test target",
            "cannot provide 'Job.page': 'Page<Int>' is not declared in the input files; "
                + "add its file to includes, or write `extension Page<Int>: Providable` in your test target",
            "cannot provide 'Outer.Inner.rows': 'Grid<Element>.Row' is not declared in the input files; "
                + "add its file to includes, or write `extension Outer.Inner: Providable` in your test target ('Element' is a generic parameter there)",
        ])
    }

    /// Another module's protocol written bare (SwiftNIO's `eventLoop: EventLoop`) is told from a
    /// type where the inputs use it as a protocol, after `any` or in a struct's inheritance
    /// clause: `extension EventLoop: Providable` would not compile. A name with no such use
    /// (`ByteBuffer`) keeps the advice for a type.
    @Test func anotherModulesProtocolWrittenBareIsNotGivenAConformance() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Connection", line: 1, properties: [
                Syntax.property("eventLoop", "EventLoop", line: 2),
                Syntax.property("channel", "Channel", line: 3),
                Syntax.property("buffer", "ByteBuffer", line: 4),
            ]),
            Syntax.declaration(.struct, "Relay", line: 6, inherits: ["Channel"]),
            Syntax.declaration(.enum, "Wake", line: 8, cases: [Syntax.enumCase("scheduled", [Syntax.parameter("on", "any EventLoop")], line: 9)]),
        ])
        #expect(plan.diagnostics.map(\.message) == [
            "cannot provide 'Connection.eventLoop': 'EventLoop' is a protocol from outside the input files, so there is no conforming type "
                + "to pick; write `extension Connection: Providable` in your test target",
            "cannot provide 'Connection.channel': 'Channel' is a protocol from outside the input files, so there is no conforming type "
                + "to pick; write `extension Connection: Providable` in your test target",
            "cannot provide 'Connection.buffer': 'ByteBuffer' is not declared in the input files; "
                + "add its file to includes, or write `extension ByteBuffer: Providable` in your test target",
            "cannot provide 'Wake.scheduled': 'any EventLoop' is a protocol from outside the input files, so there is no conforming type "
                + "to pick; write `extension Wake: Providable` in your test target",
        ])
    }

    /// A standard protocol cannot be given a conformance: the fix is the owner's (a field typed
    /// `BinaryInteger`; `CodingKey` has the runtime's `ProvidedCodingKey`).
    @Test(arguments: ["Encoder", "BinaryInteger", "NSCoding"])
    func aStandardProtocolIsNotGivenAConformance(protocolName: String) {
        let plan = resolvePlan([Syntax.declaration(.struct, "Cursor", line: 1, properties: [Syntax.property("key", protocolName, line: 2)])])
        #expect(plan.diagnostics.map(\.message) == [
            "cannot provide 'Cursor.key': '\(protocolName)' is a protocol from outside the input files, so there is no conforming type "
                + "to pick; write `extension Cursor: Providable` in your test target",
        ])
    }

    /// A name written after `any` that the inputs do not declare is another module's protocol
    /// (SwiftProtobuf's `any AnyMessageExtension`): `extension any P: Providable` is no valid
    /// Swift, so the fix is the owner's, as for a standard protocol.
    @Test(arguments: ["any Telemetry.Exporter", "any Exporter", "any Exporter & Sendable"])
    func anExistentialOfAnotherModulesProtocolIsNotGivenAConformance(written: String) {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Pipeline", line: 1, properties: [Syntax.property("exporter", written, line: 2)]),
            Syntax.declaration(.struct, "Batch", line: 4, properties: [Syntax.property("pipeline", "Pipeline", line: 5)]),
        ])
        #expect(plan.diagnostics.map(\.message) == [
            "cannot provide 'Pipeline.exporter': '\(written)' is a protocol from outside the input files, so there is no "
                + "conforming type to pick; write `extension Pipeline: Providable` in your test target",
        ])
        #expect(plan.skipped.map(\.name) == ["Batch", "Pipeline"])
    }

    /// A type qualified with a module the models import is that module's: swift-protobuf's
    /// generated messages name `SwiftProtobuf.Google_Protobuf_Any`, which no input file can
    /// declare. Undeclared and unimported qualifiers, and the models' own module, still are.
    @Test func aTypeOfAnImportedModuleIsNotSentToIncludes() {
        let file = Parser.parse("""
            import Foundation
            import Telemetry

            struct Request {
                let span: Telemetry.Span
                let entry: Ledger.Entry
                let missing: App.Receipt
            }
            """, path: "Models.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([file])
        #expect(plan.diagnostics.map(\.message) == [
            "cannot provide 'Request.span': 'Telemetry.Span' is declared by the imported module 'Telemetry', not by the input files; "
                + "write `extension Telemetry.Span: Providable` in your test target",
            "cannot provide 'Request.entry': 'Ledger.Entry' is not declared in the input files; "
                + "add its file to includes, or write `extension Ledger.Entry: Providable` in your test target",
            "cannot provide 'Request.missing': 'App.Receipt' is not declared in the input files; "
                + "add its file to includes, or write `extension App.Receipt: Providable` in your test target",
        ])
    }
}
