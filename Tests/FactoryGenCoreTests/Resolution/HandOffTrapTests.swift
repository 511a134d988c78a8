import Testing
@testable import FactoryGenCore

/// An initializer that hands one of its parameters, as it is, to another type's initializer
/// that may trap on it may trap too (argentlabs/web3.swift's `SignedTransaction`, whose `Data`
/// goes to `Signature(raw:)`): another initializer comes first.
@Suite struct HandOffTrapTests {
    private func resolve(_ source: String) -> GenerationPlan {
        Resolver().resolve([Parser.parse(source, path: "Models.swift")])
    }

    @Test func anInitializerRecordsTheTypesItHandsAParameterTo() {
        let file = Parser.parse("""
            struct Box {
                init(raw: Data, name: String) {
                    seal = Seal(raw: raw); tag = Tag(name); other = Seal(raw: raw.prefix(4)); kit = Kit.Seal(raw: raw)
                    lower = seal(raw); Seal(raw: raw)
                    self.crest = .init(raw); badge = .init(raw: raw); self.other.kind = .init(raw); made = .init(raw.count)
                }
                init(checked: Data) { precondition(!checked.isEmpty); seal = Seal(raw: checked) }
                init(count: Int) { seal = Seal(raw: Data(), count: count) }
            }
            """, path: "Models.swift")
        let handOffs = file.types.first?.members.initializers.map { $0.handOffs.map { "\($0.typeName ?? "." + ($0.property ?? ""))(\($0.call.labels.joined(separator: ":")))" } }
        #expect(handOffs == [["Seal(raw)", "Tag(_)", "Seal(raw)", ".crest(_)", ".badge(raw)"], [], ["Seal(raw:count)"]])
    }

    /// `Envelope(payload:)` stores its one field as given, so it would come first, but
    /// `Seal(raw:)` traps on the made-up bytes; `Parcel` hands its label to an initializer that
    /// takes any text, and keeps its first initializer.
    @Test func anInitializerMayTrapWhereTheInitializerItHandsAParameterToDoes() {
        let plan = resolve("""
            import Foundation
            public struct Seal {
                public let raw: Data
                public init(raw: Data) { precondition(raw.count == 65); self.raw = raw }
                public init(bytes: [UInt8]) { raw = Data(bytes) }
            }
            public struct Envelope {
                public let payload: Data
                public let seal: Seal
                public init(payload: Data) { self.payload = payload; seal = Seal(raw: payload) }
                public init(payload: Data, seal: Seal) { self.payload = payload; self.seal = seal }
            }
            public struct Tag {
                public let label: String
                public init(label: String) { self.label = label }
            }
            public struct Parcel {
                public let label: String
                public let tag: Tag
                public init(label: String) { self.label = label; tag = Tag(label: label) }
                public init(label: String, tag: Tag) { self.label = label; self.tag = tag }
            }
            """)
        #expect(plan.type("Envelope")?.providable?.expression == "Self(payload: Factory<Data>.provide(), seal: Factory<Seal>.provide())")
        #expect(plan.type("Parcel")?.providable?.expression == "Self(label: Factory<String>.provide())")
    }

    /// `self.seal = .init(raw: bytes)` builds the property's declared type, an optional's too,
    /// as argentlabs/web3.swift's `SignedTransaction` does.
    @Test func anImplicitInitializerCallBuildsThePropertysType() {
        let plan = resolve("""
            import Foundation
            public struct Seal {
                public let raw: Data
                public init(raw: Data) { precondition(raw.count == 65); self.raw = raw }
            }
            public struct Stamp {
                public let raw: Data
                public init(raw: Data) { self.raw = raw }
            }
            public struct Letter {
                public let bytes: Data
                public let seal: Seal?
                public init(bytes: Data) { self.bytes = bytes; self.seal = .init(raw: bytes) }
                public init(bytes: Data, seal: Seal?) { self.bytes = bytes; self.seal = seal }
            }
            public struct Card {
                public let bytes: Data
                public let stamp: Stamp
                public init(bytes: Data) { self.bytes = bytes; stamp = .init(raw: bytes) }
                public init(bytes: Data, stamp: Stamp) { self.bytes = bytes; self.stamp = stamp }
            }
            """)
        #expect(plan.type("Letter")?.providable?.expression == "Self(bytes: Factory<Data>.provide(), seal: Factory<Seal?>.provide())")
        #expect(plan.type("Card")?.providable?.expression == "Self(bytes: Factory<Data>.provide())")
    }

    /// Through a chain: `Ledger` hands its bytes to `Page`, which hands them to `Seal`.
    @Test func theTrapIsFoundThroughAChainOfHandOffs() {
        let plan = resolve("""
            import Foundation
            public struct Seal {
                public let raw: Data
                public init(raw: Data) { precondition(raw.count == 65); self.raw = raw }
            }
            public struct Page {
                public let seal: Seal
                public init(bytes: Data) { seal = Seal(raw: bytes) }
                public init(seal: Seal) { self.seal = seal }
            }
            public struct Ledger {
                public let bytes: Data
                public let page: Page
                public init(bytes: Data) { self.bytes = bytes; page = Page(bytes: bytes) }
                public init(bytes: Data, page: Page) { self.bytes = bytes; self.page = page }
            }
            """)
        #expect(plan.type("Ledger")?.providable?.expression == "Self(bytes: Factory<Data>.provide(), page: Factory<Page>.provide())")
        #expect(plan.type("Page")?.providable?.expression == "Self(seal: Factory<Seal>.provide())")
    }

    /// A type whose name starts with underscores before its capital (`_TapeStorage`, a library's
    /// type kept out of its interface) is handed a parameter as any other type is
    /// (apple/swift-async-algorithms' `AsyncBufferedByteIterator`, whose capacity goes to
    /// `_AsyncBytesBuffer`); a lower-case name after them is a function's.
    @Test func aHandOffToAnUnderscoredTypeIsRead() {
        let file = Parser.parse("""
            struct Cassette {
                init(length: Int) { storage = _TapeStorage(length: length); _ = __Spare(length); _ = _rewind(length) }
            }
            """, path: "Models.swift")
        #expect(file.types.first?.members.initializers.first?.handOffs.map { $0.typeName } == ["_TapeStorage", "__Spare"])
        let plan = resolve("""
            struct _TapeStorage {
                let length: Int
                init(length: Int) { precondition(length > 0); self.length = length }
            }
            struct Cassette {
                let storage: _TapeStorage
                init(length: Int) { storage = _TapeStorage(length: length) }
            }
            """)
        #expect(plan.type("Cassette")?.providable?.expression == "Self(length: 1)")
    }
}
