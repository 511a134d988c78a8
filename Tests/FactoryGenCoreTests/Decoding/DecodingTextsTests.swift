import Testing
@testable import FactoryGenCore

/// A type from another module decoded on its own is given the member names the inputs read on
/// it, which the decoder tries first: another module's `String` raw-value enum takes only a
/// case's name.
@Suite struct DecodingTextsTests {
    /// How `Swatch`, which holds another module's `Tone`, is provided next to `others`.
    private func swatch(besides others: String) -> String? {
        let source = """
            import Palette
            public struct Swatch: Codable {
                public var tone: Tone
                public var name: String
            }

            """ + others
        return Resolver().resolve([Parser.parse(source, path: "Models.swift")]).type("Swatch")?.providable?.expression
    }

    /// `Tone.warm` as an untyped initial value, `.cool` as a typed parameter default: both are
    /// tried, in the order read; `Tone.self` and a nested type's name are not.
    @Test func memberNamesReadOnTheTypeAreTried() {
        let expression = swatch(besides: """
            public final class Mixer {
                private var current = Tone.warm
                private let kind = Tone.self
                public init(start: Tone = .cool, other: Tone.Shade? = nil) {}
            }
            """)
        #expect(expression == #"Self(tone: ProvidingDecoder.decode(Tone.self, texts: ["warm", "cool"]), name: Factory<String>.provide())"#)
    }

    /// With no member read on it, the type is decoded as before.
    @Test func aTypeNoMemberIsReadOnKeepsThePlainCall() {
        #expect(swatch(besides: "") == "Self(tone: ProvidingDecoder.decode(Tone.self), name: Factory<String>.provide())")
    }
}
