import Testing
@testable import FactoryGenCore

@Suite struct ListStackTests {
    /// A value whose end can be watched through a weak reference.
    private final class Token {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test func nestedRunsPopInOrderAroundAnInnerRun() {
        var stack = ListStack<String>()
        let outer = stack.count
        stack.append("a")
        stack.append("b")
        let inner = stack.count
        stack.append("c")
        stack.append("d")
        #expect(stack.pop(from: inner) == ["c", "d"])
        stack.append("e")
        #expect(stack.pop(from: outer) == ["a", "b", "e"])
        #expect(stack.count == 0)
        #expect(stack.pop(from: 0) == [])
    }

    @Test func growsPastItsFirstStorageAndKeepsEveryElement() {
        var stack = ListStack<Int>()
        for value in 0..<1_000 { stack.append(value) }
        stack[500] += 1_000_000
        let popped = stack.pop(from: 0)
        #expect(popped.count == 1_000)
        #expect(popped[499] == 499 && popped[500] == 1_000_500 && popped[999] == 999)
    }

    @Test func anElementIsChangedInPlaceByItsPosition() {
        var stack = ListStack<[Int]>()
        stack.append([1])
        stack.append([2])
        stack[0].append(10)
        #expect(stack[0] == [1, 10])
        #expect(stack.pop(from: 1) == [[2]])
        #expect(stack.pop(from: 0) == [[1, 10]])
    }

    @Test func poppedElementsAreMovedAndUnpoppedOnesFreedWithTheStack() {
        weak var popped: Token?
        weak var left: Token?
        var kept: [Token] = []
        do {
            var stack = ListStack<Token>()
            let first = Token("popped")
            let second = Token("left")
            popped = first
            left = second
            stack.append(first)
            kept = stack.pop(from: 0)
            stack.append(second)
        }
        // The popped token lives on in the array alone; the one left on the stack ended with it.
        #expect(popped?.name == "popped")
        #expect(left == nil)
        #expect(kept.count == 1 && isKnownUniquelyReferenced(&kept[0]))
    }

    @Test func parsedListsHoldNoRoomToSpare() {
        let type = firstParsedType("""
        enum Shape {
            case circle(radius: Double), square(Double), line(from: Int, to: Int, width: Int)
            var name: String { "" }
            let sides: Int
            let color: String
            struct Inner { let a: Int }
            func area(scale: Double, rounded: Bool) -> Double { 0 }
            init(sides: Int, color: String) { fatalError() }
        }
        """)
        let members = type.members
        #expect(members.cases.count == 3 && members.properties.count == 3 && members.nestedTypes.count == 1)
        // Exact up to the allocator's rounding, which is less than one of these elements.
        #expect(members.cases.capacity == members.cases.count)
        #expect(members.properties.capacity == members.properties.count)
        #expect(members.nestedTypes.capacity == members.nestedTypes.count)
        #expect(members.functions.capacity == members.functions.count)
        #expect(members.cases[2].associatedValues.capacity == 3)
        #expect(members.initializers[0].parameters.map(\.name) == ["sides", "color"])
        #expect(members.initializers[0].parameters.capacity == 2)
    }
}
