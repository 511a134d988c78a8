import Testing
@testable import FactoryGenCore

@Suite struct TypeSyntaxParsingTests {
    /// The type of the single property in `struct S { let x: <type> }`.
    private func type(_ spelled: String) -> TypeSyntax? {
        let file = parsed("struct S { let x: \(spelled) }")
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        return file.types.first?.members.properties.first?.type
    }

    @Test func nominalTypesWithMembersAndGenericArguments() {
        #expect(type("Outer.Inner<Int>.Deep") == .nominal([
            TypeComponent(name: "Outer"), TypeComponent(name: "Inner", genericArguments: [.named("Int")]), TypeComponent(name: "Deep"),
        ]))
        #expect(type("Dictionary<String, Array<Array<Int>>>")?.description == "Dictionary<String, Array<Array<Int>>>")
        #expect(type("Swift.Result<Void, any Error>")?.description == "Swift.Result<Void, any Error>")
    }

    @Test func aBacktickedSelfIsATypeNamedSoNotTheEnclosingType() {
        #expect(type("`Self`") == .named("`Self`"))
        #expect(type("[Links.`Self`]") == .array(.nominal([TypeComponent(name: "Links"), TypeComponent(name: "`Self`")])))
        #expect(type("Self") == .named("Self"))
        // Other names mean the same with or without backticks.
        #expect(type("`Type`?") == .optional(.named("Type")))
    }

    @Test func sugaredTypes() {
        #expect(type("Int?") == .optional(.named("Int")))
        #expect(type("Int!") == .implicitlyUnwrappedOptional(.named("Int")))
        #expect(type("[Int]?") == .optional(.array(.named("Int"))))
        #expect(type("[String: [Int?]]") == .dictionary(key: .named("String"), value: .array(.optional(.named("Int")))))
        #expect(type("Array<Int>?") == .optional(.nominal([TypeComponent(name: "Array", genericArguments: [.named("Int")])])))
        #expect(type("Int??") == .optional(.optional(.named("Int"))))
    }

    /// A value generic's argument is an integer literal, or a value parameter; `[n of T]` is
    /// `InlineArray<n, T>`.
    @Test func inlineArraysWithTheirCounts() {
        let bytes = TypeSyntax.nominal([TypeComponent(name: "InlineArray", genericArguments: [.named("4"), .named("UInt8")])])
        #expect(type("InlineArray<4, UInt8>") == bytes)
        #expect(type("[4 of UInt8]") == bytes)
        #expect(type("[width of [Int]]?")?.description == "InlineArray<width, [Int]>?")
        #expect(type("[2 of [3 of Double]]")?.description == "InlineArray<2, InlineArray<3, Double>>")
    }

    @Test func membersOfSugaredTypesAreMembersOfTheStandardTypes() {
        #expect(type("[Int].Iterator") == .nominal([
            TypeComponent(name: "Array", genericArguments: [.named("Int")]), TypeComponent(name: "Iterator"),
        ]))
        #expect(type("[String: Int].Index?")?.description == "Dictionary<String, Int>.Index?")
        #expect(type("[Int].Type") == .metatype(.array(.named("Int")), .type))
    }

    @Test func tuplesAndParentheses() {
        #expect(type("()") == .tuple([]))
        #expect(type("(Int)") == .named("Int"))
        #expect(type("(x: Int, String)") == .tuple([TupleTypeElement(label: "x", type: .named("Int")), TupleTypeElement(type: .named("String"))]))
    }

    @Test func functionTypes() {
        #expect(type("@Sendable (Int, String) async throws -> Bool")?.description == "@Sendable (Int, String) async throws -> Bool")
        #expect(type("(Int) throws(MyError) -> Void") == .function(FunctionTypeSyntax(
            parameters: [TupleTypeElement(type: .named("Int"))], throwsClause: .typed(.named("MyError")), returnType: .named("Void")
        )))
        #expect(type("(() -> Void)?")?.description == "(() -> Void)?")
        #expect(type("(Int) -> (String) -> Bool")?.description == "(Int) -> (String) -> Bool")
        #expect(type("(_ value: inout Int, Int...) -> Void")?.description == "(inout Int, Int...) -> Void")
        #expect(type("@MainActor @Sendable () -> Void")?.description == "@MainActor @Sendable () -> Void")
    }

    @Test func opaqueExistentialCompositionAndMetatypes() {
        #expect(type("some Collection<Int>")?.description == "some Collection<Int>")
        #expect(type("any P & Q") == .existential(.composition([.named("P"), .named("Q")])))
        #expect(type("(any Error)?") == .optional(.existential(.named("Error"))))
        #expect(type("P & Q") == .composition([.named("P"), .named("Q")]))
        #expect(type("T.Type") == .metatype(.named("T"), .type))
        #expect(type("Outer.Inner.Protocol") == .metatype(.nominal([TypeComponent(name: "Outer"), TypeComponent(name: "Inner")]), .protocol))
        #expect(type("any P.Type")?.description == "any P.Type")
    }

    @Test func packsSpecifiersAndSuppression() {
        let function = parsed("func f<each T>(_ values: repeat each T, into: inout [Int], x: borrowing Int) {}")
        #expect(function.diagnostics.isEmpty)
        let file = parsed("struct S: ~Copyable { func f<each T>(_ v: repeat each T, into: inout [Int], x: borrowing Int) {} }")
        let type = try! #require(file.types.first)
        #expect(type.inheritedTypes == [.suppressed(.named("Copyable"))])
        let parameters = try! #require(type.members.functions.first?.parameters)
        #expect(parameters[0].type == .packExpansion(.packElement(.named("T"))))
        #expect(parameters[1].type == .attributed(.array(.named("Int")), attributes: [], specifiers: ["inout"]))
        #expect(parameters[2].type == .attributed(.named("Int"), attributes: [], specifiers: ["borrowing"]))
        #expect(type.members.functions.first?.genericParameters == [GenericParameter(name: "T", isPack: true)])
    }

    @Test func aPackElementsMemberAndAnAttributedExpansionAreRead() {
        // x-sheep/swift-property-based's tuple shrinker: `(each Iter).Element` stopped the
        // parser at the period, and the rest of the declaration was lost.
        let file = parsed("""
            struct S {
                static func f<each T: Sequence>(_ v: (repeat (each T).Element), g: repeat @escaping ((each T).Element) -> each T) -> (repeat ((each T).Element.Index)?) {}
                var after: Int
            }
            """)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let type = try! #require(file.types.first)
        let function = try! #require(type.members.functions.first)
        let element = TypeSyntax.member(.packElement(.named("T")), [TypeComponent(name: "Element")])
        #expect(function.parameters.first?.type == .packExpansion(element))
        #expect(function.parameters.last?.type.description == "repeat @escaping ((each T).Element) -> each T")
        #expect(function.returnType?.description.contains("(each T).Element.Index?") == true)
        #expect(type.members.properties.map(\.name) == ["after"])
    }

    @Test func aFunctionTypeMayRunOnItsCallersActor() {
        // Swift 6.2's spelling (swift-log's `withLogger(_:)`): the specifier takes an argument.
        let function = parsed("func with<R>(operation: nonisolated(nonsending) () async throws -> R) async rethrows -> R { try await operation() }")
        #expect(function.diagnostics.isEmpty, "\(function.diagnostics)")
        let parameter = try! #require(function.functions.first?.parameters.first)
        #expect(parameter.name == "operation")
        guard case .attributed(.function, let attributes, let specifiers) = parameter.type else {
            Issue.record("not an attributed function type: \(parameter.type)")
            return
        }
        #expect(attributes.isEmpty)
        #expect(specifiers == ["nonisolated(nonsending)"])
        // Without its argument, `nonisolated` is no specifier: a type named so is read as one.
        #expect(type("nonisolated") == .named("nonisolated"))
    }

    @Test func aParenthesisRightAfterASpecifierOtherThanNonisolatedOpensTheType() {
        // swiftc reads `isolated(any Actor)?` as `isolated (any Actor)?` (swift-otel's
        // `isolation: isolated(any Actor)? = #isolation`): the parenthesis is no argument.
        let function = parsed("func run(isolation: isolated(any Actor)? = #isolation, value: sending(Int)) async {}")
        #expect(function.diagnostics.isEmpty, "\(function.diagnostics)")
        let parameters = try! #require(function.functions.first?.parameters)
        #expect(parameters.map(\.type.description) == ["isolated (any Actor)?", "sending Int"])
    }

    @Test func aParenthesisRightAfterAnAttributeWithoutArgumentsOpensTheType() {
        // swiftc reads `@escaping(…)` so (parse-community/Parse-Swift's completion handlers);
        // a custom attribute still takes the parenthesis as its arguments.
        let function = parsed("func run(done: @escaping(Result<Int, Error>) -> Void, later: @autoclosure() -> Int) {}")
        #expect(function.diagnostics.isEmpty, "\(function.diagnostics)")
        let parameters = try! #require(function.functions.first?.parameters)
        #expect(parameters.map(\.type.description) == ["@escaping (Result<Int, Error>) -> Void", "@autoclosure () -> Int"])
        #expect(type("@Sendable(Int) -> Void")?.description == "@Sendable (Int) -> Void")
        #expect(type("@Wrapped(1) Int")?.description == "@Wrapped(1) Int")
    }
}
