import Testing
@testable import FactoryGenCore

/// An initializer whose label says the caller vouches for an argument (`unsafe…`,
/// `unchecked…`) takes it unchecked: it comes after the others that cannot trap, and no lens
/// rebuilds through it (swiftlang/swift-syntax's nodes were built with
/// `init(unsafeCasting: Syntax)` over a node of another kind, and trapped when read).
@Suite struct VouchedArgumentTests {
    private static let source = """
        struct RawNode { var kind: String; var width: Int }
        struct DialView {
            let raw: RawNode
            init(uncheckedRaw raw: RawNode) { self.raw = raw }
            init(width: Int) { raw = RawNode(kind: "dial", width: width) }
        }
        struct NeedleView {
            let raw: RawNode
            init(unsafeCasting raw: RawNode) { self.raw = raw }
        }
        """

    @Test func theCheckedInitializerIsCalledFirst() {
        let plan = resolvePlan(Self.source)
        #expect(plan.type("App.DialView")?.providable?.expression == "Self(width: Factory<Int>.provide())")
    }

    @Test func anUncheckedInitializerIsStillAWayInAndRebuildsNothing() {
        let plan = resolvePlan(Self.source)
        let needle = plan.type("App.NeedleView")
        #expect(needle?.providable?.expression == "Self(unsafeCasting: Factory<App.RawNode>.provide())")
        #expect(needle?.lenses.isEmpty == true)
    }

    /// A label named like a field is that field's value (aws-amplify's `unsafeContent`, a flag
    /// of a picture's labels): the initializer rebuilds it as any other.
    @Test func aLabelNamedLikeAFieldVouchesForNothing() {
        let plan = resolvePlan("""
            struct Verdict {
                let labels: [String]
                let unsafeContent: Bool?
                init(labels: [String], unsafeContent: Bool? = nil) { self.labels = labels; self.unsafeContent = unsafeContent }
            }
            """)
        #expect(plan.type("App.Verdict")?.lenses.map(\.name) == ["_labels", "_unsafeContent"])
    }

    @Test func labelsThatVouchAreTold() {
        #expect(CallableInitializer.vouchedFor("unsafeCasting"))
        #expect(CallableInitializer.vouchedFor("uncheckedBounds"))
        #expect(!CallableInitializer.vouchedFor("unsorted"))
        #expect(!CallableInitializer.vouchedFor("safe"))
    }
}
