import Dispatch
import Foundation
import Testing
@testable import FactoryGenCore

/// A lazy value is worked out when first read, and every read, from any thread, gives the
/// value kept.
@Suite struct LazyTemplateValueTests {
    @Test func aLazyValueIsMadeOnFirstReadAndKept() {
        let calls = Locked<Int>(0)
        let lazy = LazyTemplateValue {
            calls.update { $0 += 1 }
            return "made"
        }
        #expect(calls.value == 0)
        #expect(lazy.value == "made")
        #expect(lazy.value == "made")
        #expect(calls.value == 1)
    }

    @Test func readsFromManyThreadsAllGiveTheKeptValue() {
        // Each making gives a new list, so a read that returned its own making, and not the
        // one kept, would differ from the others by identity.
        let lazy = LazyTemplateValue { .array([.string(String(Int.random(in: 0..<1_000_000)))]) }
        let reads = Locked<[TemplateValue]>([])
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            let value = lazy.value
            reads.update { $0.append(value) }
        }
        let all = reads.value
        #expect(all.count == 64)
        #expect(Set(all.map { "\($0)" }).count == 1)
    }

    @Test func aLazyValueThatReadsAnotherIsMade() {
        let inner = LazyTemplateValue { "inner" }
        let outer = LazyTemplateValue { .array([inner.value]) }
        #expect(outer.value == ["inner"])
    }
}

/// A value shared between threads, behind a lock.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value { lock.withLock { stored } }

    func update(_ change: (inout Value) -> Void) {
        lock.withLock { change(&stored) }
    }
}
