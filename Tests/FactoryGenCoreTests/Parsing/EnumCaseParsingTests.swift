import Testing
@testable import FactoryGenCore

@Suite struct EnumCaseParsingTests {
    @Test func casesWithPayloadsRawValuesAndLocations() {
        let type = firstParsedType("""
        enum E: Int {
            case a, b(Int), c = 3
            case d(reason: String, code: Int = 0)
            indirect case node(E, _ next: E)
            case failure(Error), `default`
        }
        """)
        #expect(type.inheritedTypes == [.named("Int")])
        let cases = type.members.cases
        #expect(cases.map(\.name) == ["a", "b", "c", "d", "node", "failure", "default"])
        #expect(cases.map(\.location) == [testLocation(2, 10), testLocation(2, 13), testLocation(2, 21), testLocation(3, 10), testLocation(4, 19), testLocation(5, 10), testLocation(5, 26)])
        #expect(cases[1].associatedValues == [Parameter(label: nil, type: .named("Int"))])
        #expect(cases[2].rawValue == "3")
        #expect(cases[3].associatedValues == [
            Parameter(label: "reason", type: .named("String")),
            Parameter(label: "code", type: .named("Int"), defaultValue: "0"),
        ])
        #expect(cases[4].isIndirect)
        #expect(cases[4].associatedValues[1] == Parameter(label: nil, name: "next", type: .named("E")))
        #expect(!cases[0].isIndirect)
    }

    @Test func payloadsOfStandardShapes() {
        let cases = firstParsedType("""
        enum Event {
            case payload([AnyHashable: Any])
            case callback(@Sendable (Int) -> Void)
            case pair((Int, String))
        }
        """).members.cases
        #expect(cases[0].associatedValues.first?.type == .dictionary(key: .named("AnyHashable"), value: .named("Any")))
        #expect(cases[1].associatedValues.first?.type.description == "@Sendable (Int) -> Void")
        #expect(cases[2].associatedValues.first?.type == .tuple([TupleTypeElement(type: .named("Int")), TupleTypeElement(type: .named("String"))]))
    }
}
