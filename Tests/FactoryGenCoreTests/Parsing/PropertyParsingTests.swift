import Testing
@testable import FactoryGenCore

@Suite struct PropertyParsingTests {
    /// A file's stored `let`s are kept as its constants; its `var`s, computed properties and
    /// the types' own properties are not.
    @Test func topLevelStoredLetsAreTheFilesConstants() {
        let file = parsed("""
        public let sRGB = try! ColorSpace(name: "sRGB")
        @MainActor let gray: ColorSpace = .gray
        var counter = 0
        #if DEBUG
        let debugSpace = ColorSpace.debug
        #endif
        struct ColorSpace { static let gray = ColorSpace(); let name: String }
        """)
        #expect(file.constants.map(\.name) == ["sRGB", "gray", "debugSpace"])
        #expect(file.constants[0].initialValue == "try! ColorSpace(name: \"sRGB\")")
        #expect(file.constants[0].accessLevel == .public)
        #expect(file.constants[1].type == .named("ColorSpace"))
        #expect(file.constants[1].attributes.map(\.name) == ["MainActor"])
        #expect(file.constants[2].condition == "DEBUG")
        #expect(file.constants.map(\.location) == [testLocation(1, 12), testLocation(2, 16), testLocation(5, 5)])
    }

    @Test func severalNamesShareALaterTypeAnnotation() {
        let properties = firstParsedType("struct S {\n    let a, b: Int\n}").members.properties
        #expect(properties.map(\.name) == ["a", "b"])
        #expect(properties.map(\.type) == [.named("Int"), .named("Int")])
        #expect(properties.map(\.location) == [testLocation(2, 9), testLocation(2, 12)])
        #expect(properties.allSatisfy { $0.isLet && $0.isStored })
    }

    @Test func separateBindingsKeepTheirOwnTypesAndValues() {
        let properties = firstParsedType("struct S { var a = 1, b: String = \"x, y\" }").members.properties
        #expect(properties.map(\.name) == ["a", "b"])
        #expect(properties[0].type == nil)
        #expect(properties[0].initialValue == "1")
        #expect(properties[1].initialValue == "\"x, y\"")
    }

    @Test func tuplePatternsGiveOneBindingPerName() {
        let properties = firstParsedType("struct S {\n    let (a, b): (Int, String)\n    var (c, _, d) = (1, 2, 3)\n}").members.properties
        #expect(properties.map(\.name) == ["a", "b", "c", "d"])
        #expect(properties[0].type == .named("Int"))
        #expect(properties[1].type == .named("String"))
        #expect(properties[1].location == testLocation(2, 13))
        #expect(properties[2].type == nil)
        #expect(properties[3].initialValue == "(1, 2, 3)")
    }

    @Test func initialValuesOfAnyShapeAreSkippedCorrectly() {
        let type = firstParsedType("""
        struct S {
            var handler: () -> Void = { print("}") ; let x = { 1 }() }
            let text = "{ not a brace \\(value.map { $0 }) }"
            let table = Dictionary<String, Int>(uniqueKeysWithValues: [("a", 1)])
            let chained = items
                .filter { $0 > 1 }
                .map(String.init)
            var after: Int
        }
        """)
        #expect(type.members.properties.map(\.name) == ["handler", "text", "table", "chained", "after"])
        #expect(type.members.properties[0].initialValue == "{ print(\"}\") ; let x = { 1 }() }")
        #expect(type.members.properties[2].initialValue == "Dictionary<String, Int>(uniqueKeysWithValues: [(\"a\", 1)])")
        #expect(type.members.properties[3].initialValue?.hasSuffix(".map(String.init)") == true)
    }

    @Test func observersKeepAPropertyStored() {
        let properties = firstParsedType("""
        class C {
            var level: Int = 3 {
                willSet { print(newValue) }
                didSet { if level > 10 { level = 10 } }
            }
            var name: String { didSet {} }
        }
        """).members.properties
        #expect(properties.map(\.accessors) == [["willSet", "didSet"], ["didSet"]])
        #expect(properties.map(\.isStored) == [true, true])
        #expect(properties[0].initialValue == "3")
    }

    @Test func computedPropertiesAreNotStored() {
        let properties = firstParsedType("""
        protocol P {
            var a: Int { get set }
            var b: Int { get async throws }
        }
        """).members.properties + firstParsedType("""
        struct S {
            var c: Int { 42 }
            var d: Int {
                get { storage }
                set(newValue) { storage = newValue }
            }
            var e: [Int] { [1, 2].map { $0 } }
        }
        """).members.properties
        #expect(properties.map(\.accessors) == [["get", "set"], ["get"], ["get"], ["get", "set"], ["get"]])
        #expect(properties.allSatisfy { !$0.isStored })
    }

    /// A getter whose body calls a function named like an accessor keyword (`read`, `modify`,
    /// `get`) is a getter, as swiftc reads it; `set(newValue)` still opens a setter.
    @Test func aGetterThatCallsAFunctionNamedLikeAnAccessorIsAGetter() {
        let properties = firstParsedType("""
        struct Box<Value> {
            private let read: () -> Value
            private let modify: (Value) -> Void
            var value: Value { read() }
            var other: Value { get() }
            var changed: Void { modify(read()) }
            var stored: Value {
                get { read() }
                set(newValue) { modify(newValue) }
            }
            func get() -> Value { read() }
        }
        """).members.properties.filter { !$0.isStored }
        #expect(properties.map(\.name) == ["value", "other", "changed", "stored"])
        #expect(properties.map(\.accessors) == [["get"], ["get"], ["get"], ["get", "set"]])
    }

    @Test func accessLevelsAreOrderedFromPrivateToOpen() {
        let levels: [AccessLevel] = [.private, .fileprivate, .internal, .package, .public, .open]
        for (index, level) in levels.enumerated() {
            #expect(levels.filter { $0 < level } == Array(levels[..<index]), "\(level)")
        }
        #expect(AccessLevel.allCases == levels)
    }

    @Test func modifiersAttributesAndAccessLevels() {
        let properties = firstParsedType("""
        struct S {
            public internal(set) var a: Int
            private(set) lazy var b = make()
            static let c = 1
            weak var d: Delegate?
            unowned(unsafe) var e: Owner
            package var f: Int
            @Expandable<Customer> var g: String?
            @Clamped(0...10) @MainActor var h: Int = 3
            nonisolated(unsafe) static var i = 0
        }
        """).members.properties
        #expect(properties.map(\.name) == ["a", "b", "c", "d", "e", "f", "g", "h", "i"])
        #expect(properties[0].accessLevel == .public)
        #expect(properties[0].setterAccessLevel == .internal)
        #expect(properties[1].setterAccessLevel == .private)
        #expect(properties[1].isLazy)
        #expect(properties[2].isStatic)
        #expect(properties[2].modifiers == ["static"])
        #expect(properties[3].modifiers == ["weak"])
        #expect(properties[3].type == .optional(.named("Delegate")))
        #expect(properties[4].modifiers == ["unowned(unsafe)"])
        #expect(properties[5].accessLevel == .package)
        #expect(properties[6].attributes == [Attribute(name: "Expandable", genericArguments: [.named("Customer")])])
        #expect(properties[7].attributes == [Attribute(name: "Clamped", arguments: "0...10"), Attribute(name: "MainActor")])
        #expect(properties[8].modifiers == ["nonisolated(unsafe)", "static"])
        #expect(properties[8].isStatic)
    }

    /// A computed property of an extension of `Decoder` is read for where it may stop, as
    /// `init(from:)` may read it on its decoder; elsewhere accessors are not read.
    /// Swift 5 accepts a space before a modifier's argument, with a warning, and real code
    /// written for it has them; the declaration must not be lost.
    @Test func aSpaceBeforeAModifiersArgumentKeepsTheDeclaration() throws {
        let properties = firstParsedType("""
        final class Timer {
            private (set) internal var path: String
            public private (set) var count = 0
            unowned (safe) let owner: Owner
            nonisolated (unsafe) static var shared = 0
            init(path: String, owner: Owner) { self.path = path; self.owner = owner }
        }
        """).members.properties
        try #require(properties.map(\.name) == ["path", "count", "owner", "shared"])
        #expect(properties[0].setterAccessLevel == .private)
        #expect(properties[0].accessLevel == .internal)
        #expect(properties[1].setterAccessLevel == .private)
        #expect(properties[1].accessLevel == .public)
        #expect(properties[2].modifiers == ["unowned(safe)"])
        #expect(properties[3].modifiers == ["nonisolated(unsafe)", "static"])
    }

    @Test func aComputedPropertyOfTheDecodersExtensionSaysWhereItMayStop() {
        let file = parsed("""
        extension Decoder {
            var ledger: Ledger { userInfo[.ledger] as! Ledger }
            var clock: Clock {
                get throws { try checkedClock() }
            }
            var lenientLedger: Ledger { userInfo[.ledger] as? Ledger ?? Ledger() }
        }
        extension Ledger {
            var first: Entry { entries.first! }
        }
        """)
        let properties = file.extensions[0].members.properties
        #expect(properties.map(\.mayStopAt) == [testLocation(2, 46), nil, nil])
        #expect(properties.map(\.triedCalls) == [[], [TriedCall(name: "checkedClock", location: testLocation(4, 22))], []])
        #expect(file.extensions[1].members.properties.map(\.mayStopAt) == [nil])
    }
}
