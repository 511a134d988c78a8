// swift-tools-version:6.1
import PackageDescription

// factorygen side by side with SwiftParser, Stencil and the compiler, on the synthetic corpus
// and on any folder of models. A package of its own: swift-syntax takes minutes to build, so it
// is never a dependency of factorygen, and neither `swift test` nor CI builds it.
//
//   cd Benchmarks && swift run -c release factorygen-benchmarks [FOLDER --module NAME]
let package = Package(
    name: "FactoryGenBenchmarks",
    dependencies: [
        .package(name: "factorygen", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "factorygen-benchmarks",
            dependencies: [
                .product(name: "FactoryGenCore", package: "factorygen"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
