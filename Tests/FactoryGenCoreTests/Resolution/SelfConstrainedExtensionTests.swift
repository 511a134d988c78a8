import Testing
@testable import FactoryGenCore

/// The static members of a protocol extension constrained to one conformer (`where Self ==
/// T`) are the conformer's own: its constants and factories (apple/swift-openapi-runtime's
/// `ISO8601DateTranscoder.iso8601`, its only way in on Linux).
@Suite struct SelfConstrainedExtensionTests {
    @Test func aConstrainedProtocolExtensionsStaticMembersBuildTheConformer() {
        let plan = resolvePlan("""
            protocol Format {}
            struct Plain: Format {
                private let width: Int
                fileprivate init(width: Int) { self.width = width }
            }
            extension Format where Self == Plain {
                static var narrow: Self { Plain(width: 1) }
            }
            struct Scaled: Format {
                fileprivate init(factor: Double) {}
            }
            extension Format where Scaled == Self {
                static func by(_ factor: Double) -> Scaled { Scaled(factor: factor) }
            }
            struct Caption: CustomStringConvertible {
                let description: String
                fileprivate init(text: String) { description = text }
            }
            extension CustomStringConvertible where Self == Caption {
                static var empty: Caption { Caption(text: "") }
            }
            """)
        #expect(plan.type("App.Plain")?.providable?.expression == "Self.narrow")
        #expect(plan.type("App.Scaled")?.providable?.expression == "Self.by(Factory<Double>.provide())")
        #expect(plan.type("App.Caption")?.providable?.expression == "Self.empty")
    }

    @Test func anExtensionThatCannotReachTheConformerDoesNotCount() {
        let plan = resolvePlan("""
            private protocol Hidden {}
            protocol Shown {}
            struct Code: Hidden, Shown {
                fileprivate init(raw: Int) {}
            }
            extension Hidden where Self == Code {
                static var zero: Self { Code(raw: 0) }
            }
            #if DEBUG
            extension Shown where Self == Code {
                static var one: Self { Code(raw: 1) }
            }
            #endif
            extension Shown where Self: Equatable {
                static var two: Code { Code(raw: 2) }
            }
            """)
        #expect(plan.type("App.Code") == nil)
        #expect(plan.skipped.map(\.name) == ["Code"])
    }
}
