// Bodies full of braces, closures and directives; none of it declares a member.
import Foundation

struct Pipeline {
    var stages: [String] = []

    func run(input: [Int]) -> [String] {
        let mapped = input.map { value -> String in
            let nested = [value].compactMap { inner in
                inner > 0 ? "{\(inner)}" : nil
            }
            return nested.joined(separator: "}{")
        }
        var result: [String] = []
        for (index, item) in mapped.enumerated() where !item.isEmpty {
            switch index {
            case 0: result.append("first: \(item)")
            case 1...3:
                if let last = result.last, last.hasPrefix("{") {
                    result.append(last)
                } else {
                    result.append("}")
                }
            default:
                do {
                    try check(item)
                } catch let error as NSError where error.code == 1 {
                    result.append("error")
                } catch {
                    continue
                }
            }
        }
        #if DEBUG
        print("debug: \(result)")
        #elseif os(Linux)
        let struct_ = "struct Fake {"
        _ = struct_
        #else
        _ = 0
        #endif
        struct LocalType { var notAMember: Int }
        func localFunction() -> Int { LocalType(notAMember: 1).notAMember }
        let closure: (Int) -> Int = { [stages] x in
            guard !stages.isEmpty else { return x }
            return x + localFunction()
        }
        defer { _ = closure(1) }
        repeat { _ = 0 } while false
        return result
    }

    func check(_ item: String) throws {
        let trailing = stages.sorted { $0 < $1 }.filter { !$0.isEmpty }
        _ = trailing
        Task { @MainActor in
            await Task.yield()
        }
        let multi = stages.reduce(into: [:]) { partial, stage in
            partial[stage, default: 0] += 1
        } as [String: Int]
        _ = multi
        if case let (a, b)? = Optional((1, 2)) { _ = a + b }
        let result = { () -> Int in
            #if swift(>=5.9)
            return 1
            #else
            return 2
            #endif
        }()
        _ = result
    }

    subscript(index: Int) -> String {
        get { stages.indices.contains(index) ? stages[index] : "}" }
        set { stages[index] = newValue }
    }

    subscript(key key: String, default value: @autoclosure () -> String) -> String {
        stages.first { $0 == key } ?? value()
    }

    static subscript(static index: Int) -> Int { index }

    var afterBodies: Int = 0
}

func topLevel() {
    struct NotCollected { var value: Int }
    _ = NotCollected(value: 1)
}

let globalClosure = { (value: Int) -> Int in value * 2 }
var topLevelVariable = 3
