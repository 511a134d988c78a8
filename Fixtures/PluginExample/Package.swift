// swift-tools-version:6.1
import PackageDescription

// An app library with models, and a test target that gets factories from the plugin.
let package = Package(
    name: "PluginExample",
    dependencies: [
        // A user writes: .package(url: "https://github.com/<owner>/factorygen", from: "<version>")
        .package(name: "factorygen", path: "../.."),
        // Only for the Quick spec: factories and lenses work the same with Quick and Nimble.
        .package(url: "https://github.com/Quick/Quick", from: "7.6.2"),
        .package(url: "https://github.com/Quick/Nimble", from: "13.8.0"),
    ],
    targets: [
        .target(name: "Shop"),
        .testTarget(
            name: "ShopTests",
            dependencies: [
                "Shop", .product(name: "FactoryRuntime", package: "factorygen"),
                .product(name: "Quick", package: "Quick"), .product(name: "Nimble", package: "Nimble"),
            ],
            plugins: [.plugin(name: "FactoryGenPlugin", package: "factorygen")]
        ),
    ]
)
