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
            == "Self(unsafe unsafeBitCast({ Factory<Item>.provide() } as () -> sending Item, to: (@Sendable () -> sending Item).self))")
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
}
