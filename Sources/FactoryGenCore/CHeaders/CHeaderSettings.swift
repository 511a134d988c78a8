/// What to read from C headers: the `clang:` section of `.factory.yml`, its paths resolved.
///
/// ```swift
/// let settings = CHeaderSettings(headers: ["Include/geometry.h"], flags: ["-IInclude"], module: "Geometry")
/// var request = GenerationRequest(sourceFiles: ["Models/Scene.swift"], testableImports: ["Scene"])
/// request.cHeaders = settings   // the output imports Geometry and provides its structs
/// ```
public struct CHeaderSettings: Hashable, Sendable {
    /// The headers, in the order they are included: a header may need an earlier one.
    public var headers: [String]
    /// Compiler flags for libclang: `-I`, `-D`, `-std=…`.
    public var flags: [String]
    /// The Clang module that declares the headers' types (its `module.modulemap` names it):
    /// the generated file imports it and spells the types with it (`Geometry.Point`).
    public var module: String
    /// Where libclang is looked for.
    public var search: LibclangSearch

    public init(headers: [String], flags: [String] = [], module: String, search: LibclangSearch = .standard()) {
        self.headers = headers
        self.flags = flags
        self.module = module
        self.search = search
    }
}
