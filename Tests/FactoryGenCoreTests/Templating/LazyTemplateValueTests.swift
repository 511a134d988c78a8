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

    @Test(arguments: [3, 40])
    func aLoopMakesEachElementOfAListAsItReachesItAndKeepsNone(count: Int) throws {
        // 40 is past the length from which the outermost loop renders on all cores.
        let made = Locked<[Int]>([])
        let list = LazyTemplateValue(count: count) { index in
            made.update { $0.append(index) }
            return .object(TemplateRecord(["name": .string("T\(index)")]))
        }
        let root = TemplateRecord(["types": .lazy(list)])
        let loop = try CompiledTemplate("{% for type in types %}{{ forloop.counter }}{{ type.name }};{% endfor %}")
        let expected = (0..<count).map { "\($0 + 1)T\($0);" }.joined()
        #expect(try loop.render(root) == expected)
        #expect(made.value.sorted() == Array(0..<count))
        // Not kept: a second render makes them again.
        #expect(try loop.render(root) == expected)
        #expect(made.value.count == 2 * count)
        #expect(list.unmadeList != nil)
    }

    @Test func anyOtherReadMakesTheListWholeOnceAndLoopsReadWhatIsKept() throws {
        let made = Locked<Int>(0)
        let list = LazyTemplateValue(count: 3) { index in
            made.update { $0 += 1 }
            return .int(index)
        }
        let root = TemplateRecord(["numbers": .lazy(list)])
        let template = try CompiledTemplate("{{ numbers.count }}{% if numbers %}:{% endif %}{% for n in numbers %} {{ n }}{% endfor %}")
        #expect(try template.render(root) == "3: 0 1 2")
        #expect(made.value == 3)
        #expect(list.unmadeList == nil)
        // Stencil reads it as the list it is.
        #expect(root.stencilContext["numbers"] as? [Int] == [0, 1, 2])
        #expect(made.value == 3)
    }

    @Test func anEmptyListRendersTheLoopsEmptyBranch() throws {
        let root = TemplateRecord(["types": .lazy(LazyTemplateValue(count: 0) { _ in .null })])
        #expect(try CompiledTemplate("{% for type in types %}x{% empty %}none{% endfor %}").render(root) == "none")
    }

    @Test func aTypesDeclarationIsFoundWhenATemplateReadsIt() throws {
        let file = Parser.parse("struct Outer {\n    final class Inner { var name = \"\" }\n}\n", path: "Models/Outer.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([file])
        let context = RenderingContext.make(plan: plan, files: [file])
        let template = try CompiledTemplate("{% for type in types %}{{ type.name }}: {{ type.declaration.name }} {{ type.isOpenClass }}\n{% endfor %}")
        #expect(try template.render(context) == "App.Outer: Outer false\nApp.Outer.Inner: Inner false\n")
        // Without its file, a type has no declaration to read.
        let bare = RenderingContext.make(plan: plan, files: [])
        let absent = try CompiledTemplate("{% for type in types %}{% if type.declaration %}found{% else %}absent{% endif %} {% endfor %}")
        #expect(try absent.render(bare) == "absent absent ")
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
