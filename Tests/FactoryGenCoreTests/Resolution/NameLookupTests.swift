import Testing
@testable import FactoryGenCore

@Suite struct NameLookupTests {
    /// `any Shape.Type` takes a conformer's metatype, as `Shape.Type` without `any` does, and
    /// `(any Shape).Type`, the existential's own metatype, is refused, as is `.Type` through an
    /// alias of `any Shape`; `any Job & Sendable` is `any Job` because `Job` is an `Error`,
    /// which is Sendable, but `any Shape & Sendable` is another type, whose value is a conformer
    /// that is Sendable too (`Square`, not the `Circle` declared first).
    @Test func existentialMetatypesAndSendableCompositions() {
        let file = Parser.parse("""
            public protocol Shape {}
            public protocol Job: Error {}
            public struct Circle: Shape { public var radius: Int }
            public struct Square: Shape, Job, Sendable {}
            public struct Kinds {
                public var shape: any Shape.Type
                public var job: any Job & Sendable
            }
            public struct Tagged {
                public var shape: any Shape & Sendable = Square()
            }
            public struct Sent { public var shape: any Shape & Sendable }
            public struct Box { public var box: (any Shape).Type }
            public struct Bare { public var shape: Shape.Type }
            public typealias AnyShape = any Shape
            public struct Aliased { public var box: AnyShape.Type }
            """, path: "Kinds.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([file])
        #expect(plan.type("App.Kinds")?.providable?.expression == "Self(shape: App.Circle.self, job: Factory<App.Square>.provide())")
        #expect(plan.type("App.Kinds")?.lenses.map(\.type) == ["any App.Shape.Type", "any App.Job"])
        #expect(plan.type("App.Tagged")?.lenses.map(\.type) == ["any App.Shape & Sendable"])
        #expect(plan.type("App.Tagged")?.providable?.expression == "Self()")
        #expect(plan.type("App.Sent")?.providable?.expression == "Self(shape: Factory<App.Square>.provide())")
        #expect(plan.type("App.Bare")?.providable?.expression == "Self(shape: App.Circle.self)")
        #expect(plan.type("App.Bare")?.lenses.map(\.type) == ["any App.Shape.Type"])
        #expect(plan.skipped.map(\.name).sorted() == ["Aliased", "Box"])
    }

    /// A standard protocol that the protocols of the inputs already refine adds nothing to a
    /// composition (swift-docc's `RenderReference & Codable`, for `protocol RenderReference:
    /// Codable`): it is `any Note`, through a refined protocol or a refining standard one
    /// (`Hashable` is `Equatable`) too; one they do not refine still leaves it unprovided.
    @Test func aStandardProtocolTheOthersRefineAddsNothingToAComposition() {
        let file = Parser.parse("""
            public protocol Filed: Codable {}
            public protocol Note: Filed, Hashable {}
            public struct Memo: Note { public var text: String }
            public struct Desk {
                public var top: any Note & Codable
                public var pile: [Note & Swift.Decodable & Equatable]
            }
            public struct Drawer { public var note: any Note & CustomStringConvertible }
            """, path: "Desk.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([file])
        #expect(plan.type("App.Desk")?.providable?.expression == "Self(top: Factory<App.Memo>.provide(), pile: [Factory<App.Memo>.provide()])")
        #expect(plan.type("App.Desk")?.lenses.map(\.type) == ["any App.Note", "[any App.Note]"])
        #expect(plan.skipped.map(\.name) == ["Drawer"])
    }

    @Test func nestedScopesAreSearchedInnermostFirst() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Id", line: 1),
            Syntax.declaration(.struct, "Outer", line: 2, nested: [
                Syntax.declaration(.struct, "Id", line: 3, scope: ["Outer"]),
                Syntax.declaration(.struct, "Inner", line: 4, scope: ["Outer"], properties: [
                    Syntax.property("id", "Id", line: 5),
                    Syntax.property("token", "Token", line: 6),
                    Syntax.property("own", "Key", line: 7),
                ], nested: [Syntax.declaration(.struct, "Key", line: 8, scope: ["Outer", "Inner"])]),
            ]),
        ], extensions: [
            // A type nested in an extension is a member of the extended type.
            Syntax.extensionOf("Outer", line: 10, nested: [Syntax.declaration(.struct, "Token", line: 11, scope: ["Outer"])]),
        ])
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.types.map(\.name) == ["Id", "Outer", "Outer.Id", "Outer.Inner", "Outer.Inner.Key", "Outer.Token"])
        #expect(plan.type("Outer.Inner")?.providable?.expression
            == "Self(id: Factory<Outer.Id>.provide(), token: Factory<Outer.Token>.provide(), own: Factory<Outer.Inner.Key>.provide())")
        #expect(plan.type("Outer.Inner")?.lenses.map(\.type) == ["Outer.Id", "Outer.Token", "Outer.Inner.Key"])
    }

    @Test func typesInAnExtensionOfATypeOutsideTheInputsAreNamedInANote() {
        // `Namespace` is declared in another module: its members cannot be spelled from here.
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Local", line: 1),
        ], extensions: [
            Syntax.extensionOf("Namespace", line: 3, nested: [
                Syntax.declaration(.struct, "Entity", line: 4, scope: ["Namespace"]),
                Syntax.declaration(.enum, "Kind", line: 5, scope: ["Namespace"]),
            ]),
            Syntax.extensionOf("String", line: 7),
        ])
        #expect(plan.types.map(\.name) == ["Local"])
        #expect(plan.diagnostics == [.note(
            "no code for 'Entity', 'Kind' in 'extension Namespace': 'Namespace' is not declared in the input files; add its file to includes",
            at: Syntax.at(3, 1)
        )])
    }

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

    /// `extension IntBox` for `typealias IntBox = Box<Int>`, like `extension Box<Int>`, holds
    /// for `Box<Int>` only: its initializers and nested types are not `Box`'s.
    @Test func anExtensionOfAGenericTypeWithItsArgumentsIsNotPlaced() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Box", line: 1, generics: ["T"], properties: [Syntax.property("value", "T", line: 2)]),
        ], extensions: [
            Syntax.extensionOf("IntBox", line: 5, initializers: [Syntax.initializer([Syntax.parameter("seed", "Int")], line: 6)], nested: [
                Syntax.declaration(.struct, "Label", line: 7, scope: ["IntBox"]),
            ]),
            Syntax.extensionOf("Box<String>", line: 9, nested: [Syntax.declaration(.struct, "Tag", line: 10, scope: ["Box"])]),
        ], typealiases: [Syntax.alias("IntBox", "Box<Int>", line: 4)])
        #expect(plan.types.map(\.name) == ["Box"])
        #expect(plan.type("Box")?.providable?.expression == "Self(value: Factory<T>.provide())")
        #expect(plan.diagnostics == [
            .note("no code for 'Label' in 'extension IntBox': it extends a generic type for some arguments only, which factorygen does not follow",
                  at: Syntax.at(5, 1)),
            .note("no code for 'Tag' in 'extension Box<String>': it extends a generic type for some arguments only, which factorygen does not follow",
                  at: Syntax.at(9, 1)),
        ])
    }

    @Test func membersOfAnExtensionDoNotSeeTheExtendedTypesParents() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Id", line: 1, properties: [Syntax.property("raw", "Int", line: 1)]),
            Syntax.declaration(.struct, "Outer", line: 2, nested: [
                Syntax.declaration(.struct, "Id", line: 3, scope: ["Outer"]),
                Syntax.declaration(.struct, "Inner", line: 4, scope: ["Outer"], properties: [
                    Syntax.property("value", "Int", line: 5),
                ], initializers: [Syntax.initializer([Syntax.parameter("seed", "Int")], line: 6)]),
            ]),
        ], extensions: [
            Syntax.extensionOf("Outer.Inner", line: 8, initializers: [Syntax.initializer([Syntax.parameter("id", "Id")], line: 9)]),
        ])
        // `init(id:)` is in `extension Outer.Inner`, where `Id` is the top-level one; it
        // ranks after `init(seed:)` by position, so check through the plan of a failing case.
        #expect(plan.type("Outer.Inner")?.providable?.expression == "Self(seed: Factory<Int>.provide())")
        let lookup = NameLookup(table: SymbolTable(files: [SourceFile(path: "Models.swift", types: [
            Syntax.declaration(.struct, "Id", line: 1),
            Syntax.declaration(.struct, "Outer", line: 2, nested: [
                Syntax.declaration(.struct, "Id", line: 3, scope: ["Outer"]),
                Syntax.declaration(.struct, "Inner", line: 4, scope: ["Outer"]),
            ]),
        ])], userModules: []))
        let inner = TypeID(index: 3)
        #expect(lookup.resolve(Syntax.type("Id"), in: LookupContext(chain: [inner])) == .user(TypeID(index: 0), arguments: []))
        #expect(lookup.resolve(Syntax.type("Id"), in: lookup.table[inner].context) == .user(TypeID(index: 2), arguments: []))
    }

    /// Inside a generic type's context the bare name of the type means it with its own
    /// parameters, also in a type nested in an extension of it and in an extension of that
    /// nested type, where the names of `Box` are otherwise not looked into.
    @Test func theBareNameOfAGenericParentImpliesItsParametersInExtensions() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Box", line: 1, generics: ["Value"], properties: [Syntax.property("items", "[Value]", line: 2)]),
        ], extensions: [
            Syntax.extensionOf("Box", line: 4, nested: [
                Syntax.declaration(.struct, "View", line: 5, scope: ["Box"], properties: [Syntax.property("base", "Box", line: 6)]),
            ]),
            Syntax.extensionOf("Box.View", line: 8, nested: [
                Syntax.declaration(.struct, "Slice", line: 9, scope: ["Box", "View"], properties: [
                    Syntax.property("base", "Box", line: 10),
                    Syntax.property("start", "Int", line: 11),
                    Syntax.property("view", "Box.View", line: 12),
                ]),
            ]),
        ])
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.type("Box.View")?.lenses.map(\.type) == ["Box<Value>"])
        // At the head of a path too: `Box.View` is `Box<Value>.View`.
        #expect(plan.type("Box.View.Slice")?.lenses.map(\.type) == ["Box<Value>", "Int", "Box<Value>.View"])
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

    @Test func theIDOfAnIdentifiableTypeIsTheTypeOfItsID() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Item", line: 1, inherits: ["Identifiable"], properties: [Syntax.property("id", "UUID", line: 2)]),
            Syntax.declaration(.struct, "Note", line: 4, inherits: ["Identifiable"], properties: [Syntax.property("id", "Int", line: 5)],
                               typealiases: [Syntax.alias("ID", "String", line: 6, scope: ["Note"])]),
            Syntax.declaration(.enum, "Selection", line: 7, cases: [
                Syntax.enumCase("picked", [Syntax.parameter(nil, "Item.ID")], line: 8),
                Syntax.enumCase("noted", [Syntax.parameter(nil, "Note.ID")], line: 9),
            ]),
        ])
        #expect(plan.type("Selection")?.providable?.expression == ".picked(Factory<UUID>.provide())")
        // An `ID` the type declares is its own.
        #expect(plan.type("Selection")?.prisms.map(\.payloadType) == ["UUID", "String"])
    }

    /// Fluent infers a model's `IDValue` from its `@ID var id: UUID?`: `Shelf.IDValue` is
    /// `UUID`. Not for a type that is no model, nor where the inputs declare `Model` (another
    /// protocol), and a nested `IDValue` (a composite key) is the model's own.
    @Test func theIDValueOfAFluentModelIsTheTypeOfItsIDUnwrapped() {
        let fluent = resolvePlan([
            Syntax.declaration(.class, "Shelf", line: 1, inherits: ["Model"], properties: [Syntax.property("id", "UUID?", line: 2)]),
            Syntax.declaration(.class, "User", line: 3, inherits: ["ModelAuthenticatable"], properties: [Syntax.property("id", "Int?", line: 4)]),
            Syntax.declaration(.class, "Pair", line: 5, inherits: ["Model"], properties: [Syntax.property("id", "IDValue?", line: 6)],
                               nested: [Syntax.declaration(.struct, "IDValue", line: 7, scope: ["Pair"])]),
            Syntax.declaration(.struct, "Plain", line: 8, properties: [Syntax.property("id", "UUID?", line: 9)]),
            Syntax.declaration(.struct, "Keys", line: 10, properties: [
                Syntax.property("shelf", "Shelf.IDValue", line: 11),
                Syntax.property("user", "User.IDValue", line: 12),
                Syntax.property("pair", "Pair.IDValue", line: 13),
            ]),
            Syntax.declaration(.struct, "Loose", line: 14, properties: [Syntax.property("plain", "Plain.IDValue", line: 15)]),
        ])
        #expect(fluent.type("Keys")?.providable?.expression
            == "Self(shelf: Factory<UUID>.provide(), user: Factory<Int>.provide(), pair: Factory<Pair.IDValue>.provide())")
        #expect(fluent.type("Loose")?.providable == nil)

        let own = resolvePlan([
            Syntax.declaration(.protocol, "Model", line: 1),
            Syntax.declaration(.class, "Shelf", line: 2, inherits: ["Model"], properties: [Syntax.property("id", "UUID?", line: 3)]),
            Syntax.declaration(.struct, "Keys", line: 4, properties: [Syntax.property("shelf", "Shelf.IDValue", line: 5)]),
        ])
        #expect(own.type("Keys")?.providable == nil)
    }

    @Test func genericTypesConformConditionally() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Box", line: 1, generics: ["T"], properties: [
                Syntax.property("value", "T", line: 2),
                Syntax.property("backup", "T?", line: 3),
                Syntax.property("history", "[T]", line: 4),
            ]),
            Syntax.declaration(.struct, "Page", line: 6, generics: ["Item"], properties: [Syntax.property("items", "[Item]", line: 7)]),
            Syntax.declaration(.struct, "Shelf", line: 9, properties: [
                Syntax.property("box", "Box<Int>", line: 10),
                Syntax.property("page", "Page<Shelf>?", line: 11),
            ]),
        ])
        let box = plan.type("Box")
        #expect(box?.selfType == "Box<T>")
        #expect(box?.genericParameters == ["T"])
        #expect(box?.conformanceRequirements == ["T: Providable"])
        // Called on `Self`, which is `Box<T>` in its extension.
        #expect(box?.providable?.expression == "Self(value: Factory<T>.provide(), backup: nil, history: [])")
        #expect(box?.lenses.first == LensPlan(name: "_value", property: "value", type: "T", strategy: .initializer,
                                               rebuildExpression: "_factoryRebuild(\\.value).set(newValue, whole)"))
        #expect(box?.rebuild?.callee == "Self")
        #expect(box?.rebuild?.fields.map(\.type) == ["T", "T?", "[T]"])
        #expect(plan.type("Page")?.conformanceRequirements == [])
        #expect(plan.type("Page")?.providable?.expression == "Self(items: [])")
        // `Page` never builds an `Item` (its items are `[]`), so `Page<Shelf>?` builds no
        // `Shelf` inside a `Shelf`: there is no cycle to break.
        #expect(plan.type("Shelf")?.providable?.expression == "Self(box: Factory<Box<Int>>.provide(), page: Factory<Page<Shelf>?>.provide())")
    }

    /// Inside a type, a bare name may be a member of a protocol it conforms to, declared in an
    /// extension of it or of a protocol it refines (Plot's `ContentProvider` in `extension
    /// Component`). The type's own members come first, then the protocols', then the top level.
    @Test func aTypeSeesTheMembersOfItsProtocols() {
        let file = Parser.parse("""
            public struct Caption { public var text: Int }
            public protocol Titled {}
            public extension Titled { typealias Caption = String; typealias Render = () -> Int }
            public protocol Framed: Titled {}
            public struct Poster: Titled { public var caption: Caption; public var render: Render }
            public struct Frame: Framed { public var render: Render; public struct Corner { public var caption: Caption } }
            public struct Own: Titled { public typealias Caption = Int; public var caption: Caption }
            public class Base: Titled {}
            public final class Sub: Base { public var caption: Caption; public init(caption: Caption) { self.caption = caption } }
            public struct Plain { public var caption: Caption }
            """, path: "Posters.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([file])
        #expect(plan.skipped.isEmpty)
        #expect(plan.type("App.Poster")?.lenses.map(\.type) == ["String", "() -> Int"])
        #expect(plan.type("App.Frame")?.lenses.map(\.type) == ["() -> Int"])
        #expect(plan.type("App.Frame.Corner")?.lenses.map(\.type) == ["String"])
        #expect(plan.type("App.Own")?.lenses.map(\.type) == ["Int"])
        #expect(plan.type("App.Sub")?.providable?.expression == "App.Sub(caption: Factory<String>.provide())")
        #expect(plan.type("App.Plain")?.lenses.map(\.type) == ["App.Caption"])
    }

    /// A closure type whose result is `sending` is spelled with it, in a lens, a prism and the
    /// call's cast: without it the type is another, which the argument does not convert to
    /// (apple/swift-async-algorithms' `AsyncShareSequence`, `@Sendable () -> sending Base.AsyncIterator`).
    @Test func aSendingResultIsKeptInAClosureType() {
        let plan = resolvePlan("""
            final class Ticket {}
            struct Dispenser<Item> {
                let make: @Sendable () -> sending Item
                init(_ make: @escaping @Sendable () -> sending Item) { self.make = make }
            }
            struct Roll {
                var dispense: () -> sending Ticket
            }
            """)
        #expect(plan.type("App.Dispenser")?.providable?.expression
            == "Self(unsafeBitCast({ Factory<Item>.provide() } as () -> sending Item, to: (@Sendable () -> sending Item).self))")
        #expect(plan.type("App.Roll")?.lenses.map(\.type) == ["() -> sending App.Ticket"])
    }

    /// A member of a standard generic type that no rule follows (`ContiguousArray<Turn>.Iterator`)
    /// is spelled with its arguments resolved: `Turn`, an alias of the enclosing type's, names
    /// nothing where the nested type's extension is written (apple/swift-async-algorithms'
    /// `AsyncJoinedBySeparatorSequence`).
    @Test func aMemberOfAStandardGenericTypeIsSpelledWithItsArgumentsResolved() {
        let plan = resolvePlan("""
            struct Spool<Item> {
                typealias Turn = Item
                enum Cursor {
                    case unread
                    case reading(ContiguousArray<Turn>.Iterator)
                }
            }
            """)
        #expect(plan.type("App.Spool.Cursor")?.prisms.map(\.payloadType).last == "ContiguousArray<Item>.Iterator")
    }

    /// A conformance to `Sendable` in an extension marked unavailable says the type is not
    /// `Sendable`: a value of `any Stage & Sendable` is another conformer, the one declared
    /// first being refused (apple/swift-nio's `AcceptBackoffHandler` for
    /// `ChannelPipeline.Position.before`).
    @Test func anUnavailableSendableConformanceIsNone() {
        let plan = resolvePlan("""
            protocol Stage: AnyObject {}
            final class Amplifier: Stage { var gain = 1; init() {} }
            @available(*, unavailable)
            extension Amplifier: Sendable {}
            final class Splitter: Stage, Sendable { init() {} }
            enum Position: Sendable { case before(any Stage & Sendable) }
            """)
        #expect(plan.type("App.Position")?.providable?.expression == ".before(Factory<App.Splitter>.provide())")
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
}
