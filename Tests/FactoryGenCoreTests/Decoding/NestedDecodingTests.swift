import Testing
@testable import FactoryGenCore

/// Decoding a type runs the `init(from:)` of each field type that has no factory, and a field
/// type's own fields' in turn: a type is decoded only when none of those may stop.
@Suite struct NestedDecodingTests {
    private func resolve(_ source: String) -> GenerationPlan {
        Resolver().resolve([Parser.parse("""
            public struct Invalid: Error {}
            /// Checked text, whose decoding throws on the made-up "".
            public struct Checked: Codable {
                public let text: String
                public init(checking text: String) throws {
                    guard !text.isEmpty else { throw Invalid() }
                    self.text = text
                }
                public init(from decoder: any Decoder) throws { try self.init(checking: decoder.singleValueContainer().decode(String.self)) }
            }

            """ + source, path: "Models.swift")])
    }

    /// `Holder` has no initializer that builds its `Checked` field, so it gets no factory;
    /// decoding `Outer` would decode a `Holder` through its synthesized `init(from:)`, which
    /// reaches `Checked`'s and throws: `Outer` is not decoded.
    @Test func aFieldWhoseDecodingReachesAStopIsNotDecoded() {
        let plan = resolve("""
            public struct Holder: Codable {
                public let checked: Checked
                public let name: String
            }
            public struct Outer: Codable {
                public let holder: Holder
                public init(holder: Holder) { self.holder = holder }
            }
            """)
        #expect(plan.type("Holder") == nil)
        #expect(plan.type("Outer") == nil)
    }

    /// Field types that decode without reaching a stop are still decoded: one that gets a
    /// factory through it, and a private one, which gets none but decodes through its own
    /// `init(from:)`.
    @Test func fieldsThatDecodeCleanlyStillAre() {
        let plan = resolve("""
            public struct Plain: Codable {
                public let name: String
                private init() { name = "" }
            }
            public struct Outer: Codable {
                private struct Inner: Codable { let count: Int }
                public let plain: Plain
                private let inner: Inner
                public let checked: Checked?
                private init() { fatalError() }
            }
            """)
        #expect(plan.type("Plain")?.providable?.expression == "ProvidingDecoder.decode(Self.self)")
        #expect(plan.type("Outer")?.providable?.expression == "ProvidingDecoder.decode(Self.self)")
    }
}
