// swift-tools-version:6.2
import PackageDescription

/// The metadata of a concrete generic type (`Set<TypeID>`, `[Slot]`) comes from an accessor
/// function, not from its mangled name read at run time: reading one checked the type's
/// requirements (`TypeID: Hashable`) by scanning every conformance record of the static
/// executable, the first time each, and a one-file module's run spent a quarter of its
/// instructions on it (11.2 M → 8.5 M; TootSDK's models 86.9 M → 83.9 M). The flag is the
/// frontend's, not the driver's: it is given only to the compilers it was tried with, so that a
/// later one that drops it never fails a plugin user's build.
#if compiler(<6.4)
let concreteMetadataAccessors: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])]
#else
let concreteMetadataAccessors: [SwiftSetting] = []
#endif

/// The generator is optimized even in a debug build. SwiftPM builds a build tool plugin's
/// executable in the configuration of the build that uses it, so a plugin user's `swift test`
/// ran an unoptimized factorygen, six to nine times slower than `-c release` (README,
/// "SwiftPM plugin"). SwiftPM 6.2 accepts such flags in a dependency required by version when
/// the dependency's tools version is 6.2 or later (swift-package-manager pull request 8951).
///
/// A release build does not check exclusive access at run time: the checks (`swift_beginAccess`
/// on each access to a class's `var` property) were 1.7% of the instructions of a run over
/// twelve real model folders (823 M → 810 M). The compiler still checks what it can see, and
/// the tests, a debug build, keep the run-time checks, so a violation they reach still traps.
let generatorSettings: [SwiftSetting] = [
    .unsafeFlags(["-O"], .when(configuration: .debug)),
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
] + concreteMetadataAccessors

/// On Linux the executable carries the Swift runtime and Foundation inside it. Binding their
/// shared libraries at every start took more than a quarter of a small module's run: run
/// alternately with a dynamically linked build (the plugin's debug one), TootSDK's models took
/// 22.0 ms instead of 30.8 (README, "Benchmarks"). Only the executable is linked so, never a test
/// product, which links the test libraries' shared runtime. `-static-stdlib` goes to the
/// compiler too, so that `main.swift`'s objects name every static library Foundation needs; lld,
/// because gold prints glibc's warning about `mktemp` (in Foundation's archive) at every link.
/// Apple platforms have no static Swift runtime.
///
/// It is not position-independent (`-no-pie`), as Go's executables are not: the loader then
/// has no relocations to apply to the runtime's tables, 80,000 of them, and `--version` took
/// 4.7 ms instead of 6.9 (`perf stat -r 50`, release build).
let staticRuntime = BuildSettingCondition.when(platforms: [.linux])

/// The C++ library is linked statically too. The Swift runtime needs it, and `-static-stdlib`
/// names it with `-lstdc++`, which found its shared object: the loader then bound and relocated
/// it (5,200 relocations) at every start, and `factorygen --version` took 4.16 ms of CPU instead
/// of 3.69 (`perf stat -r 40`). `Sources/factorygen/Linking` comes first among the library
/// folders and holds a linker script named `libstdc++.so` that links `libstdc++.a`, which
/// `-static-stdlib` needs anyway (Swift's Linux dependencies install it).
let cxxLibrary = ["-L", Context.packageDirectory + "/Sources/factorygen/Linking"]

let package = Package(
    name: "factorygen",
    products: [
        .library(name: "FactoryRuntime", targets: ["FactoryRuntime"]),
        .library(name: "FactoryGenCore", targets: ["FactoryGenCore"]),
        .executable(name: "factorygen", targets: ["factorygen"]),
        .plugin(name: "FactoryGenPlugin", targets: ["FactoryGenPlugin"]),
        .plugin(name: "GenerateFactoriesCommand", targets: ["GenerateFactoriesCommand"]),
    ],
    // Opt-in conformances for the packages real apps use everywhere. Without a trait,
    // FactoryRuntime depends on nothing, and SwiftPM does not even fetch these packages.
    traits: [
        .trait(name: "Tagged", description: "Providable conformance for Tagged<Tag, RawValue> (pointfreeco/swift-tagged)."),
        .trait(name: "IdentifiedCollections",
               description: "Providable conformance for IdentifiedArray of Identifiable elements (pointfreeco/swift-identified-collections)."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
        .package(url: "https://github.com/pointfreeco/swift-tagged", from: "0.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
        // `swift package generate-documentation --target FactoryRuntime`: a command plugin only,
        // used by no target, so packages that depend on factorygen neither fetch nor build it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The runtime every generated file and every user test imports: no dependencies, but
        // for the packages a trait opts into.
        .target(
            name: "FactoryRuntime",
            dependencies: [
                .product(name: "Tagged", package: "swift-tagged", condition: .when(traits: ["Tagged"])),
                .product(name: "IdentifiedCollections", package: "swift-identified-collections", condition: .when(traits: ["IdentifiedCollections"])),
            ]
        ),

        // libclang's C layouts and function types, for loading it at run time: a header only,
        // so that building never needs libclang.
        .target(name: "CLibclang"),
        // The allocator's settings the executable makes at start (`Sources/factorygen/main.swift`),
        // and the hint each of the pipeline's threads gives once it is on (`HugePages.swift`).
        .target(name: "CHeap"),

        // The pipeline: lexing → parsing → resolution → rendering → output.
        .target(
            name: "FactoryGenCore",
            dependencies: [
                "CLibclang",
                "CHeap",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Stencil", package: "Stencil"),
            ],
            swiftSettings: generatorSettings
        ),

        // The command line's ArgumentParser commands, apart from the executable so that the
        // tests can link them without the executable's static runtime.
        .target(
            name: "FactoryGenCommands",
            dependencies: [
                "FactoryGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: generatorSettings
        ),

        .executableTarget(
            name: "factorygen",
            dependencies: ["CHeap", "FactoryGenCommands"],
            exclude: ["Linking"],
            swiftSettings: generatorSettings + [.unsafeFlags(["-static-stdlib"], staticRuntime)],
            linkerSettings: [.unsafeFlags(["-static-stdlib", "-use-ld=lld", "-Xclang-linker", "-no-pie"] + cxxLibrary, staticRuntime)]
        ),

        // The law driver and the real-code check: factorygen's output compiled and run on any
        // folder of models. Not a product.
        .target(name: "FactoryGenVerification", dependencies: ["FactoryGenCore"]),
        .executableTarget(
            name: "factorygen-check",
            dependencies: ["FactoryGenCore", "FactoryGenVerification", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/factorygen-check"
        ),

        // Front-end throughput and the synthetic corpus it reads; not a product.
        .executableTarget(name: "factorygen-bench", dependencies: ["FactoryGenCore"], path: "Sources/factorygen-bench"),

        .plugin(
            name: "FactoryGenPlugin",
            capability: .buildTool(),
            dependencies: ["factorygen"],
            path: "Sources/FactoryGenPlugin"
        ),
        .plugin(
            name: "GenerateFactoriesCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-factories",
                    description: "Generates factories and lenses into the package, for teams that commit them."
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes the generated factories file into the package."),
                ]
            ),
            dependencies: ["factorygen"],
            path: "Sources/GenerateFactoriesCommand"
        ),

        // FactoryGenCore only for its list of standard types, which the runtime must all conform.
        .testTarget(name: "FactoryRuntimeTests", dependencies: ["FactoryRuntime", "FactoryGenCore"]),
        .testTarget(
            name: "FactoryGenCoreTests",
            // The command line's ArgumentParser commands, which the one-pass reading of the
            // common arguments is compared with.
            dependencies: ["FactoryGenCore", "FactoryGenVerification", "FactoryGenCommands"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
