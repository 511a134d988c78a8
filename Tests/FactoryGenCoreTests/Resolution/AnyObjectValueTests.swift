import Testing
@testable import FactoryGenCore

/// `AnyObject` is FactoryRuntime's `ProvidedObject()`: a model that takes some class
/// instance (an observer's owner, kept `weak`) reads none of its members, so a fresh object
/// with no state will do, where `Any` has no sensible value.
@Suite struct AnyObjectValueTests {
    @Test func anObjectParameterGetsAFreshObject() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            typealias Holder = AnyObject
            struct Subscription {
                private(set) weak var holder: Holder?
                let topic: String
                init(topic: String, holder: Holder) {
                    self.topic = topic
                    self.holder = holder
                }
            }
            enum Sender {
                case object(AnyObject)
                case nobody
            }
            struct Envelope {
                var from: AnyObject
                var copies: [AnyObject]
                var replyTo: AnyObject?
            }
            """, path: "Models/App.swift")])
        #expect(plan.skipped.isEmpty)
        #expect(plan.type("App.Subscription")?.providable?.expression == "Self(topic: Factory<String>.provide(), holder: ProvidedObject())")
        #expect(plan.type("App.Sender")?.providable?.expression == ".object(ProvidedObject())")
        #expect(plan.type("App.Envelope")?.providable?.expression == "Self(from: ProvidedObject(), copies: [])")
    }

    @Test func anObjectMetatypeIsStillNotBuilt() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            struct Probe { var kind: AnyObject.Type }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Probe")?.providable == nil)
    }
}
