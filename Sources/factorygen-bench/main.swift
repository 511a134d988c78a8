import Foundation

// factorygen-bench: synthetic corpus generation and front-end throughput.
//
//   factorygen-bench corpus [--files N] --out DIR
//   factorygen-bench frontend DIR [--iterations N]
//   factorygen-bench pipeline DIR [--iterations N]

let usage = """
    usage: factorygen-bench corpus [--files N] --out DIR
           factorygen-bench frontend DIR [--iterations N]
           factorygen-bench pipeline DIR [--iterations N]
    """

func option(_ name: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("factorygen-bench: \(message)\n".utf8))
    exit(1)
}

func writeCorpus(_ arguments: [String]) throws {
    guard let out = option("--out", in: arguments) else { fail("corpus needs --out DIR\n\(usage)") }
    let count = Int(option("--files", in: arguments) ?? "200") ?? 0
    guard count > 0 else { fail("--files must be a positive number") }
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    var lines = 0, bytes = 0
    for index in 0..<count {
        let text = SyntheticCorpus.file(index: index, of: count)
        let path = (out as NSString).appendingPathComponent(SyntheticCorpus.fileName(index: index))
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        lines += text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        bytes += text.utf8.count
    }
    print("wrote \(count) files, \(lines) lines, \(bytes) bytes to \(out)")
}

func measureFrontend(_ arguments: [String]) throws {
    guard let directory = arguments.first(where: { !$0.hasPrefix("--") }) else { fail("frontend needs DIR\n\(usage)") }
    let iterations = Int(option("--iterations", in: arguments) ?? "10") ?? 0
    guard iterations > 0 else { fail("--iterations must be a positive number") }
    let files = try FrontendBenchmark.load(directory: directory)
    let result = FrontendBenchmark(files: files, iterations: iterations).run()
    print(BenchmarkReport.table(for: result, files: files.count))
}

func measurePipeline(_ arguments: [String]) throws {
    guard let directory = arguments.first(where: { !$0.hasPrefix("--") }) else { fail("pipeline needs DIR\n\(usage)") }
    let iterations = Int(option("--iterations", in: arguments) ?? "5") ?? 0
    guard iterations > 0 else { fail("--iterations must be a positive number") }
    let paths = try FrontendBenchmark.load(directory: directory).map(\.path)
    print(PipelineBenchmark(paths: paths, iterations: iterations).run())
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "corpus": try writeCorpus(Array(arguments.dropFirst()))
    case "frontend": try measureFrontend(Array(arguments.dropFirst()))
    case "pipeline": try measurePipeline(Array(arguments.dropFirst()))
    default: fail(usage)
    }
} catch {
    fail("\(error)")
}
