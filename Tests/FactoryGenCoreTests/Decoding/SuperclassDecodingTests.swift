import Testing
@testable import FactoryGenCore

/// A subclass decodes through its superclass's `init(from:)`, called as
/// `try super.init(from: decoder)` or inherited: on a made-up value it stops where that one
/// stops, so a subclass that only decoding builds is skipped rather than trapping.
@Suite struct SuperclassDecodingTests {
    private func resolve(_ source: String) -> GenerationPlan {
        Resolver().resolve([Parser.parse(source, path: "Models.swift")])
    }

    private static let stoppingFolder = """
        enum Unfiled: Error { case noKey }
        public class Folder: Decodable {
            public let name: String
            public required init(from decoder: any Decoder) throws {
                guard let key = decoder.codingPath.last?.stringValue else { throw Unfiled.noKey }
                name = key
            }
        }

        """

    /// A subclass that decodes its own field, then has its superclass decode the rest.
    private static let album = """
        public final class Album: Folder {
            public let count: Int
            private enum Keys: CodingKey { case count }
            public required init(from decoder: any Decoder) throws {
                count = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .count)
                try super.init(from: decoder)
            }
        }
        """

    /// Skipped at the superclass's stop, which is what a made-up value reaches.
    @Test func aSubclassCallingAStoppingSuperclassDecodingIsSkipped() {
        let plan = resolve(Self.stoppingFolder + Self.album)
        #expect(plan.type("Album") == nil)
        #expect(plan.skipped.first { $0.name == "Album" }?.reason == "can only be decoded, and decoding may stop on a made-up value (at Models.swift:5:69)")
    }

    /// Through a superclass that inherits its own superclass's `init(from:)`.
    @Test func theStopIsFoundThroughAnInheritedDecoding() {
        let plan = resolve(Self.stoppingFolder + """
            public class Box: Folder {}
            public final class Crate: Box {
                public required init(from decoder: any Decoder) throws {
                    try super.init(from: decoder)
                }
            }
            """)
        #expect(plan.type("Crate") == nil)
        #expect(plan.skipped.first { $0.name == "Crate" }?.reason == "can only be decoded, and decoding may stop on a made-up value (at Models.swift:5:69)")
    }

    /// A superclass whose decoding cannot stop leaves the subclass decoded.
    @Test func aSubclassCallingASafeSuperclassDecodingIsStillDecoded() {
        let plan = resolve("""
            public class Folder: Decodable {
                public let name: String
            }

            """ + Self.album)
        #expect(plan.skipped.filter { $0.name != "Album.Keys" }.isEmpty)
        #expect(plan.type("Album")?.providable?.expression == "ProvidingDecoder.decode(Album.self)")
    }
}
