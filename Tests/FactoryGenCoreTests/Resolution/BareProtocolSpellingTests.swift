import Testing
@testable import FactoryGenCore

/// A standard protocol written as a type without `any` (`Error`, as Swift 5 code writes it) is
/// spelled with it in the generated file: a test target built with the upcoming feature
/// `ExistentialAny` warns at every bare one, and the next language mode refuses it.
@Suite struct BareProtocolSpellingTests {
    private func lensTypes(_ source: String, of type: String) -> [String: String] {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse(source, path: "Models/App.swift")])
        let lenses = plan.type(type)?.lenses ?? []
        return Dictionary(uniqueKeysWithValues: lenses.map { ($0.property, $0.type) })
    }

    @Test func aBareStandardProtocolIsSpelledWithAny() {
        let types = lensTypes("""
            struct Outcome {
                var failure: Error
                var failures: [Error]
                var lastFailure: Error?
                var byCode: [Int: Swift.Error]
                var result: Result<Int, Error>
                var key: CodingKey?
                var label: CustomStringConvertible
                var encode: (Encoder) throws -> Void
                var handles: (Error.Type) -> Bool
                var sendableFailure: Error & Sendable
                var owner: AnyObject
                var written: any Error
                var writtenOptional: (any Error)?
            }
            """, of: "App.Outcome")
        #expect(types["failure"] == "any Error")
        #expect(types["failures"] == "[any Error]")
        #expect(types["lastFailure"] == "(any Error)?")
        #expect(types["byCode"] == "[Int: any Swift.Error]")
        #expect(types["result"] == "Result<Int, any Error>")
        #expect(types["key"] == "(any CodingKey)?")
        #expect(types["label"] == "any CustomStringConvertible")
        #expect(types["encode"] == "(any Encoder) throws -> Void")
        #expect(types["handles"] == "(any Error.Type) -> Bool")
        #expect(types["sendableFailure"] == "any Error & Sendable")
        #expect(types["owner"] == "AnyObject")
        #expect(types["written"] == "any Error")
        #expect(types["writtenOptional"] == "(any Error)?")
    }

    @Test func aCasePayloadOfABareProtocolIsSpelledWithAny() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            enum Loading {
                case failed(Error)
                case retried(attempts: Int, last: Error?)
            }
            """, path: "Models/App.swift")])
        let prisms = plan.type("App.Loading")?.prisms ?? []
        #expect(prisms.map(\.payloadType) == ["any Error", "(attempts: Int, last: (any Error)?)"])
    }
}
