import FactoryGenCore
import Foundation
import SwiftParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// factorygen-benchmarks: factorygen stage by stage and end to end, SwiftParser's parse alone,
// Stencil and the compiled engine on the same templates and context, and the compiler's
// type-check time of the models and of the generated file, side by side.
//
//   swift run -c release factorygen-benchmarks [FOLDER --module NAME] [--model-flag FLAG]…
//       [--files N] [--iterations N] [--no-typecheck] [--compare-generated FILE]
//
// `--compare-generated` also type-checks FILE (the same folder's output from another version of
// factorygen, say) against the same models, for a before-and-after figure.
// Without FOLDER it measures the synthetic corpus only (`--files` of them, 200 by default).

let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func options(_ name: String) -> [String] {
    arguments.indices.filter { arguments[$0] == name && $0 + 1 < arguments.count }.map { arguments[$0 + 1] }
}

let iterations = Int(option("--iterations") ?? "5") ?? 5
let corpusFiles = Int(option("--files") ?? "200") ?? 200
let typeChecks = !arguments.contains("--no-typecheck")
let corpusFolder = FileManager.default.temporaryDirectory.appendingPathComponent("factorygen-benchmarks-corpus-\(corpusFiles)").path

/// One folder of models to measure.
struct Input {
    var name: String
    var folder: String
    var module: String
    var modelFlags: [String]
}

func swiftFiles(below folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".swift") { files.append((folder as NSString).appendingPathComponent(path)) }
    }
    return files.sorted()
}

/// The `factorygen` built next to this tool (`swift build -c release --product factorygen`).
func commandLineTool() -> URL? {
    guard let executable = Bundle.main.executableURL else { return nil }
    let tool = executable.deletingLastPathComponent().appendingPathComponent("factorygen")
    return FileManager.default.isExecutableFile(atPath: tool.path) ? tool : nil
}

/// Runs `tool` to its end, its output discarded; throws when it cannot start. Spawned and
/// awaited with `posix_spawn` and `waitpid`: Foundation's `Process` took 51 ms to run
/// `/bin/true` here, more than all of a small folder's run.
func run(_ tool: URL, _ arguments: [String]) throws {
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
    #else
    var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([tool.path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, tool.path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw SpawnError(tool: tool.path, code: spawned) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
}

struct SpawnError: Error, CustomStringConvertible {
    let tool: String
    let code: Int32
    var description: String { "cannot start \(tool): \(String(cString: strerror(code)))" }
}

func measure(_ input: Input) throws {
    let paths = swiftFiles(below: input.folder)
    let texts = try paths.map { try String(contentsOfFile: $0, encoding: .utf8) }
    let bytes = texts.reduce(0) { $0 + $1.utf8.count }
    print("== \(input.name): \(paths.count) files, \(bytes) bytes")
    print("".padding(toLength: 34, withPad: " ", startingAt: 0) + "  median ms    best ms")

    // factorygen, stage by stage, then from reading the files to the file written.
    let request = GenerationRequest(sourceFiles: paths, testableImports: [input.module])
    var stages: [String: [Double]] = [:]
    var result = Generator.generate(request)
    for _ in 0..<iterations {
        // The last run's values are freed first: `factorygen` itself never frees them.
        Disposal.waitForBackgroundFrees()
        result = Generator.generate(request)
        for timing in result.timings { stages[timing.stage, default: []].append(timing.seconds) }
    }
    // Nor does freeing them slow down the processes timed next.
    Disposal.waitForBackgroundFrees()
    for timing in result.timings {
        let samples = (stages[timing.stage] ?? []).sorted()
        print(row("factorygen \(timing.stage)", Measurement(median: samples[samples.count / 2], best: samples[0]), timing.detail))
    }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("factorygen-benchmarks-output.swift")
    let endToEnd: Measurement
    if let command = commandLineTool() {
        // What a build pays: process start, finding the files, generating, writing, and exit.
        endToEnd = try Measurement.of(iterations: iterations) {
            try run(command, ["--include", input.folder, "--testable", input.module, "--output", output.path, "--quiet"])
        }
        print(row("factorygen end to end", endToEnd, "the factorygen process, start to exit"))
    } else {
        endToEnd = try Measurement.of(iterations: iterations) {
            let generated = Generator.generate(request)
            try Data(generated.bytes ?? []).write(to: output, options: .atomic)
        }
        print(row("factorygen end to end", endToEnd, "in this process (build the factorygen product for the real one)"))
    }
    let code = result.code ?? ""

    // SwiftParser's parse alone, over the same text already in memory.
    let parse = Measurement.of(iterations: iterations) {
        for text in texts { _ = SwiftParser.Parser.parse(source: text) }
    }
    print(row("SwiftParser parse only", parse, "one thread"))
    let parseConcurrently = Measurement.of(iterations: iterations) {
        DispatchQueue.concurrentPerform(iterations: texts.count) { _ = SwiftParser.Parser.parse(source: texts[$0]) }
    }
    print(row("SwiftParser parse only", parseConcurrently, "all cores, as factorygen parses"))
    print(String(format: "factorygen end to end / SwiftParser parse: %.2f× (all cores)", endToEnd.median / parseConcurrently.median))

    // Stencil and the compiled engine on the same plan.
    let files = zip(paths, texts).map { FactoryGenCore.Parser.parse($1, path: $0, readsDocumentation: false) }
    var compiledRenderer = Renderer(engine: .compiled)
    // As in `factorygen`, which never frees the context: freeing one run's in the background
    // would slow the next one down.
    compiledRenderer.disposal = .leftToExit
    let stencilRenderer = Renderer(engine: .stencil)
    // The texts as rendered: joining one into a single array is not rendering's work.
    var compiledOutput: GeneratedText?
    var stencilOutput: GeneratedText?
    // Compiling the templates is paid once a run, whatever the number of types, and
    // `factorygen` does it on a thread of its own while the sources parse: timed apart, so
    // that a small module's figure a type is the rendering's own.
    let templates = compiledRenderer.compileTemplates()
    let compiling = Measurement.of(iterations: iterations) { _ = compiledRenderer.compileTemplates() }
    let compiled = Measurement.of(iterations: iterations) {
        compiledOutput = compiledRenderer.render(result.plan, files: files, compiled: templates).text
    }
    let stencil = Measurement.of(iterations: max(1, iterations / 2)) { stencilOutput = stencilRenderer.render(result.plan, files: files).text }
    let types = max(result.plan.types.count, 1)
    print(row("templates compiled", compiling, "once a run, beside the parsing"))
    print(row("rendering, compiled", compiled, String(format: "%.1f µs a type (%.1f with the compilation)", compiled.median * 1e6 / Double(types),
                                                      (compiled.median + compiling.median) * 1e6 / Double(types))))
    print(row("rendering, Stencil", stencil, String(format: "%.1f µs a type, its templates' parse included; %@", stencil.median * 1e6 / Double(types),
                                                      compiledOutput == stencilOutput ? "identical output" : "OUTPUT DIFFERS")))

    // What the generated code costs the compiler, next to the models themselves.
    print(String(format: "generated: %d bytes for %d bytes of models (%.2f×), %d types", code.utf8.count, bytes,
                 Double(code.utf8.count) / Double(max(bytes, 1)), result.plan.types.count))
    if typeChecks {
        let check = TypeCheck(models: paths, module: input.module, modelFlags: input.modelFlags, iterations: max(1, iterations / 2))
        do {
            let times = try check.run(generated: code)
            print(row("swiftc -typecheck, models", times.models))
            print(row("swiftc -typecheck, generated file", times.generated,
                      String(format: "%.2f× the models'", times.generated.median / times.models.median)))
            if input.folder != corpusFolder, let other = option("--compare-generated") {
                let text = try String(contentsOfFile: other, encoding: .utf8)
                let compared = try check.run(generated: text)
                print(row("swiftc -typecheck, \((other as NSString).lastPathComponent)", compared.generated,
                          String(format: "%.2f× the models'; %d bytes", compared.generated.median / compared.models.median, text.utf8.count)))
            }
        } catch {
            print("type-check skipped: \(error)")
        }
    }
    print("")
}

do {
    let corpus = corpusFolder
    try? FileManager.default.removeItem(atPath: corpus)
    try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
    for index in 0..<corpusFiles {
        let path = (corpus as NSString).appendingPathComponent(SyntheticCorpus.fileName(index: index))
        try Data(SyntheticCorpus.file(index: index, of: corpusFiles).utf8).write(to: URL(fileURLWithPath: path))
    }
    var inputs = [Input(name: "synthetic corpus (\(corpusFiles) files)", folder: corpus, module: "Corpus", modelFlags: [])]
    if let folder = arguments.first, !folder.hasPrefix("--") {
        inputs.append(Input(name: folder, folder: folder, module: option("--module") ?? "Models", modelFlags: options("--model-flag")))
    }
    for input in inputs { try measure(input) }
} catch {
    FileHandle.standardError.write(Data("factorygen-benchmarks: \(error)\n".utf8))
    exit(1)
}
