import Testing
@testable import FactoryGenCore

/// An `init(from:)` that hands what it decoded to another initializer, `try self.init(…)`,
/// stops wherever that one may on a made-up value: decoding is then no way to build the type.
@Suite struct DelegatedDecodingTests {
    private func resolve(_ source: String) -> GenerationPlan {
        Resolver().resolve([Parser.parse(source, path: "Models.swift")])
    }

    /// A reference that refuses an empty string, decoded through its throwing initializer.
    private static let reference = """
        struct Malformed: Error {}
        public struct Reference: Codable {
            public let target: String
            public init(text: String) throws {
                guard !text.isEmpty else { throw Malformed() }
                self.init(checked: text)
            }
            public init(checked text: String) {
                assert(!text.isEmpty)
                target = text
            }
            public init(from decoder: any Decoder) throws {
                try self.init(text: decoder.singleValueContainer().decode(String.self))
            }
            public func encode(to encoder: any Encoder) throws {}
        }

        """

    /// Neither `init(text:)` with decoding to fall back on, which throws on `""` and then
    /// decodes `""` again, but the asserting initializer, given a string that is not empty.
    @Test func aDecodingThatDelegatesToAThrowingInitializerIsNotUsed() {
        let plan = resolve(Self.reference)
        #expect(plan.type("Reference")?.providable?.expression == #"Self(checked: "a")"#)
    }

    /// A type that only decoding could build is skipped, pointing at the delegation.
    @Test func withNothingElseTheTypeIsSkippedAtTheDelegation() {
        let plan = resolve("""
            struct Malformed: Error {}
            public struct Code: Decodable {
                public let text: String
                private init(raw: String) throws {
                    guard raw.count == 4 else { throw Malformed() }
                    text = raw
                }
                public init(from decoder: any Decoder) throws {
                    let raw = try decoder.singleValueContainer().decode(String.self)
                    try self.init(raw: raw)
                }
            }
            """)
        #expect(plan.type("Code") == nil)
        #expect(plan.skipped.first { $0.name == "Code" }?.reason == "can only be decoded, and decoding may stop on a made-up value (at Models.swift:10:13)")
    }

    /// Through a chain of delegations, and through a helper the delegate tries.
    @Test func theStopIsFoundThroughChainsAndTriedHelpers() {
        let plan = resolve("""
            struct Malformed: Error {}
            func strict(_ text: String) throws -> String {
                if text.isEmpty { throw Malformed() }
                return text
            }
            public struct Tag: Decodable {
                public let name: String
                private init(name: String) throws { self.name = try strict(name) }
                private init(_ name: String) throws { try self.init(name: name) }
                public init(from decoder: any Decoder) throws {
                    try self.init(decoder.singleValueContainer().decode(String.self))
                }
            }
            """)
        #expect(plan.type("Tag") == nil)
        #expect(plan.skipped.first { $0.name == "Tag" }?.reason == "can only be decoded, and decoding may stop on a made-up value (at Models.swift:11:13)")
    }

    /// A delegate that only reads what it is given, or falls back, cannot stop: still decoded.
    @Test func aDelegateThatOnlyDecodesKeepsDecoding() {
        let plan = resolve("""
            public struct Pair: Decodable {
                public let left: Int, right: Int
                init(reading values: inout UnkeyedDecodingContainer) throws {
                    left = try values.decode(Int.self)
                    right = (try? values.decode(Int.self)) ?? left
                }
                public init(from decoder: any Decoder) throws {
                    var values = try decoder.unkeyedContainer()
                    try self.init(reading: &values)
                }
            }
            """)
        #expect(plan.type("Pair")?.providable?.expression == "ProvidingDecoder.decode(Self.self)")
    }

    /// A protocol's `init(from:)` that hands what it decoded to an initializer each conformer
    /// writes runs that conformer's: one that throws on the made-up value stops decoding, one
    /// that takes anything does not (and is called itself, with `try!`: it cannot throw).
    @Test func aProtocolsDecodingStopsWhereTheConformersDelegateMay() {
        let plan = resolve("""
            struct Missing: Error {}
            public protocol Tallied: Decodable {
                init(counts: [String: Int]) throws
            }
            extension Tallied {
                public init(from decoder: any Decoder) throws {
                    try self.init(counts: decoder.singleValueContainer().decode([String: Int].self))
                }
            }
            public struct Strict: Tallied {
                public let total: Int
                public init(counts: [String: Int]) throws {
                    guard let total = counts["total"] else { throw Missing() }
                    self.total = total
                }
            }
            public struct Lenient: Tallied {
                public let total: Int
                public init(counts: [String: Int]) throws { total = counts["total"] ?? 0 }
            }
            """)
        #expect(plan.type("Strict") == nil)
        #expect(plan.skipped.first { $0.name == "Strict" }?.reason.hasSuffix("decoding may stop on a made-up value (at Models.swift:7:13)") == true)
        #expect(plan.type("Lenient")?.providable?.expression == "try! Self(counts: Factory<[String: Int]>.provide())")
    }
}
