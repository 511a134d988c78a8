import Testing
@testable import FactoryGenCore

/// A type unavailable on some platforms is generated for the others, under `#if`; one
/// unavailable everywhere, or obsoleted, is skipped.
@Suite struct PlatformAvailabilityTests {
    private func available(_ arguments: String) -> Attribute { Attribute(name: "available", arguments: arguments) }

    @Test func eachNamedPlatformIsLeftOut() {
        #expect(PlatformAvailability.condition(of: [available("iOS, unavailable")]) == "!os(iOS)")
        #expect(PlatformAvailability.condition(of: [available("OSX, unavailable, message: \"iOS, unavailable\"")]) == "!os(macOS)")
        #expect(PlatformAvailability.condition(of: [available("macCatalyst, unavailable"), available("tvOS, unavailable"), available("macCatalyst, unavailable")])
            == "!targetEnvironment(macCatalyst) && !os(tvOS)")
    }

    @Test func nothingIsLeftOutWhereNoPlatformIsNamedAlone() {
        for arguments in ["*, unavailable", "iOS, obsoleted: 15", "macOS, introduced: 10.15, obsoleted: 12", "iOS, deprecated",
                          "iOS 13, macOS 10.15, *", "iOSApplicationExtension, unavailable", "Linux, unavailable",
                          "iOS, deprecated, message: \"unavailable soon\""] {
            #expect(PlatformAvailability.condition(of: [available(arguments)]) == nil, "\(arguments)")
        }
        #expect(PlatformAvailability.condition(of: [Attribute(name: "MainActor")]) == nil)
    }

    @Test func aTypeUnavailableOnOnePlatformIsGeneratedUnderTheIfThatLeavesItOut() {
        let plan = resolvePlan("""
            #if canImport(AppKit)
            @available(iOS, unavailable)
            struct Kiosk {
                var location: String
                struct Screen { var inches: Int }
            }
            #endif
            @available(*, unavailable)
            struct Booth { var location: String }
            @available(watchOS, obsoleted: 9)
            struct Stall { var location: String }
            """)
        #expect(plan.types.map(\.name) == ["App.Kiosk", "App.Kiosk.Screen"])
        #expect(plan.types.map(\.condition) == ["(canImport(AppKit)) && (!os(iOS))", "(canImport(AppKit)) && (!os(iOS))"])
        #expect(plan.skipped.map(\.name).sorted() == ["Booth", "Stall"])
    }

    @Test func aJoinedConditionImpliesEachOfItsParts() {
        let joined = ConditionalCompilation.join(["DEBUG", "!os(iOS)", "canImport(UIKit)"])
        #expect(joined == "(DEBUG) && (!os(iOS)) && (canImport(UIKit))")
        for part in ["DEBUG", "!os(iOS)", "canImport(UIKit)", joined!] { #expect(ConditionalCompilation.implies(joined, part), "\(part)") }
        #expect(!ConditionalCompilation.implies(joined, "os(iOS)"))
        #expect(!ConditionalCompilation.implies(joined, "iOS"))
        #expect(!ConditionalCompilation.implies("DEBUG || TESTING", "DEBUG"))
        #expect(!ConditionalCompilation.implies(nil, "DEBUG"))
    }
}
