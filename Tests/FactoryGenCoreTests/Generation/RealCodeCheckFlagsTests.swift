import FactoryGenCore
import Testing
@testable import FactoryGenVerification

/// What the check tool reads from the models' own compiler flags.
@Suite struct RealCodeCheckFlagsTests {
    @Test func theModelsDefaultIsolationComesFromTheirFlags() {
        #expect(RealCodeCheck.defaultIsolation(in: ["-swift-version", "6", "-default-isolation", "MainActor"]) == .mainActor)
        #expect(RealCodeCheck.defaultIsolation(in: ["-default-isolation", "nonisolated"]) == .nonisolated)
        #expect(RealCodeCheck.defaultIsolation(in: ["-swift-version", "5"]) == .nonisolated)
        // The last one wins, as for the compiler.
        #expect(RealCodeCheck.defaultIsolation(in: ["-default-isolation", "MainActor", "-default-isolation", "nonisolated"]) == .nonisolated)
    }

    @Test func theDriverGetsTheModelsSearchPathsLibrariesAndRunPathsOnly() {
        let flags = ["-swift-version", "5", "-I", "stubs", "-Lbuilt", "-module-alias", "UIKit=Glibc", "-F", "frameworks",
                     "-lSwiftProtobuf", "-l", "Shim", "-Xlinker", "-rpath", "-Xlinker", "built", "-Xlinker", "--no-undefined"]
        #expect(RealCodeCheck.driverFlags(in: flags)
            == ["-I", "stubs", "-Lbuilt", "-F", "frameworks", "-lSwiftProtobuf", "-l", "Shim", "-Xlinker", "-rpath", "-Xlinker", "built"])
    }
}
