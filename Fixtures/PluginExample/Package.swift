// swift-tools-version:6.1
import PackageDescription

// An app library with models, and a test target that gets factories from the plugin.
let package = Package(
    name: "PluginExample",
    dependencies: [
        // A user writes: .package(url: "https://github.com/<owner>/factorygen", from: "<version>")
        .package(name: "factorygen", path: "../.."),
    ],
    targets: [
        .target(name: "Shop"),
        .testTarget(
            name: "ShopTests",
            dependencies: ["Shop", .product(name: "FactoryRuntime", package: "factorygen")],
            plugins: [.plugin(name: "FactoryGenPlugin", package: "factorygen")]
        ),
    ]
)
