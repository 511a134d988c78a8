import Testing
@testable import FactoryGenCore

/// A property whose type is not written gets the type of its initial value only when that type
/// is sure: a lens or a static constant of a wrong type does not compile.
@Suite struct InferredTypeTests {
    private func plan(_ source: String) -> GenerationPlan {
        Resolver(testableImports: ["App"]).resolve([Parser.parse("import Foundation\n" + source, path: "Models/App.swift")])
    }

    /// Built by a label that cannot fail, or by one that can.
    private static let shelf = """
        struct Shelf: Equatable {
            var label: String
            init(label: String) { self.label = label }
            init?(position: Int) { return nil }
        }

        """

    private func lensTypes(_ plan: GenerationPlan, _ name: String) -> [String] {
        (plan.type(name)?.lenses ?? []).map { "\($0.name): \($0.type)" }
    }

    @Test func aCallThatCannotFailAndEndsTheValueGivesItsType() {
        let plan = plan(Self.shelf + """
            struct Bookmark: Equatable {
                var tags = [String]()
                var weights = [String: Double]()
                var rating = Double()
                var createdAt = Date()
                var savedAt = Date(timeIntervalSince1970: 0)
                var shelf = Shelf(label: "inbox")
                var spare = Shelf(label: "x", )
            }
            """)
        #expect(lensTypes(plan, "App.Bookmark") == [
            "_tags: [String]", "_weights: [String: Double]", "_rating: Double", "_createdAt: Date",
            "_savedAt: Date", "_shelf: App.Shelf", "_spare: App.Shelf",
        ])
    }

    @Test func aCallThatMayFailOrIsFollowedByMoreIsNotTakenForItsCallee() {
        let plan = plan(Self.shelf + """
            enum Tone: String { case warm, cold }
            struct Country: Equatable {
                let isoCode: String
                init?(isoCode: String) { return nil }
            }
            struct Box<Value: Equatable>: Equatable { var value: Value }
            struct Bookmark: Equatable {
                var title = ""
                var address = URL(string: "https://example.org")
                var identifier = UUID(uuidString: "")
                var retries = Int("3")
                var ratio = Double(1)
                var digest = Data("seed".utf8).base64EncodedString()
                var upper = String("a").uppercased()
                var forced = URL(string: "https://example.org")!
                var either = Shelf(position: 1) ?? Shelf(label: "b")
                var placed = Shelf(position: 2)
                var unknownOverload = Shelf(label: "a", extra: 1)
                var tone = Tone(rawValue: "warm")
                var country = Country(isoCode: "NZ")
                var boxed = Box(value: 1)
                var made = makeShelf()
            }
            """)
        #expect(lensTypes(plan, "App.Bookmark") == ["_title: String"])
    }

    @Test func aStaticConstantIsUsedOnlyWhenItsCallCannotFailOrIsForceUnwrapped() {
        let plan = plan("""
            struct Country {
                let isoCode: String
                init?(isoCode: String) { return nil }
                static let fallback = Country(isoCode: "NZ")
                static let other = Self(isoCode: "AU")
                static let chained = Country(isoCode: "DE")!.normalized()
                static let known = Country(isoCode: "FR")!
                func normalized() -> Country { self }
            }
            struct Revision {
                private init(_ text: String) {}
                static let current = Revision("2.1")
            }
            """)
        #expect(plan.type("App.Country")?.providable?.expression == "Self.known")
        #expect(plan.type("App.Revision")?.providable?.expression == "Self.current")
    }

    @Test func aStaticConstantNamingAnotherHasItsType() {
        // swift-numberkit's `BigInt.Base`: a fileprivate initializer, and constants that name
        // the parent's (`static let bin = BigInt.binBase`).
        let plan = plan("""
            struct Gauge {
                final class Scale {
                    static let metric = Gauge.metricScale
                    fileprivate let unit: String
                    fileprivate init(unit: String) { self.unit = unit }
                }
                static let metricScale = Scale(unit: "cm")
                var scale: Scale
            }
            struct Palette {
                private init(ink: String) {}
                static let preferred = standard
                static let standard: Self = Palette(ink: "black")
            }
            struct Sticker {
                private init() {}
                static let count = Self.total
                static let total = 3
                static let unknown = Missing.value
            }
            """)
        #expect(plan.type("App.Gauge.Scale")?.providable?.expression == "App.Gauge.Scale.metric")
        #expect(plan.type("App.Palette")?.providable?.expression == "Self.preferred")
        #expect(plan.type("App.Sticker") == nil)
    }

    /// `Self.init(…)` and `Name.init(…)` call the initializer `Self(…)` and `Name(…)` do
    /// (swift-server/RediStack's error codes): their constants have the type, and an
    /// initial value so written gives a lens its type.
    @Test func aConstantWrittenWithDotInitHasItsType() {
        let plan = plan("""
            struct Level {
                private let raw: Int
                private init(_ raw: Int) { self.raw = raw }
                static let low = Self.init(1)
            }
            struct Gate {
                private init(open: Bool) {}
                static let shut = Gate.init(open: false)
            }
            struct Dial {
                var level = Knob.init(turns: 2)
            }
            struct Knob { var turns: Int }
            """)
        #expect(plan.type("App.Level")?.providable?.expression == "Self.low")
        #expect(plan.type("App.Gate")?.providable?.expression == "Self.shut")
        #expect(lensTypes(plan, "App.Dial") == ["_level: App.Knob"])
        #expect(InitializerCall.reading("Outer.Gate.init(open: true)")?.type.description == "Outer.Gate")
        #expect(InitializerCall.reading("Gate.init(open: true).flipped()") == nil)
    }

    /// A type's name may start with underscores before its capital (apple/swift-crypto's
    /// `_RSA.Signing.KeySize(bitCount: 2048)`); a function's named so in lowercase is no call.
    @Test func aCallOfATypeNamedWithALeadingUnderscoreIsRead() {
        #expect(InitializerCall.reading("_Draft.Size(points: 612)")?.type.description == "_Draft.Size")
        #expect(InitializerCall.reading("__Raw(1)")?.type.description == "__Raw")
        #expect(InitializerCall.reading("_makeSize(1)") == nil)
        let plan = plan("""
            enum _Draft {
                struct Size {
                    let points: Int
                    static let letter = _Draft.Size(points: 612)
                    init(points: Int) { precondition(points > 100) }
                }
            }
            """)
        #expect(plan.type("App._Draft.Size")?.providable?.expression == "Self.letter")
    }

    @Test func readsTheCalleeAndLabelsOfACallThatIsTheWholeValue() throws {
        let call = try #require(InitializerCall.reading("Outer.Region<Int>(code: \"NZ\", [1, 2], f(a: 1), `in`: { a, b in a })"))
        #expect(call.type.description == "Outer.Region<Int>")
        #expect(call.labels == ["code", nil, nil, "in"])
        #expect(InitializerCall.reading("[String: [Int]]()").map { $0.type.description } == "[String: [Int]]")
        #expect(InitializerCall.reading("Region()")?.labels == [])
        #expect(InitializerCall.reading("Region(\"a)\", )")?.labels == [nil])
        for text in ["Data(x).base64EncodedString()", "URL(string: s)!", "Name(x) ?? y", "Name(a) + Name(b)",
                     "makeShelf()", "Name(x)(y)", "(1, 2)", "Name"] {
            #expect(InitializerCall.reading(text) == nil, "\(text)")
        }
    }

    @Test func aCallFitsTheParametersItsLabelsReach() {
        let parameters = [
            Syntax.parameter("code", "String"), Syntax.parameter("region", "String", defaultValue: "\"\""),
            Syntax.parameter(nil, "Int", name: "values"),
        ]
        #expect(InitializerFailability.accepts(parameters, labels: ["code", nil]))
        #expect(InitializerFailability.accepts(parameters, labels: ["code", "region", nil]))
        #expect(!InitializerFailability.accepts(parameters, labels: ["code"]))
        #expect(!InitializerFailability.accepts(parameters, labels: ["region", nil]))
        #expect(!InitializerFailability.accepts(parameters, labels: ["code", nil, nil]))
        var variadic = Syntax.parameter("values", "Int")
        variadic.isVariadic = true
        #expect(InitializerFailability.accepts([variadic], labels: ["values", nil, nil]))
        #expect(InitializerFailability.accepts([variadic], labels: []))
    }

    /// A literal whose elements all have one sure type is a collection of it; elements of
    /// several types, or none, give no type.
    @Test func aCollectionLiteralOfOneSureTypeGivesACollection() {
        let plan = plan(Self.shelf + """
            struct Pantry: Equatable {
                var shelves = [Shelf(label: "a"), Shelf(label: "b")]
                var sizes = [1: "s", 2: "m"]
                var mixed = [1, 2.5]
                var none = []
                var maybe = [Shelf(position: 1)]
            }
            """)
        #expect(lensTypes(plan, "App.Pantry") == ["_shelves: [App.Shelf]", "_sizes: [Int: String]"])
    }
}
