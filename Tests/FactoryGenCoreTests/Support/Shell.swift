import Foundation

/// Runs external tools (swiftc, the built factorygen) from tests.
enum Shell {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `executable` with `arguments`, waiting for it to finish. Output is read while the
    /// process runs, so a chatty compiler cannot fill a pipe and hang the test.
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let stdoutFile = FileManager.default.temporaryDirectory.appendingPathComponent("fg-out-\(UUID().uuidString)")
        let stderrFile = FileManager.default.temporaryDirectory.appendingPathComponent("fg-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: stdoutFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrFile.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: stdoutFile)
            try? FileManager.default.removeItem(at: stderrFile)
        }
        process.standardOutput = try FileHandle(forWritingTo: stdoutFile)
        process.standardError = try FileHandle(forWritingTo: stderrFile)
        try process.run()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            stdout: (try? String(contentsOf: stdoutFile, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
        )
    }

    /// The `swiftc` on PATH.
    static let swiftc = tool(named: "swiftc")

    /// The `swift` driver on PATH (for `swift build` of example packages).
    static let swift = tool(named: "swift")

    /// The first executable called `name` on PATH.
    static func tool(named name: String) -> String {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/\(name)"
    }
}
