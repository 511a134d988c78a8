/// The pipeline stage that reads C headers, next to parsing: libclang is loaded here, the
/// only place that needs it, so that without it only a request with headers fails.
enum CHeaderStage {
    struct Output {
        var files: [SourceFile]
        var diagnostics: [Diagnostic]
        var types: Int
    }

    static func read(_ settings: CHeaderSettings) -> Output {
        switch Libclang.load(settings.search) {
        case .failure(let problem):
            return Output(files: [], diagnostics: [.error(problem.message)], types: 0)
        case .success(let clang):
            let read = CHeaderReader(clang: clang).read(headers: settings.headers, flags: settings.flags)
            let types = read.files.reduce(0) { $0 + $1.types.count }
            return Output(files: read.files, diagnostics: read.diagnostics, types: types)
        }
    }
}
