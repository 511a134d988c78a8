import Testing
@testable import FactoryGenCore

/// The numbers an initializer that may trap, or a helper it hands them to, compares with an
/// integer literal: a made-up `1` fails `guard attempts > 1`, `2` passes.
@Suite struct NumberCheckParsingTests {
    private func numbers(_ body: String) -> [String] {
        let type = firstParsedType("struct S {\n    init(attempts: Int, level: UInt8, name: String) {\n\(body)\n    }\n}")
        return type.members.initializers.first?.checkedNumbers.map { "\($0.parameter) \($0.passes)" } ?? ["(no initializer)"]
    }

    @Test func eachComparisonGivesTheValueNearestOneThatPasses() {
        #expect(numbers("precondition(attempts > 1)") == ["attempts 2"])
        #expect(numbers("precondition(attempts >= 3, \"three at least\")") == ["attempts 3"])
        #expect(numbers("precondition(2 < attempts)") == ["attempts 3"], "the literal first")
        #expect(numbers("precondition(attempts != 1)") == ["attempts 2"])
        #expect(numbers("precondition(attempts == 7)") == ["attempts 7"])
        #expect(numbers("precondition(attempts < 0)") == ["attempts -1"])
        #expect(numbers("precondition(attempts > -5)") == ["attempts 1"])
        #expect(numbers("guard attempts >= 2, attempts <= 4, attempts != 2 else { fatalError() }") == ["attempts 3"])
        #expect(numbers("precondition(attempts >= 2 && attempts <= 2 && attempts != 2)") == [], "nothing passes")
        #expect(numbers("precondition(level > 0 && attempts > 1)") == ["level 1", "attempts 2"])
    }

    /// A number said equal to a static constant, its own type's or another's
    /// (`ChaChaPoly.nonceByteCount`, apple/swift-crypto), keeps the constant for the resolver,
    /// whose integer literal is the value passed; one it cannot find leaves the literals' value.
    @Test func aNumberSaidEqualToAStaticConstantIsGivenItsValue() {
        let file = Parser.parse("""
            enum Loom {
                static let threads = 24
                struct Row {
                    let width: Int
                    let depth: Int
                    init(width: Int, depth: Int) {
                        assert(width == Loom.threads)
                        precondition(depth == Self.layers, "as deep as its layers")
                        self.width = width
                        self.depth = depth
                    }
                    static let layers = 3
                }
                struct Knot {
                    let size: Int
                    init(size: Int) { precondition(size == Unknown.size) }
                }
            }
            """, path: "Models/App.swift")
        #expect(file.types.first?.members.nestedTypes.first?.members.initializers.first?.checkedNumbers == [
            NumberCheck(parameter: "width", passes: 1, constant: "Loom.threads"),
            NumberCheck(parameter: "depth", passes: 1, constant: "Self.layers"),
        ])
        let plan = Resolver(testableImports: ["App"]).resolve([file])
        #expect(plan.type("App.Loom.Row")?.providable?.expression == "Self(width: 24, depth: 3)")
        #expect(plan.type("App.Loom.Knot")?.providable?.expression == "Self(size: 1)")
    }

    @Test func otherFormsAreNotRead() {
        #expect(numbers("precondition(attempts > 1 + level)") == [])
        #expect(numbers("precondition(name.count > 1)") == [], "a count, and no number")
        #expect(numbers("precondition(attempts.magnitude > 1)") == [])
        #expect(numbers("if attempts > 1 { fatalError() }") == [])
        #expect(numbers("precondition(attempts > 0x10)") == [], "only decimal literals")
    }

    /// A number handed as it is to a plain call or `Self.name(…)`, each call once; a helper's
    /// own checks are read as an initializer's.
    @Test func numbersHandedToHelpersAndTheHelpersChecksAreRead() {
        let file = Parser.parse("""
            func requireTries(_ value: Int) throws -> Int {
                guard value > 1 else { throw Failure() }
                return value
            }
            struct S {
                init(attempts: Int, level: UInt8, name: String) {
                    let kept = try! requireTries(attempts)
                    Self.checkLevel(tag: name, level: level)
                    _ = min(attempts, 5)
                    log(attempts + 1)
                }
                static func checkLevel(tag: String, level: UInt8) { precondition(level >= 4) }
            }
            """, path: "Models/App.swift")
        let initializer = file.types.first?.members.initializers.first
        #expect(initializer?.passedNumbers.map { "\($0.function) \($0.position) \($0.parameter)" }
            == ["requireTries 0 attempts", "checkLevel 1 level", "min 0 attempts"])
        #expect(file.functions.first?.checkedNumbers == [NumberCheck(parameter: "value", passes: 2)])
        #expect(file.types.first?.members.functions.first?.checkedNumbers == [NumberCheck(parameter: "level", passes: 4)])
    }
}
