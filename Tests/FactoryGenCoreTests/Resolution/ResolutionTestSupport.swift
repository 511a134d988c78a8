@testable import FactoryGenCore

/// Resolves the given declarations as one file, `Models.swift`.
func resolvePlan(
    _ types: [TypeDeclaration], extensions: [ExtensionDeclaration] = [], typealiases: [TypealiasDeclaration] = [],
    testableImports: [String] = []
) -> GenerationPlan {
    Resolver(testableImports: testableImports).resolve([
        SourceFile(path: "Models.swift", types: types, extensions: extensions, typealiases: typealiases),
    ])
}

/// Parses `source` as `Models/App.swift` and resolves it for a test module that imports `App`.
func resolvePlan(_ source: String) -> GenerationPlan {
    Resolver(testableImports: ["App"]).resolve([Parser.parse(source, path: "Models/App.swift")])
}

extension GenerationPlan {
    func type(_ name: String) -> TypePlan? { types.first { $0.name == name } }
}
