import Testing
@testable import FactoryGenCore

/// Where an initializer reads a new identifier or the time, which makes every value it builds
/// differ from the last.
@Suite struct VaryingReadParsingTests {
    private func varyingRead(_ body: String) -> Int? {
        let type = firstParsedType("final class S {\n    init() {\n\(body)\n    }\n}")
        return type.members.initializers.first?.readsVaryingValueAt?.line
    }

    @Test func aReadOfANewIdentifierOrTheTimeIsFound() {
        #expect(varyingRead("id = UUID().uuidString") == 3)
        #expect(varyingRead("made = Date.now") == 3)
        #expect(varyingRead("name = \"\"\nvalue = \"TEMP_\\(UUID().uuidString)\"") == 4, "inside an interpolation")
    }

    /// An implicit `.now` reads the clock of the type the context expects, as `Date.now` does.
    @Test func anImplicitNowIsFound() {
        #expect(varyingRead("self.exitedAt = .now") == 3)
        #expect(varyingRead("stamp(at: .now)") == 3)
        #expect(varyingRead("due = given ?? .now") == 3)
        #expect(varyingRead("started = .now()") == 3, "a clock read through a call, DispatchTime's")
        #expect(varyingRead("copy = other.now") == nil, "a member of a value")
        #expect(varyingRead("copy = now") == nil, "a name, not a member")
        #expect(varyingRead("if mode == .now { urgent = true }") == nil, "a comparison, with a case of the models maybe")
        #expect(varyingRead("switch mode { case .now: urgent = true\n default: urgent = false }") == nil)
    }

    /// A type's static `now` reads its clock, as `Date.now` does (apple/swift-distributed-tracing's
    /// `SpanEvent.init(name:attributes:)` stamps `DefaultTracerClock.now.nanosecondsSinceEpoch`).
    @Test func aTypesNowIsFound() {
        #expect(varyingRead("stamp = DefaultTracerClock.now.nanosecondsSinceEpoch") == 3)
        #expect(varyingRead("started = ContinuousClock.now") == 3)
        #expect(varyingRead("deadline = DispatchTime.now() + 5") == 3)
        #expect(varyingRead("copy = clock.now") == nil, "a member of a value")
        #expect(varyingRead("copy = Self.now") == nil, "the type's own member")
        #expect(varyingRead("if mode == Mode.now { urgent = true }") == nil, "a comparison, with a case of the models maybe")
    }

    /// swift-bson's `BSONObjectID()` takes the next value of a counter its type keeps.
    @Test func aCallWithoutArgumentsOnAnObjectTheTypeKeepsIsFound() {
        #expect(varyingRead("oid = Self.generator.generate()") == 3)
        #expect(varyingRead("oid = Self.generator.generate(seed)") == nil, "what it gives may follow from the argument")
        #expect(varyingRead("oid = other.Self.generator.generate()") == nil)
        #expect(varyingRead("oid = Self.defaultValue") == nil, "a stored value, not a call")
    }

    /// A random draw differs from call to call too, handed a generator or not.
    @Test func aRandomDrawIsFound() {
        #expect(varyingRead("code = \"abc\".randomElement()") == 3)
        #expect(varyingRead("roll = Int.random(in: 1...6, using: &generator)") == 3)
        #expect(varyingRead("order = names.shuffled()") == 3)
        #expect(varyingRead("value = random(3)") == nil, "a function of the type's own, not a member call")
        #expect(varyingRead("value = shuffled") == nil, "not a call")
    }

    /// A static function that makes the type may be its only way in (ATProto's `TID.mock()`,
    /// whose letters are drawn at random): it is read as an initializer is.
    @Test func aStaticFactoryThatDrawsAtRandomIsFound() {
        let type = firstParsedType("""
            struct Serial {
                static func draw() -> Serial {
                    Serial(letters: String("ab".randomElement() ?? "a"))
                }
                static func blank() -> Serial { Serial(letters: "") }
                func copy() -> Serial { Serial(letters: String("ab".randomElement() ?? "a")) }
            }
            """)
        let lines: [String: Int] = type.members.functions.reduce(into: [:]) { lines, function in
            lines[function.name] = function.readsVaryingValueAt?.line ?? 0
        }
        #expect(lines["draw"] == 3)
        #expect(lines["blank"] == 0)
        #expect(lines["copy"] == 0, "not static: never a way in")
    }

    @Test func otherReadsAreNot() {
        #expect(varyingRead("value = \"UUID()\"") == nil, "a literal's text")
        #expect(varyingRead("id = row.UUID()") == nil)
        #expect(varyingRead("value = \"\\(name) at Date()\"") == nil, "text after an interpolation")
    }
}
