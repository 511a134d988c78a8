/// `factorygen generate`: configuration → source files → ``Generator`` → output file.
///
/// ```swift
/// let options = GenerateOptions(configPath: ".factory.yml", mode: .check)
/// let status = GenerateRunner(options: options, generate: Generator.generate).run()
/// ```
///
/// When the sources have errors but the generator still produced code (for the types that
/// succeeded), the code is written and the status is ``CommandStatus/failure``: the project keeps
/// compiling with the factories that could be made, and the build still shows the errors.
public struct GenerateRunner: Sendable {
    /// What the command line asked for.
    public var options: GenerateOptions
    /// Where diagnostics, reports and `--stdout` code go.
    public var console: Console
    /// The pipeline; a parameter so that the command line does not depend on how it is built.
    public var generate: @Sendable (GenerationRequest) -> GenerationResult
    /// What becomes of the run's values at its end: ``Disposal/leftToExit`` when the process
    /// exits right after ``run()``, as the command line does.
    public var disposal: Disposal

    public init(options: GenerateOptions, console: Console = .standard, disposal: Disposal = .background,
                generate: @escaping @Sendable (GenerationRequest) -> GenerationResult) {
        self.options = options
        self.console = console
        self.disposal = disposal
        self.generate = generate
    }

    public func run() -> CommandStatus {
        let quiet = options.verbosity == .quiet
        let clock = ContinuousClock()
        let start = clock.now

        let configuration: Configuration
        do {
            configuration = try ConfigurationLoader.resolve(
                configPath: options.configPath, overrides: options.overrides, in: options.workingDirectory,
                findsDefault: !options.ignoresDefaultConfig)
        } catch {
            console.report(error.diagnostics)
            return .usage
        }
        if let problem = missingSetting(in: configuration) {
            console.report([problem])
            return .usage
        }
        var collection = SourceCollector.collect(configuration)
        if collection.files.isEmpty, !collection.diagnostics.contains(where: { $0.severity == .error }) {
            collection.diagnostics.append(.warning("no Swift files in the includes; the output has no factories"))
        }
        console.report(collection.diagnostics, quiet: quiet)
        if collection.diagnostics.contains(where: { $0.severity == .error }) { return .usage }
        let setupTime = clock.now - start

        var request = configuration.request(sourceFiles: collection.files, contextFiles: collection.contextFiles)
        request.disposal = disposal
        let result = generate(request)
        console.report(result.diagnostics, quiet: quiet)

        let outputStart = clock.now
        var status: CommandStatus = result.hasErrors ? .failure : .success
        var outputDetail = "nothing written"
        if let text = result.text {
            let (outputStatus, detail) = deliver(text, to: configuration.output)
            outputDetail = detail
            if outputStatus != .success { status = outputStatus }
        } else {
            status = .failure
        }

        if options.verbosity == .verbose {
            let timings = [StageTiming(stage: "configuration", seconds: setupTime.seconds,
                                       detail: "\(collection.files.count) Swift files")]
                + result.timings
                + [StageTiming(stage: "output", seconds: (clock.now - outputStart).seconds, detail: outputDetail)]
            console.error(VerboseReport(result: result, fileCount: collection.files.count, timings: timings,
                                        total: (clock.now - start).seconds).text)
        }
        disposal.dispose(result)
        return status
    }

    /// A setting without which nothing can run, as a diagnostic.
    private func missingSetting(in configuration: Configuration) -> Diagnostic? {
        let source = configuration.file.map { "'\($0)' has no '\(ConfigurationKey.includes.rawValue)'" } ?? "no configuration file"
        if configuration.includes.isEmpty {
            return .error("nothing to read: \(source) and no --include was given")
        }
        if configuration.output == nil, options.mode != .standardOutput {
            let fix = configuration.file.map { "set 'output' in '\($0)'" } ?? "pass --output PATH"
            return .error("no output file: \(fix), or pass --stdout")
        }
        return nil
    }

    /// Prints, checks or writes the generated `text`, and says what happened.
    private func deliver(_ text: GeneratedText, to output: ConfiguredPath?) -> (CommandStatus, String) {
        guard options.mode != .standardOutput, let output else {
            console.output(String(decoding: text.bytes, as: UTF8.self))
            return (.success, "printed \(text.count) bytes")
        }
        do {
            if options.mode == .check {
                let outcome = try OutputWriter.check(text, against: output.path)
                guard outcome.changes else { return (.success, "\(output.path) is up to date") }
                let state = outcome == .created ? "does not exist" : "is out of date"
                console.report([.error("'\(output.path)' \(state); run factorygen without --check to update it")])
                return (.failure, "\(output.path) \(state)")
            }
            let outcome = try OutputWriter.write(text, to: output.path)
            return (.success, "\(outcome.rawValue) \(output.path)")
        } catch {
            console.report([error.diagnostic])
            return (.failure, "refused \(output.path)")
        }
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
