import Testing
@testable import FactoryGenCore
@testable import FactoryGenVerification

/// A case, property or method named `` `Self` `` hides the type's `Self` where an expression
/// says it, as a nested type of that name does: the generated code and the law driver spell
/// the type out (swiftlang/swift-syntax's `Keyword`, with a `case `Self``, whose checks did
/// not compile).
@Suite struct SelfMemberTests {
    @Test func aStaticPropertyNamedSelfHasTheTypeSpelledOut() {
        let plan = resolvePlan("""
            struct Ledger {
                static let `Self` = Ledger(count: 1)
                var count: Int
            }
            struct Plain { var count: Int }
            """)
        #expect(plan.type("App.Ledger")?.providable?.expression == "App.Ledger(count: Factory<Int>.provide())")
        #expect(plan.type("App.Plain")?.providable?.expression == "Self(count: Factory<Int>.provide())")
    }

    @Test func aCaseOrMethodNamedSelfHidesSelfToo() {
        let members = MemberList(
            cases: [EnumCaseDeclaration(name: "Self", location: SourceLocation(file: "A.swift", line: 1, column: 1))]
        )
        #expect(members.declaresSelf)
        #expect(!MemberList().declaresSelf)
    }

    @Test func theDriverSpellsOutSelfButNotInsideALongerName() {
        let line = "if let part = Self._Self.extract(value) { Factory<Self>.provide(); MySelf.x }"
        #expect(LawDriver.spellingSelf(in: line, as: "App.Word")
            == "if let part = App.Word._Self.extract(value) { Factory<App.Word>.provide(); MySelf.x }")
    }
}
