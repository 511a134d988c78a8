import Testing
@testable import FactoryGenCore

@Suite struct ManifestIsolationTests {
    static let manifest = #"""
        // swift-tools-version:6.2
        import PackageDescription

        let appSettings: [SwiftSetting] = [
            .defaultIsolation(MainActor.self),
            .enableUpcomingFeature("InferIsolatedConformances"),
        ]

        let package = Package(
            name: "Shop",
            targets: [
                .target(name: "Core"),
                .target(
                    name: "App",
                    dependencies: ["Core"],
                    swiftSettings: [
                        .defaultIsolation( MainActor.self )
                    ]
                ),
                .target(name: "Widgets", swiftSettings: appSettings),
                .target(name: "Legacy", swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]),
                // .target(name: "Commented", swiftSettings: [.defaultIsolation(MainActor.self)]),
                .target(name: "Commented"),
                .target(name: "Explicit", swiftSettings: [.defaultIsolation(nil)]),
                .target(name: "Strings", path: "Sources/(name: \"x\""),
                .testTarget(name: "AppTests", dependencies: ["App"]),
            ]
        )
        """#

    @Test func readsEachTargetsDefaultIsolation() {
        let manifest = ManifestIsolation(manifest: Self.manifest)
        func isMainActor(_ target: String) -> Bool { manifest.isMainActor(target: target) }
        #expect(isMainActor("App"))
        #expect(isMainActor("Widgets"))
        #expect(isMainActor("Legacy"))
        #expect(!isMainActor("Core"))
        #expect(!isMainActor("Commented"))
        #expect(!isMainActor("Explicit"))
        #expect(!isMainActor("Strings"))
        #expect(!isMainActor("AppTests"))
        #expect(!isMainActor("Missing"))
    }

    @Test func anUnfinishedManifestIsNotMainActor() {
        for manifest in [#".target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)"#, "", "/* unterminated"] {
            let isMainActor = ManifestIsolation(manifest: manifest).isMainActor(target: "App")
            #expect(!isMainActor, "\(manifest)")
        }
    }
}
