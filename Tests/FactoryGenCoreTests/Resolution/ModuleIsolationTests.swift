import Testing
@testable import FactoryGenCore

@Suite struct ModuleIsolationTests {
    /// A library and an app target built with main-actor default isolation, as the plugin passes
    /// them: the app's types are main-actor, the library's are not, and a library type that
    /// holds an app type gets an isolated `provide()`.
    @Test func eachModuleHasItsOwnDefaultIsolation() {
        let library = Parser.parse("public struct Customer { public var name: String }", path: "Sources/Shop/Customer.swift")
        let app = Parser.parse("""
            public struct Shelf { public var title: String; public let customer: Customer }
            nonisolated public struct Price { public var cents: Int }
            """, path: "Sources/Storefront/Shelf.swift")
        let plan = Resolver(testableImports: ["Shop", "Storefront"],
                            defaultIsolation: ModelIsolation(modules: ["Storefront": .mainActor])).resolve([library, app])
        #expect(plan.type("Shop.Customer")?.globalActor == nil)
        #expect(plan.type("Shop.Customer")?.providableIsolation == nil)
        #expect(plan.type("Storefront.Shelf")?.globalActor == "MainActor")
        #expect(plan.type("Storefront.Shelf")?.providableIsolation == "MainActor")
        #expect(plan.type("Storefront.Price")?.globalActor == nil)

        let everyModule = Resolver(testableImports: ["Shop", "Storefront"], defaultIsolation: .mainActor).resolve([library, app])
        #expect(everyModule.type("Shop.Customer")?.globalActor == "MainActor")
    }

    /// okta/okta-mobile-swift's `DefaultCredentialDataSource` conforms to a `@CredentialActor`
    /// protocol in its declaration, which isolates it: its `provide()` called its isolated
    /// `init()` from a nonisolated context. An extension's conformance infers nothing, and
    /// the inferred actor comes before the default isolation, as Swift has it.
    @Test func aConformanceToAnIsolatedProtocolIsolatesTheType() {
        let source = Parser.parse("""
            @globalActor actor Vault { static let shared = Vault() }
            @Vault protocol Keeper {}
            protocol SpareKeeper: Keeper {}
            @MainActor protocol Screen {}
            final class Locker: Keeper { init() {} }
            struct Drawer: SpareKeeper {}
            struct Hook {}
            extension Hook: Keeper {}
            struct Torn: Keeper, Screen {}
            nonisolated struct Loose: Keeper {}
            """, path: "Sources/App/Vault.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([source])
        #expect(plan.type("App.Locker")?.globalActor == "Vault")
        #expect(plan.type("App.Drawer")?.globalActor == "Vault")
        #expect(plan.type("App.Hook")?.globalActor == nil)
        #expect(plan.type("App.Torn")?.globalActor == nil)
        #expect(plan.type("App.Loose")?.globalActor == nil)
        let main = Resolver(testableImports: ["App"], defaultIsolation: .mainActor).resolve([source])
        #expect(main.type("App.Locker")?.globalActor == "Vault")
        #expect(main.type("App.Hook")?.globalActor == "MainActor")
    }

    /// SwiftUI's `View` and its kin are `@MainActor`: a view built by a nonisolated
    /// `provide()` read its main-actor fields from `Sendable` lens closures (PostHog's survey
    /// views). Only where SwiftUI is imported, and not when the inputs declare the name.
    @Test func aConformanceToAMainActorFrameworkProtocolIsolatesTheType() {
        let views = Parser.parse("""
            import SwiftUI
            struct Badge: View { let title: String }
            struct Faded: SwiftUI.ViewModifier { var opacity: Double }
            protocol CardView: View {}
            struct Card: CardView { let name: String }
            struct Plain: Hashable { let id: Int }
            nonisolated struct Loose: View { let id: Int }
            """, path: "Sources/App/Views.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([views])
        #expect(plan.type("App.Badge")?.globalActor == "MainActor")
        #expect(plan.type("App.Badge")?.providableIsolation == "MainActor")
        #expect(plan.type("App.Faded")?.globalActor == "MainActor")
        #expect(plan.type("App.Card")?.globalActor == "MainActor")
        #expect(plan.type("App.Plain")?.globalActor == nil)
        #expect(plan.type("App.Loose")?.globalActor == nil)

        let withoutSwiftUI = Parser.parse("struct Badge: View { let title: String }", path: "Sources/App/Views.swift")
        #expect(Resolver(testableImports: ["App"]).resolve([withoutSwiftUI]).type("App.Badge")?.globalActor == nil)
        let ownView = Parser.parse("""
            import SwiftUI
            protocol View {}
            struct Badge: View { let title: String }
            """, path: "Sources/App/Views.swift")
        #expect(Resolver(testableImports: ["App"]).resolve([ownView]).type("App.Badge")?.globalActor == nil)
    }

    /// A subclass inherits its superclass's isolation: UIKit's views are `@MainActor`, and a
    /// nonisolated `provide()` calling `MaskView(frame:)` did not compile (PostHog's masking
    /// views); so is a subclass of a `@MainActor` class of the inputs.
    @Test func aSubclassInheritsItsSuperclassIsolation() {
        let views = Parser.parse("""
            import UIKit
            final class MaskView: UIView { let radius: Double; init(radius: Double) { self.radius = radius; super.init(frame: .zero) } }
            class Screen: UIViewController {}
            final class DetailScreen: Screen {}
            @MainActor class Owner {}
            final class Keeper: Owner {}
            final class Plain: NSObject {}
            struct Mask: Hashable { let id: Int }
            """, path: "Sources/App/Views.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([views])
        #expect(plan.type("App.MaskView")?.globalActor == "MainActor")
        #expect(plan.type("App.MaskView")?.providableIsolation == "MainActor")
        #expect(plan.type("App.Screen")?.globalActor == "MainActor")
        #expect(plan.type("App.DetailScreen")?.globalActor == "MainActor")
        #expect(plan.type("App.Keeper")?.globalActor == "MainActor")
        #expect(plan.type("App.Plain")?.globalActor == nil)
        #expect(plan.type("App.Mask")?.globalActor == nil)
    }

    @Test func aFlagParsesForEveryModuleOrOne() {
        #expect(ModelIsolation.parse(argument: "MainActor").map { [$0.module ?? "*", $0.isolation.rawValue] } == ["*", "MainActor"])
        #expect(ModelIsolation.parse(argument: "App=MainActor").map { [$0.module ?? "*", $0.isolation.rawValue] } == ["App", "MainActor"])
        #expect(ModelIsolation.parse(argument: "App=nonisolated")?.isolation == .nonisolated)
        #expect(ModelIsolation.parse(argument: "=MainActor") == nil)
        #expect(ModelIsolation.parse(argument: "App=mainactor") == nil)
        #expect(ModelIsolation.parse(argument: "main") == nil)
    }
}
