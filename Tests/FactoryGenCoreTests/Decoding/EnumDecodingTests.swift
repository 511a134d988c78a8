import Testing
@testable import FactoryGenCore

/// A synthesized enum decoding needs the name of a case as its container's one key, which
/// `ProvidingDecoder` cannot make up: a type whose decoding runs one, rather than taking the
/// enum's `provide()`, is skipped, not decoded into a trap.
@Suite struct EnumDecodingTests {
    private func resolve(_ source: String) -> GenerationPlan {
        Resolver().resolve([Parser.parse(source, path: "Models.swift")])
    }

    /// `try Storage(from: decoder)` decodes the enum on the same decoder.
    @Test func aTypeThatDecodesAnEnumDirectlyIsSkipped() {
        let plan = resolve("""
            public struct Tag: Codable {
                private enum Storage: Codable {
                    case plain(String)
                    case custom(name: String?, id: Int)
                }
                private let storage: Storage
                private init(storage: Storage) { self.storage = storage }
                public init(from decoder: any Decoder) throws { storage = try Storage(from: decoder) }
                public func encode(to encoder: any Encoder) throws { try storage.encode(to: encoder) }
            }
            public enum Shape: Codable { case dot, line(length: Int) }
            public struct Wrapper: Codable {
                public let shape: Shape
                private init(shape: Shape) { self.shape = shape }
                public init(from decoder: any Decoder) throws { shape = try Shape(from: decoder) }
            }
            """)
        #expect(plan.type("Tag") == nil)
        #expect(plan.type("Wrapper") == nil)
        #expect(plan.type("Shape")?.providable?.expression == ".dot")
        // At the `try` of the enum's decoding.
        #expect(plan.skipped.filter { $0.name != "Tag.Storage" } == [
            SkippedType(name: "Tag", location: Syntax.at(1, 8), reason: "can only be decoded, and decoding may stop on a made-up value (at Models.swift:8:63)"),
            SkippedType(name: "Wrapper", location: Syntax.at(12, 8), reason: "can only be decoded, and decoding may stop on a made-up value (at Models.swift:15:61)"),
        ])
    }

    /// A synthesized decoding reads a field without a factory through the field type's own
    /// `init(from:)`: for an enum that would stop.
    @Test func aFieldOfAnEnumWithoutAFactoryIsNotDecoded() {
        let plan = resolve("""
            struct Badge: Codable {
                private enum Kind: Codable { case gold, silver }
                private let kind: Kind
                let title: String
            }
            """)
        #expect(plan.type("Badge") == nil)
        #expect(plan.skipped.map(\.name) == ["Badge", "Badge.Kind"])
        #expect(plan.skipped.first?.reason == "needs 'Badge.Kind' for 'Badge.kind', which cannot be provided")
    }

    /// An enum's synthesized `Decodable` conformance proves its payloads decodable: a payload
    /// of a type from outside the inputs is decoded alone rather than skipping the enum.
    @Test func aPayloadOfAnotherModulesTypeIsDecodedAlone() {
        let plan = resolve("""
            import Paths
            public enum Entry: Codable {
                case file(path: AbsolutePath)
                case folder(AbsolutePath)
            }
            """)
        #expect(plan.type("Entry")?.providable?.expression == ".file(path: ProvidingDecoder.decode(AbsolutePath.self))")
        let unproven = resolve("""
            import Paths
            public enum Loose { case file(path: AbsolutePath) }
            public enum Custom: Codable {
                case file(path: AbsolutePath)
                public init(from decoder: any Decoder) throws { self = .file(path: try AbsolutePath(from: decoder)) }
            }
            """)
        // Without a synthesized conformance nothing says the type is `Decodable`.
        #expect(unproven.type("Loose") == nil)
        #expect(unproven.type("Custom") == nil)
    }

    /// A synthesized conformance elsewhere in the inputs, a struct's stored property or an
    /// enum's payload, proves another module's type decodable for every type that needs it:
    /// a plain struct holding one, an enum without `Codable`, an optional or a list of it.
    @Test func aTypeProvenDecodableElsewhereIsDecodedAloneEverywhere() {
        let plan = resolve("""
            import Paths
            public struct Reference: Codable { public var project: AbsolutePath; public var name: String }
            public enum Source: Codable { case remote(URLish) }
            public struct Metadata {
                public var path: AbsolutePath
                public var symbols: [AbsolutePath]
                public var location: URLish?
                public var other: RelativePath
            }
            public enum Loose { case file(path: AbsolutePath) }
            """)
        #expect(plan.type("Metadata") == nil, "RelativePath is proven by nothing")
        let fixed = resolve("""
            import Paths
            public struct Reference: Codable { public var project: AbsolutePath; public var name: String }
            public enum Source: Codable { case remote(URLish) }
            public struct Metadata {
                public let path: AbsolutePath
                public let symbols: [AbsolutePath]
                public let location: URLish?
            }
            public enum Loose { case file(path: AbsolutePath) }
            """)
        // An optional or a list of it is still `nil` or empty: its factory needs a conformance.
        #expect(fixed.type("Metadata")?.providable?.expression
            == "Self(path: ProvidingDecoder.decode(AbsolutePath.self), symbols: [], location: nil)")
        #expect(fixed.type("Loose")?.providable?.expression == ".file(path: ProvidingDecoder.decode(AbsolutePath.self))")
        // What may not be compiled, or what the decoding does not read, proves nothing.
        let unproven = resolve("""
            import Paths
            public struct Reference: Codable {
                #if os(macOS)
                public var project: AbsolutePath
                #endif
                public let folder: RelativePath = RelativePath()
                public var name: String
            }
            public enum Loose { case file(path: AbsolutePath), folder(RelativePath) }
            """)
        #expect(unproven.type("Loose") == nil)
    }

    /// `Dictionary` is `Decodable` only when its keys are too: a synthesized decoding of a
    /// dictionary keyed by another module's type proves that type as it proves the values'.
    @Test func aDictionarysKeyTypeIsProvenToo() {
        let plan = resolve("""
            import Paths
            public struct Index: Codable { public var owners: [RelativePath: URLish] }
            public struct Entry { public let path: RelativePath; public let link: URLish }
            """)
        #expect(plan.type("Entry")?.providable?.expression
            == "Self(path: ProvidingDecoder.decode(RelativePath.self), link: ProvidingDecoder.decode(URLish.self))")
        let unproven = resolve("""
            import Paths
            public struct Index { public var owners: [RelativePath: URLish] }
            public struct Entry { public let path: RelativePath }
            """)
        #expect(unproven.type("Entry") == nil)
    }

    /// A struct's synthesized decoding, or an enum's written by hand, is still decoded.
    @Test func anotherTypesDecodingThatCannotStopIsStillUsed() {
        let plan = resolve("""
            struct Inner: Codable { let name: String }
            enum Mode: Codable {
                case on
                init(from decoder: any Decoder) throws { self = .on }
            }
            struct Outer: Codable {
                let inner: Inner
                let mode: Mode
                private init(inner: Inner, mode: Mode) { self.inner = inner; self.mode = mode }
                init(from decoder: any Decoder) throws {
                    inner = try Inner(from: decoder)
                    mode = try Mode(from: decoder)
                }
            }
            """)
        #expect(plan.skipped.isEmpty)
        #expect(plan.type("Outer")?.providable?.expression == "ProvidingDecoder.decode(Self.self)")
    }
}
