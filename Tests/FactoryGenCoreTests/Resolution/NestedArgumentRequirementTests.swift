import Testing
@testable import FactoryGenCore

/// A generic parameter held as an optional is `nil` and needs nothing, but one passed inside an
/// argument to another generic type is built whole by that type's `provide()` (`Pair<A, B?>`
/// calls `Factory<B?>`, which needs `B: Providable`): whoever holds the type needs it too.
@Suite struct NestedArgumentRequirementTests {
    @Test func anOptionalArgumentOfABuiltParameterIsRequired() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            struct Pair<X, Y> { let x: X; let y: Y }
            enum Choice<A, B> { case pair(Pair<A, B?>) }
            struct Holder<A, B> { let choice: Choice<A, B> }
            struct Direct<A, B> { let pair: Pair<A, [B]> }
            struct Loose<A, B> { let a: A; let b: B? }
            struct Outer<A, B> { let loose: Loose<A, B> }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Choice")?.conformanceRequirements == ["A: Providable", "B: Providable"])
        #expect(plan.type("App.Holder")?.conformanceRequirements == ["A: Providable", "B: Providable"])
        #expect(plan.type("App.Direct")?.conformanceRequirements == ["A: Providable", "B: Providable"])
        // A field of its own that is an optional of `B` stays `nil`: `Loose<Int, Never>` is fine.
        #expect(plan.type("App.Outer")?.conformanceRequirements == ["A: Providable"])
    }

    /// A standard type other than an optional or a collection builds its argument whole too:
    /// `Result<B?, E>` calls `Factory<B?>` (grpc/grpc-swift-2's broadcast state machine, whose
    /// `OnNext` holds a `ReturnAndResumeProducers` with a `Result<Element?, any Error>`).
    @Test func anOptionalInsideAStandardArgumentIsRequiredOfTheHolder() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            struct Outcome<B> { let result: Result<B?, any Error> }
            enum Step<B> { case done(Outcome<B>); case idle }
            struct Range2<B> { let bounds: ClosedRange<Int>; let last: B? }
            struct Holder<B> { let range: Range2<B> }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Outcome")?.conformanceRequirements == ["B: Providable"])
        #expect(plan.type("App.Step")?.conformanceRequirements == ["B: Providable"])
        // An optional of its own is still `nil`.
        #expect(plan.type("App.Holder")?.conformanceRequirements == [])
    }

    /// A stored property whose type is not written builds the type its initial value calls an
    /// initializer of, `Source.Element` for `var carry = Source.Element()`, not every parameter:
    /// a holder of the iterator needs what the iterator's conformance needs,
    /// `Source.AsyncIterator`, and not `Source`, which it never builds (vapor/multipart-kit's
    /// `MultipartParserAsyncSequence.AsyncIterator` did not compile).
    @Test func anUntypedPropertyBuildsWhatItsInitialValueCalls() {
        let plan = resolvePlan("""
            protocol Unit { init() }
            struct Stream<Source: AsyncSequence> where Source.Element: Unit {
                struct Iterator {
                    var upstream: Source.AsyncIterator
                    var carry = Source.Element()
                }
            }
            struct Holder<Source: AsyncSequence> where Source.Element: Unit {
                var inner: Stream<Source>.Iterator
            }
            """)
        #expect(plan.type("App.Stream.Iterator")?.conformanceRequirements == ["Source.AsyncIterator: Providable"])
        #expect(plan.type("App.Holder")?.conformanceRequirements == ["Source.AsyncIterator: Providable", "Source.Element: Providable"])
    }
}
