import Testing
@testable import FactoryGenCore

/// `Factory<T>.provide()` recognised in the expressions the resolver builds, compared byte for byte.
@Suite struct FactoryCallTests {
    @Test func aCallOfTheFactoryWhateverTheType() {
        #expect(FactoryCall.isCall("Factory<Int>.provide()", of: "Factory"))
        #expect(FactoryCall.isCall("FactoryRuntime.Factory<[App.User]>.provide()", of: "FactoryRuntime.Factory"))
        #expect(FactoryCall.isCall("Factory<ユーザ>.provide()", of: "Factory"))
        #expect(!FactoryCall.isCall("Factory<Int>.provide()", of: "FactoryRuntime.Factory"))
        #expect(!FactoryCall.isCall("Factory<Int>.arbitrary(using: &source)", of: "Factory"))
        #expect(!FactoryCall.isCall("Factorys<Int>.provide()", of: "Factory"))
        #expect(!FactoryCall.isCall("nil", of: "Factory"))
        #expect(!FactoryCall.isCall(">.provide()", of: ""))
    }

    @Test func aCallForOneType() {
        #expect(FactoryCall.isCall("Factory<Int>.provide()", of: "Factory", for: "Int"))
        #expect(FactoryCall.isCall("Factory<App.User?>.provide()", of: "Factory", for: "App.User?"))
        #expect(FactoryCall.isCall("Factory<[ユーザ]>.provide()", of: "Factory", for: "[ユーザ]"))
        #expect(!FactoryCall.isCall("Factory<Int>.provide()", of: "Factory", for: "Int?"))
        #expect(!FactoryCall.isCall("Factory<Int?>.provide()", of: "Factory", for: "Int"))
        #expect(!FactoryCall.isCall("Factory<Int8>.provide()", of: "Factory", for: "UInt"))
        #expect(!FactoryCall.isCall("Factory<Int>.provide()", of: "Fact", for: "ory<Int"))
    }

    @Test func aDrawnValue() {
        #expect(FactoryCall.drawn("Factory<Int>.provide()", factory: "Factory") == "Factory<Int>.arbitrary(using: &source)")
        #expect(FactoryCall.drawn(".idle", factory: "Factory") == ".idle")
    }
}
