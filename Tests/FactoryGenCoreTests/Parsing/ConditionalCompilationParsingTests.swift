import Testing
@testable import FactoryGenCore

@Suite struct ConditionalCompilationParsingTests {
    @Test func branchesGetTheirConditions() {
        let file = parsed("""
        #if DEBUG
        struct A {}
        #elseif os(Linux)
        struct B {}
        #elseif canImport(UIKit)
        struct C {}
        #else
        struct D {}
        #endif
        struct E {}
        """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.types.map(\.condition) == [
            "DEBUG", "!(DEBUG) && (os(Linux))", "!(DEBUG) && !(os(Linux)) && (canImport(UIKit))",
            "!(DEBUG) && !(os(Linux)) && !(canImport(UIKit))", nil,
        ])
    }

    @Test func nestedBlocksJoinAndConditionsAreRelativeToTheParent() {
        let file = parsed("""
        #if os(iOS)
        struct A {
            #if DEBUG
            #if swift(>=5.9)
            let a: Int
            #endif
            #else
            case b
            #endif
            let c: Int
        }
        #endif
        """)
        #expect(file.diagnostics.isEmpty)
        let type = try! #require(file.types.first)
        #expect(type.condition == "os(iOS)")
        #expect(type.members.properties.map(\.condition) == ["(DEBUG) && (swift(>=5.9))", nil])
        #expect(type.members.cases.map(\.condition) == ["!(DEBUG)"])
    }

    @Test func attributeConditionalsAndPostfixConditionalsAreSkipped() {
        let file = parsed("""
        struct S {
            #if compiler(>=5.9)
            @MainActor
            #endif
            var a: Int
            var b = Text("x")
            #if os(iOS)
                .padding()
            #endif
            var c: Int
        }
        """)
        #expect(file.diagnostics.isEmpty)
        let properties = try! #require(file.types.first?.members.properties)
        #expect(properties.map(\.name) == ["a", "b", "c"])
        #expect(properties.map(\.condition) == [nil, nil, nil])
    }

    @Test func unbalancedDirectivesAreReported() {
        let file = parsed("struct S {\n#endif\n}\n#if X\nstruct T {}")
        #expect(file.diagnostics.map(\.description) == [
            "Test.swift:2:1: error: unexpected '#endif' without '#if'",
            "Test.swift:5:12: error: expected '#endif' to close '#if'",
        ])
        #expect(file.types.map(\.name) == ["S", "T"])
    }

    @Test func conditionsContinuedInsideParenthesesAreJoinedOntoOneLine() {
        let file = parsed("""
        #if (DEBUG ||
             os(macOS)) && !targetEnvironment(
                 simulator) // not on the simulator
        struct A {}
        #elseif (canImport(UIKit) /* UIKit */ &&
                 os(iOS))
        struct B {}
        #endif
        struct C {
            #if (compiler(>=5.9) ||
                 DEBUG)
            @MainActor
            #endif
            var a: Int
            var b = Text("x")
            #if (os(iOS) ||
                 os(tvOS))
                .padding()
            #endif
            var c: Int
        }
        """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.types.map(\.name) == ["A", "B", "C"])
        #expect(file.types.map(\.condition) == [
            "(DEBUG || os(macOS)) && !targetEnvironment( simulator)",
            "!((DEBUG || os(macOS)) && !targetEnvironment( simulator)) && ((canImport(UIKit) && os(iOS)))",
            nil,
        ])
        let properties = file.types.last?.members.properties ?? []
        #expect(properties.map(\.name) == ["a", "b", "c"])
        #expect(properties.map(\.condition) == [nil, nil, nil])
    }

    @Test func anUnclosedParenthesisInAConditionEndsBeforeTheNextDeclaration() {
        let file = parsed("""
        #if (DEBUG
        struct A {
            let a: Int
        }
        #endif
        struct B {}
        """)
        #expect(file.types.map(\.name) == ["A", "B"])
        #expect(file.types.map(\.condition) == ["(DEBUG", nil])
    }

    @Test func aLineOfConditionIsNotJoined() {
        let file = parsed("#if DEBUG\n&& os(Linux)\nstruct A {}\n#endif\n#if\nstruct B {}\n#endif\n")
        #expect(file.types.map(\.name) == ["A", "B"])
        #expect(file.types.map(\.condition) == ["DEBUG", "false"])
        #expect(file.diagnostics.map(\.description) == ["Test.swift:5:1: error: expected a condition after '#if'"])
    }
}
