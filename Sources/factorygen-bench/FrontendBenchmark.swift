import FactoryGenCore
import Foundation

/// Measures the front end (lexing and parsing) single-threaded over a folder of Swift files.
/// Files are read into memory first; only `Parser.parse` is timed.
struct FrontendBenchmark {
    var files: [(path: String, bytes: [UInt8])]
    var iterations: Int

    struct Result {
        var bytes: Int
        var lines: Int
        /// Lexing and parsing (`Parser.parse`), per iteration.
        var seconds: [Double]
        /// Lexing alone (`Lexer.tokenize`, which also copies the tokens out), per iteration.
        var lexingSeconds: [Double]
        var declarations: DeclarationCount
    }

    /// Reads every `.swift` file below `directory`, in path order.
    static func load(directory: String) throws -> [(path: String, bytes: [UInt8])] {
        let root = URL(fileURLWithPath: directory)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw BenchmarkError("cannot read \(directory)")
        }
        var files: [(path: String, bytes: [UInt8])] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw BenchmarkError("cannot read \(url.path)")
            }
            files.append((url.path, [UInt8](data)))
        }
        guard !files.isEmpty else { throw BenchmarkError("no .swift files in \(directory)") }
        return files.sorted { $0.path < $1.path }
    }

    func run() -> Result {
        let bytes = files.reduce(0) { $0 + $1.bytes.count }
        let lines = files.reduce(0) { total, file in total + file.bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
        // One untimed pass warms caches and gives the declaration count.
        var declarations = DeclarationCount()
        for file in files {
            declarations.add(Parser.parse(file.bytes, path: file.path))
        }
        let seconds = measure { file in Parser.parse(file.bytes, path: file.path).types.count }
        let lexingSeconds = measure { file in Lexer.tokenize(file.bytes).tokens.count }
        return Result(bytes: bytes, lines: lines, seconds: seconds, lexingSeconds: lexingSeconds, declarations: declarations)
    }

    /// Times `work` over all files, `iterations` times.
    private func measure(_ work: ((path: String, bytes: [UInt8])) -> Int) -> [Double] {
        let clock = ContinuousClock()
        var seconds: [Double] = []
        for _ in 0..<iterations {
            var found = 0
            let elapsed = clock.measure {
                for file in files { found &+= work(file) }
            }
            // Using the result keeps the optimizer from dropping the work.
            precondition(found >= 0)
            seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return seconds
    }
}

/// What the parser found, summed over files: the benchmark's check that it parsed something.
struct DeclarationCount {
    var types = 0, extensions = 0, properties = 0, cases = 0, initializers = 0, functions = 0, diagnostics = 0

    var total: Int { types + extensions + properties + cases + initializers + functions }

    mutating func add(_ file: SourceFile) {
        extensions += file.extensions.count
        diagnostics += file.diagnostics.count
        for type in file.types { add(type) }
        for declaration in file.extensions { add(declaration.members) }
    }

    private mutating func add(_ type: TypeDeclaration) {
        types += 1
        add(type.members)
    }

    private mutating func add(_ members: MemberList) {
        properties += members.properties.count
        cases += members.cases.count
        initializers += members.initializers.count
        functions += members.functions.count
        for nested in members.nestedTypes { add(nested) }
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
