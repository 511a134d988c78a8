import Foundation
import Testing

/// The build tool plugin in a package whose manifest predates Swift 5.9's package names: SwiftPM
/// builds its test target and models as if from different packages, so the conformances must
/// be `@retroactive` for the test target to build without a warning at each one (GraphQLSwift's
/// GraphQL and TOMLKit, tools 5.8, had one per conformance).
@Suite(.serialized)
struct OldToolsVersionPluginTests {
    @Test func aPackageBelowToolsVersion5_9GetsRetroactiveConformances() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("factorygen-tools58-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Package.swift": """
            // swift-tools-version:5.8
            import PackageDescription

            let package = Package(
                name: "Sketch",
                dependencies: [.package(name: "factorygen", path: "\(Repository.root.path)")],
                targets: [
                    .target(name: "Shapes"),
                    .testTarget(
                        name: "ShapesTests",
                        dependencies: ["Shapes", .product(name: "FactoryRuntime", package: "factorygen")],
                        plugins: [.plugin(name: "FactoryGenPlugin", package: "factorygen")]
                    ),
                ]
            )
            """,
            "Sources/Shapes/Circle.swift": """
            public struct Circle: Equatable {
                public var radius: Double
                public let label: String

                public init(radius: Double, label: String) {
                    self.radius = radius
                    self.label = label
                }
            }
            """,
            "Tests/ShapesTests/CircleTests.swift": """
            import FactoryRuntime
            import Shapes
            import XCTest

            final class CircleTests: XCTestCase {
                func testALensSetsTheRadius() {
                    let circle = Factory<Circle>.provide() |> Circle._radius *~ 2
                    XCTAssertEqual(circle.radius, 2)
                }
            }
            """,
        ]
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }

        let tests = try Shell.run(Shell.swift, ["test"], in: root)
        let output = tests.stdout + tests.stderr
        #expect(tests.status == 0, "the package's tests failed:\n\(output)")
        #expect(output.contains("testALensSetsTheRadius"), "\(output)")
        let warnings = output.split(separator: "\n").filter { $0.contains("Factories.generated.swift") && $0.contains("warning:") }
        #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
    }
}
