/// The SPI groups the models declare (`@_spi(Experimental) public struct …`). `@testable`
/// does not reach an SPI declaration, so the generated file imports the models' modules with
/// each group: `@_spi(Experimental) @preconcurrency @testable import App`. A group a module
/// does not declare is accepted silently, so every module is imported with every group.
///
/// ```swift
/// SPIGroups.names(in: files) // ["Experimental"]
/// ```
enum SPIGroups {
    /// The groups named on any declaration or member in `files`, sorted, each once.
    static func names(in files: [SourceFile]) -> [String] {
        var names = Set<String>()
        func add(_ attributes: [Attribute]) {
            for attribute in attributes where attribute.name == "_spi" {
                if let group = attribute.arguments, !group.isEmpty { names.insert(group) }
            }
        }
        func add(_ members: MemberList) {
            for property in members.properties { add(property.attributes) }
            for enumCase in members.cases { add(enumCase.attributes) }
            for initializer in members.initializers { add(initializer.attributes) }
            for function in members.functions { add(function.attributes) }
            for item in members.subscripts { add(item.attributes) }
            for nested in members.nestedTypes { add(nested) }
        }
        func add(_ declaration: TypeDeclaration) {
            add(declaration.attributes)
            add(declaration.members)
        }
        for file in files {
            for declaration in file.types { add(declaration) }
            for extensionDeclaration in file.extensions {
                add(extensionDeclaration.attributes)
                add(extensionDeclaration.members)
            }
        }
        return names.sorted()
    }
}
