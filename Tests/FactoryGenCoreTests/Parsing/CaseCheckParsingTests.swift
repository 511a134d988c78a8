import Testing
@testable import FactoryGenCore

/// The enum cases an initializer that may trap meets with a trap when it switches over a
/// parameter: a made-up enum is its first case, which `case .reserved: fatalError()` rejects.
@Suite struct CaseCheckParsingTests {
    private static let source = """
        struct Tag {
            enum Kind { case reserved, legacy, user(String), system }
            let kind: Kind
            init(kind: Kind, level: Int) {
                precondition(level >= 0)
                switch kind {
                case .reserved, .legacy:
                    preconditionFailure("not for new tags")
                case .user(let name) where name.isEmpty:
                    break
                case .user:
                    break
                case .system:
                    if level > 9 { fatalError() }
                }
                switch level { case 0: fatalError() default: break }
                self.kind = kind
            }
        }
        """

    @Test func theCasesASwitchTrapsOnFirstAreRead() {
        let initializer = Parser.parse(Self.source, path: "Models/App.swift").types.first?.members.initializers.first
        #expect(initializer?.trappingCases == [CaseCheck(parameter: "kind", traps: ["reserved", "legacy"])])
    }

    /// The first case with no payload that does not trap is passed, not the made-up first one.
    @Test func theFirstCaseThatPassesIsGiven() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse(Self.source, path: "Models/App.swift")])
        #expect(plan.type("App.Tag")?.providable?.expression == "Self(kind: App.Tag.Kind.system, level: 1)")
    }
}
