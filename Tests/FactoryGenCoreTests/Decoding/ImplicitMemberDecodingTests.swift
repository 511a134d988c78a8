import Testing
@testable import FactoryGenCore

/// `self.field = try .init(from: decoder)` runs the `init(from:)` of the field's declared type
/// on the same decoder, as `try Field(from: decoder)` does: decoding may stop where that one
/// may, also through a box from elsewhere that holds such a type.
@Suite struct ImplicitMemberDecodingTests {
    private func resolve(_ source: String) -> GenerationPlan {
        Resolver().resolve([Parser.parse("""
            public struct Unknown: Error {}
            /// Picks its case by a tag that the made-up "" matches none of.
            public enum Shape: Codable {
                case round(Int), square(Int)
                private enum Keys: CodingKey { case tag }
                public init(from decoder: any Decoder) throws {
                    switch try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .tag) {
                    case "round": self = .round(0)
                    case "square": self = .square(0)
                    default: throw Unknown()
                    }
                }
            }
            public struct Size: Codable { public let width: Int }

            """ + source, path: "Models.swift")])
    }

    @Test func theAssignedPropertysTypeIsJudged() {
        let plan = resolve("""
            public struct Tile: Codable {
                public var shape: Shape
                public var size: Size
                public init(from decoder: any Decoder) throws {
                    self.shape = try .init(from: decoder)
                    size = try .init(from: decoder)
                }
            }
            public struct Mat: Codable {
                public var size: Size
                public init(from decoder: any Decoder) throws {
                    self.size = try .init(from: decoder)
                }
            }
            """)
        #expect(plan.type("Tile") == nil)
        #expect(plan.skipped.first { $0.name == "Tile" }?.reason.contains("decoding may stop") == true)
        #expect(plan.type("Mat")?.providable?.expression == "ProvidingDecoder.decode(Self.self)")
    }

    /// A box the inputs do not declare (swift-openapi-generator's `CopyOnWriteBox<Storage>`)
    /// decodes what it holds; where the property is not found, the type is not known.
    @Test func aForeignBoxAndAnUnknownTargetMayStop() {
        let plan = resolve("""
            public struct Frame: Codable {
                private struct Storage: Codable {
                    var shape: Shape
                    init(from decoder: any Decoder) throws { self.shape = try .init(from: decoder) }
                }
                private var storage: Box<Storage>
                public init(from decoder: any Decoder) throws { self.storage = try .init(from: decoder) }
            }
            public struct Plate: Codable {
                public let shapes: [Shape]
                public init(from decoder: any Decoder) throws {
                    let first: Shape = try .init(from: decoder)
                    shapes = [first]
                }
            }
            """)
        #expect(plan.type("Frame") == nil)
        #expect(plan.type("Plate") == nil)
    }

    @Test func theParserRecordsTheAssignedProperty() {
        let initializers = firstParsedType("""
            struct S {
                init(from decoder: any Decoder) throws {
                    self.storage = try .init(from: decoder)
                    value = try .init(from: decoder)
                    self = .wrapped(try .init(from: decoder))
                    other.value = try .init(from: decoder)
                    let plain = try? .init(from: decoder)
                }
            }
            """).members.initializers
        #expect(initializers[0].triedCalls.map(\.name) == [".storage", ".value", ".", "."])
        #expect(initializers[0].triedCalls.map(\.implicitlyDecodedProperty) == ["storage", "value", nil, nil])
    }
}
