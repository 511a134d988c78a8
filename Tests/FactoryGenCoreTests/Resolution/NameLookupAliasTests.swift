import Testing
@testable import FactoryGenCore

/// How ``NameLookup`` reads typealiases: generic ones, conditional ones, the standard ones.
@Suite struct NameLookupAliasTests {
    /// An extension of a typealias extends its target, at the top level or through a type's
    /// own alias: its nested types, initializers and conformances are the target's.
    @Test func anExtensionOfATypealiasExtendsItsTarget() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Account", line: 1, properties: [Syntax.property("id", "Int", line: 2)]),
            Syntax.declaration(.enum, "Shop", line: 3, cases: [Syntax.enumCase("main", line: 4)],
                               typealiases: [Syntax.alias("Member", "Account", line: 5, scope: ["Shop"])]),
        ], extensions: [
            Syntax.extensionOf("Customer", line: 7, nested: [
                Syntax.declaration(.struct, "Badge", line: 8, scope: ["Customer"], properties: [Syntax.property("label", "String", line: 9)]),
            ]),
            Syntax.extensionOf("Shop.Member", line: 11, inherits: ["Equatable"]),
            Syntax.extensionOf("Client", line: 12, nested: [Syntax.declaration(.enum, "Tier", line: 12, scope: ["Client"], cases: [Syntax.enumCase("gold", line: 12)])]),
        ], typealiases: [Syntax.alias("Customer", "Account", line: 13), Syntax.alias("Client", "App.Account", line: 14)], testableImports: ["App"])
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.types.map(\.name) == ["App.Account", "App.Account.Badge", "App.Account.Tier", "App.Shop"])
        let table = SymbolTable(files: [SourceFile(path: "Models.swift", types: [
            Syntax.declaration(.struct, "Account", line: 1),
            Syntax.declaration(.enum, "Shop", line: 3, typealiases: [Syntax.alias("Member", "Account", line: 5, scope: ["Shop"])]),
        ], extensions: [Syntax.extensionOf("Shop.Member", line: 11, inherits: ["Equatable"])])], userModules: [])
        #expect(table[TypeID(index: 0)].extensions.count == 1)
    }

    @Test func typealiasesAreFollowedThroughNestedTypesAndGenerics() {
        let plan = resolvePlan([
            Syntax.declaration(.enum, "BoolKey", line: 1, cases: [Syntax.enumCase("ログイン済み", line: 2)],
                               typealiases: [Syntax.alias("ValueType", "Bool", line: 3, scope: ["BoolKey"])]),
            Syntax.declaration(.enum, "KeyValue", line: 5, cases: [
                Syntax.enumCase("bool", [Syntax.parameter("key", "BoolKey"), Syntax.parameter("value", "BoolKey.ValueType")], line: 6),
            ]),
            Syntax.declaration(.struct, "Segment", line: 8, properties: [
                Syntax.property("ends", "Pair<Int>", line: 9),
                Syntax.property("names", "Names", line: 10),
            ]),
        ], typealiases: [
            Syntax.alias("Pair", "(T, T)", line: 12, generics: ["T"]),
            Syntax.alias("Names", "[String]", line: 13),
        ])
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.type("BoolKey")?.providable?.expression == ".ログイン済み")
        #expect(plan.type("KeyValue")?.providable?.expression == ".bool(key: Factory<BoolKey>.provide(), value: Factory<Bool>.provide())")
        #expect(plan.type("KeyValue")?.prisms.first?.payloadType == "(key: BoolKey, value: Bool)")
        #expect(plan.type("Segment")?.providable?.expression
            == "Self(ends: (Factory<Int>.provide(), Factory<Int>.provide()), names: Factory<[String]>.provide())")
    }

    /// An alias without parameters of a generic type named bare takes the type's arguments
    /// at a use, as Swift lets it (apple/swift-crypto's `DigestImpl<MD5>` for `typealias
    /// DigestImpl = OpenSSLDigestImpl`); a standard generic type's too.
    @Test func anAliasOfABareGenericTypeTakesTheUsesArguments() {
        let plan = resolvePlan("""
            struct Crate<Item> { var count: Int }
            typealias Box = Crate
            typealias List = Array
            enum Apple {}
            struct Shelf {
                var box: Box<Apple>
                var labels: List<String>
            }
            """)
        #expect(plan.type("App.Shelf")?.lenses.map(\.type) == ["App.Crate<App.Apple>", "[String]"])
    }

    /// An alias whose target names the module (`typealias Outer = App.Listener`) means that
    /// module's top-level type, even in a scope that nests a type of the same name, which the
    /// bare name finds first.
    @Test func anAliasThatNamesItsModuleSkipsTheScopesOwnTypes() {
        let plan = resolvePlan("""
            struct Listener { var id: Int }
            struct Room {
                struct Listener { var name: String }
                typealias Outer = App.Listener
                var host: Outer
                var guest: Listener
            }
            """)
        #expect(plan.type("App.Room")?.providable?.expression
            == "Self(host: Factory<App.Listener>.provide(), guest: Factory<App.Room.Listener>.provide())")
    }

    /// A conformer's `init(stringLiteral value: StringLiteralType)` names the standard
    /// library's global alias, `String`; a type's own alias of that name wins, as Swift's
    /// member lookup finds it first.
    @Test func theLiteralTypesAliasesAreTheStandardOnes() {
        let file = Parser.parse("""
            public struct Slug: ExpressibleByStringLiteral {
                public let text: String
                public init(stringLiteral value: StringLiteralType) { text = value }
            }
            public struct Weight: ExpressibleByFloatLiteral {
                public let grams: Double
                public init(floatLiteral value: FloatLiteralType) { grams = value }
            }
            public struct Level: ExpressibleByIntegerLiteral {
                public typealias IntegerLiteralType = UInt8
                public let raw: UInt8
                public init(integerLiteral value: IntegerLiteralType) { raw = value }
            }
            public struct Flag: ExpressibleByBooleanLiteral {
                public let isOn: Bool
                public init(booleanLiteral value: BooleanLiteralType) { isOn = value }
            }
            """, path: "Literals.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([file])
        #expect(plan.skipped.isEmpty)
        #expect(plan.type("App.Slug")?.providable?.expression == "Self(stringLiteral: Factory<String>.provide())")
        #expect(plan.type("App.Weight")?.providable?.expression == "Self(floatLiteral: Factory<Double>.provide())")
        #expect(plan.type("App.Level")?.providable?.expression == "Self(integerLiteral: Factory<UInt8>.provide())")
        #expect(plan.type("App.Flag")?.providable?.expression == "Self(booleanLiteral: Factory<Bool>.provide())")
    }

    /// Swift's names for C types that are one type on every platform, and the POSIX ones that
    /// are so where they exist, are that type (swift-subprocess's `ProcessIdentifier`); `CLong`,
    /// `Int32` on Windows, and a type of the inputs by one of those names, are not.
    @Test func theCTypesAliasesAreTheStandardOnes() {
        let file = Parser.parse("""
            import Foundation
            public struct Child: Sendable {
                public let pid: pid_t
                public let group: gid_t
                public var status: CInt
                public var mask: CUnsignedShort
            }
            public struct Span { public var length: CLong }
            public struct Limits {
                public struct CBool { public var on: Bool }
                public var strict: CBool
            }
            """, path: "Children.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([file])
        #expect(plan.type("App.Child")?.providable?.expression == "Self(pid: Factory<Int32>.provide(), group: Factory<UInt32>.provide(), "
            + "status: Factory<Int32>.provide(), mask: Factory<UInt16>.provide())")
        #expect(plan.skipped.map(\.name) == ["Span"])
        #expect(plan.type("App.Limits")?.providable?.expression == "Self(strict: Factory<App.Limits.CBool>.provide())")
    }

    /// `Unicode.Scalar`, named by its path (with `Swift.` too) or by the standard library's alias
    /// `UnicodeScalar`, is the standard type (yaslab/CSV.swift's delimiter was skipped), and
    /// is written `Swift.Unicode.Scalar` where a type of the inputs is named `Unicode`.
    @Test func aUnicodeScalarIsAStandardTypeByEachOfItsNames() {
        let file = Parser.parse("""
            public struct Splitter {
                public var separator: UnicodeScalar
                public var quote: Unicode.Scalar
                public var escape: Swift.Unicode.Scalar?
            }
            public struct Glyphs {
                public enum Unicode { case plain }
                public var first: Swift.Unicode.Scalar
            }
            """, path: "Splitters.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([file])
        #expect(plan.skipped.isEmpty)
        #expect(plan.type("App.Splitter")?.lenses.map(\.type) == ["Unicode.Scalar", "Unicode.Scalar", "Unicode.Scalar?"])
        #expect(plan.type("App.Glyphs")?.lenses.map(\.type) == ["Swift.Unicode.Scalar"])
    }

    @Test func aTypealiasWhoseBranchesNameDifferentTypesIsWrittenByItsName() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Tally", line: 1, properties: [
                Syntax.property("count", "Count", line: 2),
                Syntax.property("ratio", "Ratio", line: 3),
                Syntax.property("distance", "Distance", line: 4),
            ]),
            Syntax.declaration(.struct, "Handle", line: 6, properties: [Syntax.property("raw", "Raw", line: 7)]),
            Syntax.declaration(.struct, "Socket", line: 8, properties: [Syntax.property("descriptor", "Descriptor", line: 9)]),
        ], typealiases: [
            Syntax.alias("Count", "Int64", line: 10, condition: "LEGACY"),
            Syntax.alias("Count", "Int", line: 12, condition: "!(LEGACY)"),
            Syntax.alias("Ratio", "Double", line: 14, condition: "os(Linux)"),
            Syntax.alias("Ratio", "Double", line: 16, condition: "!(os(Linux))"),
            Syntax.alias("Distance", "NotDeclared.Meters", line: 18, condition: "canImport(NotDeclared)"),
            Syntax.alias("Distance", "Float", line: 20, condition: "!(canImport(NotDeclared))"),
            Syntax.alias("Raw", "Int32", line: 22, access: .private, condition: "os(Windows)"),
            Syntax.alias("Raw", "UInt32", line: 24, access: .private, condition: "!(os(Windows))"),
            Syntax.alias("Descriptor", "WinSDK.HANDLE", line: 26, access: .private, condition: "os(Windows)"),
            Syntax.alias("Descriptor", "Int32", line: 28, access: .private, condition: "!(os(Windows))"),
        ], testableImports: ["App"])
        // Branches that agree stand for the alias. One known here stands for it in what is
        // provided, but the alias is written, as another platform's build compiles another
        // branch (`#if os(Windows) … = DWORD #else … = CInt`); a private one cannot be written.
        #expect(plan.type("App.Tally")?.providable?.expression
            == "Self(count: Factory<App.Count>.provide(), ratio: Factory<Double>.provide(), distance: Factory<App.Distance>.provide())")
        #expect(plan.type("App.Tally")?.lenses.map(\.type) == ["App.Count", "Double", "App.Distance"])
        #expect(plan.type("App.Socket")?.providable?.expression == "Self(descriptor: Factory<Int32>.provide())")
        // A private alias cannot be written in the test module.
        #expect(plan.type("App.Handle") == nil)
        #expect(plan.diagnostics.map(\.message) == [
            "cannot provide 'Handle.raw': 'Raw' is private, so the test module cannot see it; make it internal, or write `extension Handle: Providable` in your test target",
        ])
    }

    /// A typealias under `#if` in a file that sorts first does not hide the struct another file
    /// declares by its name under the other branch (mapbox-directions' `LocationCoordinate2D`).
    @Test func anAliasInAnEarlierFileDoesNotHideATypeOfItsName() {
        let shim = Parser.parse("""
            #if canImport(MapKit)
            public typealias Spot = MKSpot
            #endif
            """, path: "Shim.swift")
        let spot = Parser.parse("""
            #if !canImport(MapKit)
            public struct Spot { public var north: Double }
            #endif
            public struct Marker { public var spot: Spot }
            """, path: "Spot.swift")
        for files in [[shim, spot], [spot, shim]] {
            let plan = Resolver(testableImports: ["App"]).resolve(files)
            #expect(plan.type("App.Marker")?.lenses.map(\.type) == ["App.Spot"])
            #expect(plan.skipped.isEmpty)
        }
    }

    /// An alias only one of whose branches is known here is written by its name, but it is that
    /// branch's type here: an initializer taking it still sets a field written as that type, and
    /// the lenses rebuild through it (swiftlang/swift-subprocess's `PlatformFileDescriptor`).
    @Test func anAliasKnownFromOneBranchIsItsTargetHere() {
        let file = Parser.parse("""
            #if os(Windows)
            typealias Socket = WinSDK.SOCKET
            #else
            typealias Socket = Int32
            #endif
            struct Listener {
                let sockets: [Int32?]
                var port: Int
                init(sockets: [Socket?], port: Int) {
                    self.sockets = sockets
                    self.port = port
                }
            }
            """, path: "Listener.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([file])
        #expect(plan.type("App.Listener")?.providable?.expression
            == "Self(sockets: Factory<[App.Socket?]>.provide(), port: Factory<Int>.provide())")
        #expect(plan.type("App.Listener")?.lenses.map(\.name) == ["_sockets", "_port"])
    }

    /// When no branch's target is declared here, the one a build compiles may be in a module
    /// the generated file does not import: the alias is written by its own name, a generic one
    /// as the plan writes an alias of the inputs, with its arguments resolved.
    @Test func anAliasNoBranchOfWhichIsKnownIsWrittenByItsName() {
        let file = Parser.parse("""
            #if canImport(MapKit)
            public typealias Heading = MapKit.Bearing
            public typealias Pair<T> = MapKit.Pair<T>
            #else
            public typealias Heading = Bearing
            public typealias Pair<T> = Couple<T>
            #endif
            public struct Course {
                public var heading: Heading?
                public var ends: Pair<Int>?
            }
            """, path: "Course.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([file])
        #expect(plan.type("App.Course")?.lenses.map(\.type) == ["Heading?", "App.Pair<Int>?"])
    }

    /// A generic typealias's parameter followed by a path (`F.State.ID`) is the argument's
    /// member: the members `Row` declares are followed as far as they go, and the rest, an
    /// associated type such as `Identifiable`'s `ID`, is written as a member of the last one.
    @Test func aGenericAliasParametersMemberPathIsTheArguments() {
        let types = [
            Syntax.declaration(.enum, "Tagged2", line: 1, generics: ["Key", "Event"], cases: [
                Syntax.enumCase("item", [Syntax.parameter("key", "Key"), Syntax.parameter("event", "Event")], line: 1),
            ]),
            Syntax.declaration(.struct, "Row", line: 3, nested: [
                Syntax.declaration(.struct, "State", line: 4, scope: ["Row"], inherits: ["Identifiable"], properties: [Syntax.property("id", "Int", line: 4)]),
                Syntax.declaration(.enum, "Event", line: 5, scope: ["Row"], cases: [Syntax.enumCase("tap", line: 5)]),
            ]),
            Syntax.declaration(.enum, "ListEvent", line: 7, cases: [
                Syntax.enumCase("refresh", line: 8),
                Syntax.enumCase("row", [Syntax.parameter(nil, "EventOf<Row>")], line: 9),
            ]),
        ]
        let typealiases = [Syntax.alias("EventOf", "Tagged2<F.State.ID, F.Event>", line: 11, generics: ["F"])]
        let plan = resolvePlan(types, typealiases: typealiases, testableImports: ["App"])
        #expect(plan.diagnostics.isEmpty)
        // `Row.State` says it is `Identifiable`: its `ID` is the type of its `id`.
        #expect(plan.type("App.ListEvent")?.prisms.map(\.payloadType) == ["Void", "App.Tagged2<Int, App.Row.Event>"])
        let lookup = NameLookup(table: SymbolTable(files: [SourceFile(path: "Models.swift", types: types, typealiases: typealiases)], userModules: []))
        let (row, state) = (TypeID(index: 1), TypeID(index: 2))
        #expect(lookup.resolve(Syntax.type("F.State"), in: .topLevel, substitutions: ["F": .user(row, arguments: [])])
            == .user(state, arguments: []))
        #expect(lookup.resolve(Syntax.type("F.State.ID"), in: .topLevel, substitutions: ["F": .user(row, arguments: [])])
            == .standard("Int", arguments: []))
        #expect(lookup.resolve(Syntax.type("F.Missing.ID"), in: .topLevel, substitutions: ["F": .user(row, arguments: [])])
            == .member(.member(.user(row, arguments: []), name: "Missing"), name: "ID"))
    }

    /// A generic alias declared under `#if` whose branches name no type with a factory is
    /// spelled by its name with its arguments resolved (`Verdict`, a sibling nested type, named
    /// so only inside `Turnout`), and has no factory (apple/swift-nio's `NIOUnsafeContinuation`).
    @Test func aConditionalGenericAliasOfUnknownTypesIsSpelledWithItsArgumentsResolved() {
        let plan = resolvePlan("""
            #if DEBUG
            typealias Resumption<Value, Failure: Error> = CheckedContinuation<Value, Failure>
            #else
            typealias Resumption<Value, Failure: Error> = UnsafeContinuation<Value, Failure>
            #endif
            struct Turnout {
                enum Verdict { case through }
                enum Step {
                    case waiting
                    case resume(Resumption<Verdict, any Error>)
                }
            }
            """)
        #expect(plan.type("App.Turnout.Step")?.prisms.map(\.payloadType).last == "App.Resumption<App.Turnout.Verdict, any Error>")
        #expect(plan.type("App.Turnout.Step")?.providable?.expression == ".waiting")
    }

    /// `any Feed`, where the enclosing generic type declares `typealias Feed = Sequence<Element>
    /// & Sendable`: the extension of a type nested in it cannot name `Feed` bare, so the optics
    /// spell it through its owner, with the owner's parameters; a module's alias stays as written.
    @Test func anExistentialOfAMemberAliasIsSpelledThroughItsOwner() {
        let plan = resolvePlan("""
            typealias Stream = Sequence<Int> & Sendable
            struct Relay<Element: Sendable> {
                typealias Feed = Sequence<Element> & Sendable
                enum Step {
                    case start([any Feed])
                    case stop
                }
                struct Pending {
                    var feeds: [any Feed]
                    var streams: [any Stream]
                }
            }
            """)
        #expect(plan.type("App.Relay.Step")?.prisms.first?.payloadType == "[any App.Relay<Element>.Feed]")
        #expect(plan.type("App.Relay.Pending")?.lenses.map(\.type) == ["[any App.Relay<Element>.Feed]", "[any Stream]"])
    }
}
