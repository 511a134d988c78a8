// swift-tools-version:6.2
import PackageDescription

// An app library with models, an app target built with main-actor default isolation, and a test
// target that gets factories for both from the plugin.
let package = Package(
    name: "PluginExample",
    dependencies: [
        // A user writes: .package(url: "https://github.com/<owner>/factorygen", from: "<version>")
        .package(name: "factorygen", path: "../..", traits: ["Tagged", "IdentifiedCollections"]),
        // The models use Point-Free's Tagged and IdentifiedArray; FactoryRuntime's traits above
        // make them Providable, so the models' fields of those types get built.
        .package(url: "https://github.com/pointfreeco/swift-tagged", from: "0.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
        // Only for the Quick spec: factories and lenses work the same with Quick and Nimble.
        .package(url: "https://github.com/Quick/Quick", from: "7.6.2"),
        .package(url: "https://github.com/Quick/Nimble", from: "13.8.0"),
    ],
    targets: [
        .target(
            name: "Shop",
            dependencies: [
                .product(name: "Tagged", package: "swift-tagged"),
                .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
            ]
        ),
        // As a new app target is: every type that declares no isolation is @MainActor. The
        // plugin reads this setting and generates main-actor factories and lenses for it.
        .target(name: "Storefront", dependencies: ["Shop"], swiftSettings: [.defaultIsolation(MainActor.self)]),
        .testTarget(
            name: "ShopTests",
            dependencies: [
                "Shop", "Storefront", .product(name: "FactoryRuntime", package: "factorygen"),
                .product(name: "Quick", package: "Quick"), .product(name: "Nimble", package: "Nimble"),
            ],
            plugins: [.plugin(name: "FactoryGenPlugin", package: "factorygen")]
        ),
    ]
)
