import Testing
@testable import FactoryGenCore

/// A generic initializer's parameter constrained by Foundation's protocols of bytes is given
/// `Data`, which conforms to each; one that also asks for something `Data` is not, or names an
/// element, is still left out.
@Suite struct GenericByteParameterTests {
    @Test func aParameterOfBytesIsGivenData() {
        let plan = resolvePlan("""
            import Foundation
            struct Digest {
                let first: UInt8?
                init<Blob: DataProtocol>(of blob: Blob) { first = blob.first }
            }
            struct Frame {
                let size: Int
                init<Raw>(_ raw: Raw) where Raw: ContiguousBytes & Sendable { size = raw.withUnsafeBytes { $0.count } }
            }
            struct Ordered {
                let size: Int
                init<Raw: DataProtocol & Comparable>(_ raw: Raw) { size = raw.count }
            }
            """)
        #expect(plan.type("App.Digest")?.providable?.expression == "Self(of: Factory<Data>.provide())")
        #expect(plan.type("App.Frame")?.providable?.expression == "Self(Factory<Data>.provide())")
        #expect(plan.type("App.Ordered") == nil)
    }
}
