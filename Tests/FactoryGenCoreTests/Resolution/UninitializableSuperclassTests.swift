import Testing
@testable import FactoryGenCore

/// A class whose superclass from outside the inputs has no initializer the test module can
/// call (`ManagedBuffer`, made with `create(minimumCapacity:makingHeaderWith:)`) gets no
/// `init()` call, which would not compile, but a warning naming the fix.
@Suite struct UninitializableSuperclassTests {
    @Test func aManagedBufferSubclassIsSkippedWithItsFix() {
        let plan = Resolver().resolve([Parser.parse("""
            struct Counts {
                var storage: Store
                init(storage: Store) { self.storage = storage }
                final class Store: ManagedBuffer<Int, Int> {}
            }
            class Base: Swift.ManagedBuffer<String, Int> {}
            final class Derived: Base {}
            final class Plain: NSObject {}
            """, path: "Models.swift")])
        #expect(plan.type("Counts.Store") == nil)
        #expect(plan.type("Counts") == nil)
        #expect(plan.type("Base") == nil)
        #expect(plan.type("Derived") == nil)
        // Another superclass from outside the inputs is taken to have `init()`, as before.
        #expect(plan.type("Plain")?.providable?.expression == "Plain()")
        let reason = "inherits from ManagedBuffer, which has no initializer the test module can call "
            + "(its instances are made with `create(minimumCapacity:makingHeaderWith:)`)"
        #expect(plan.skipped.first { $0.name == "Counts.Store" }?.reason == reason)
        #expect(plan.skipped.first { $0.name == "Derived" }?.reason == reason)
        let warnings = plan.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.contains { $0.message.contains("'Counts.Store'") && $0.message.contains("write `extension Counts.Store: Providable` in your test target") })
    }

    /// Named through a typealias, as swift-collections' hash-tree nodes name theirs.
    @Test func aManagedBufferNamedThroughATypealiasIsSkippedToo() {
        let plan = Resolver().resolve([Parser.parse("""
            typealias RawStorage = ManagedBuffer<Int, Int>
            typealias Storage = RawStorage
            typealias Shadowed = Box
            struct Node<Key> {
                final class Store: Storage {}
            }
            final class Local: Shadowed {}
            class Box {}
            """, path: "Models.swift")])
        #expect(plan.type("Node.Store") == nil)
        #expect(plan.skipped.first { $0.name == "Node.Store" }?.reason.hasPrefix("inherits from ManagedBuffer,") == true)
        #expect(plan.type("Local")?.providable?.expression == "Local()")
    }
}
