import Testing
@testable import FactoryGenCore

/// The counts an initializer that may trap checks its parameters for: a made-up argument of
/// one element fails `precondition(bytes.count == 2)`, one of two passes.
@Suite struct CountCheckParsingTests {
    private func counts(_ body: String, parameters: String = "_ bytes: [UInt8], label: String") -> [String] {
        let type = firstParsedType("struct S {\n    init(\(parameters)) {\n\(body)\n    }\n}")
        return type.members.initializers.first?.checkedCounts.map { "\($0.parameter) \($0.count)" } ?? ["(no initializer)"]
    }

    @Test func eachComparisonGivesTheFewestElementsThatPass() {
        #expect(counts("precondition(bytes.count == 2)") == ["bytes 2"])
        #expect(counts("precondition(bytes.count >= 4, \"too short\")") == ["bytes 4"])
        #expect(counts("assert(bytes.count > 7)") == ["bytes 8"])
        #expect(counts("precondition(bytes.count == 1_024)") == ["bytes 1024"])
    }

    @Test func conditionsJoinedOrInAGuardAreRead() {
        #expect(counts("precondition(bytes.count == 2 && label.count >= 3)") == ["bytes 2", "label 3"])
        #expect(counts("guard bytes.count == 16, label.count > 0 else { fatalError() }") == ["bytes 16", "label 1"])
        #expect(counts("precondition(bytes.count >= 2)\nprecondition(bytes.count >= 6)") == ["bytes 6"], "the larger count")
    }

    @Test func aConstantOfATypeIsRecordedAsWritten() {
        let type = firstParsedType("struct S {\n    init(_ bytes: [UInt8]) {\n        precondition(bytes.count == Self.width && bytes.count > S.margin)\n    }\n}")
        let checks = type.members.initializers.first?.checkedCounts ?? []
        #expect(checks.map { "\($0.parameter) \($0.count) \($0.constant ?? "-")" } == ["bytes 0 Self.width"], "the parameter's first check")
        #expect(counts("precondition(bytes.count > Block.size)") == ["bytes 1"])
        #expect(counts("precondition(bytes.count == Self.width())") == [], "a call, not a constant")
    }

    @Test func otherChecksAreNotRead() {
        #expect(counts("precondition(2 == bytes.count)") == [])
        #expect(counts("precondition(self.bytes.count == 2)") == [], "a property, not the parameter")
        #expect(counts("precondition(other.count == 2)") == [], "not a parameter")
        #expect(counts("precondition(bytes.count < 9)") == [], "an upper bound, which one element meets")
        #expect(counts("precondition(bytes.count == size)") == [], "not a literal")
        #expect(counts("precondition(bytes.count >= 0)") == [], "no element asked for")
        #expect(counts("if bytes.count == 2 { fatalError() }") == [])
    }

    @Test func onlyAnInitializerThatMayTrapIsRead() {
        let type = firstParsedType("""
            struct S {
                init(_ bytes: [UInt8]) { self.bytes = bytes; print(bytes.count == 2) }
                init?(code: [UInt8]) { guard code.count == 2 else { return nil } }
                init(key: [UInt8]) throws { precondition(key.count == 2) }
            }
            """)
        #expect(type.members.initializers.map(\.checkedCounts) == [[], [], []])
    }

    /// A `Bool` parameter standing as a whole condition is checked for that value: a made-up
    /// `false` fails `precondition(variableTime)`.
    @Test func aParameterStandingAsAConditionIsAFlagCheck() {
        func flags(_ body: String) -> [String] {
            let type = firstParsedType("struct S {\n    init(size: Int, strict: Bool, quiet: Bool) {\n\(body)\n    }\n}")
            return type.members.initializers.first?.checkedFlags.map { "\($0.parameter) \($0.passes)" } ?? ["(no initializer)"]
        }
        #expect(flags("precondition(strict)") == ["strict true"])
        #expect(flags("precondition(strict, \"must be strict\")") == ["strict true"])
        #expect(flags("guard !quiet, size > 0 else { fatalError() }") == ["quiet false"])
        #expect(flags("assert(size > 0 && strict && !quiet)") == ["strict true", "quiet false"], "past a number's comparison")
        #expect(flags("assert(size > limit && strict)") == [], "a comparison not read ends the reading")
        #expect(flags("precondition(strict)\nprecondition(!strict)") == ["strict true"], "the first check")
        #expect(flags("precondition(strict || quiet)") == [], "either, not each")
        #expect(flags("precondition(other)") == [], "not a parameter")
        #expect(flags("if strict { fatalError() }") == [])
    }

    /// `modes.contains(.locks)` at the top of a check asks for that member (vapor/mysql-nio's
    /// `SSLRequest`); a negated one, one with an argument that is no implicit member, or one
    /// in an `if` is not read.
    @Test func aParameterCheckedToHoldAMemberIsRecorded() {
        func members(_ body: String) -> [String] {
            let type = firstParsedType("struct S {\n    init(modes: Modes, sides: [Side]) {\n\(body)\n    }\n}")
            return type.members.initializers.first?.checkedMembers.map { "\($0.parameter) \($0.member)" } ?? ["(no initializer)"]
        }
        #expect(members("precondition(modes.contains(.locks) && sides.contains(.inner))") == ["modes locks", "sides inner"])
        #expect(members("guard modes.contains(.locks) else { fatalError() }") == ["modes locks"])
        #expect(members("assert(!modes.contains(.locks))") == [])
        #expect(members("precondition(modes.contains(Modes.locks))") == [])
        #expect(members("if !modes.contains(.locks) { fatalError() }") == [])
    }
}
