/// The SPI groups the models declare (`@_spi(Experimental) public struct …`). `@testable`
/// does not reach an SPI declaration, so the generated file imports the models' modules with
/// each group: `@_spi(Experimental) @unsafe @preconcurrency @testable import App`. A group a module
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
        // By index: a declaration copied out of its array retained each of its many fields.
        func add(_ members: borrowing MemberList) {
            for index in members.properties.indices { add(members.properties[index].attributes) }
            for index in members.cases.indices { add(members.cases[index].attributes) }
            for index in members.initializers.indices { add(members.initializers[index].attributes) }
            for index in members.functions.indices { add(members.functions[index].attributes) }
            for index in members.subscripts.indices { add(members.subscripts[index].attributes) }
            members.nestedTypes.withUnsafeBufferPointer { types in
                for index in types.indices { add(types[index]) }
            }
        }
        func add(_ declaration: borrowing TypeDeclaration) {
            add(declaration.attributes)
            add(declaration.members)
        }
        for file in files {
            // Lent from a buffer pointer: an array's subscript copied each declaration.
            file.types.withUnsafeBufferPointer { types in
                for index in types.indices { add(types[index]) }
            }
            for index in file.extensions.indices {
                add(file.extensions[index].attributes)
                add(file.extensions[index].members)
            }
        }
        return names.sorted()
    }
}
