import FactoryGenCore

/// Builds a ``DeclarationOutline`` from our parser's ``SourceFile``, in the same shape as
/// ``SwiftcOutline``.
enum ParserOutline {
    static func outline(of file: SourceFile) -> DeclarationOutline {
        var outline = DeclarationOutline()
        for module in file.imports {
            outline.add(0, "import \(module)")
        }
        for type in file.types {
            writeType(type, depth: 0, into: &outline)
        }
        for declaration in file.extensions {
            outline.add(0, "extension \(declaration.extendedType) \(position(declaration.location))")
            writeMembers(declaration.members, container: scopeName(of: declaration), depth: 1, into: &outline)
        }
        for alias in file.typealiases {
            outline.add(0, "typealias \(alias.qualifiedName) \(position(alias.location))")
        }
        return outline
    }

    /// The name nested declarations are qualified with, matching ``SwiftcOutline``: the
    /// extended type as written, without generic arguments.
    private static func scopeName(of declaration: ExtensionDeclaration) -> String {
        SwiftcOutline.stripGenericArguments(declaration.extendedType.description)
    }

    private static func writeType(_ type: TypeDeclaration, depth: Int, into outline: inout DeclarationOutline) {
        outline.add(depth, "\(type.kind.rawValue) \(type.qualifiedName) \(position(type.location))")
        writeMembers(type.members, container: type.qualifiedName, depth: depth + 1, into: &outline)
    }

    private static func writeMembers(_ members: MemberList, container: String, depth: Int, into outline: inout DeclarationOutline) {
        var buckets = MemberBuckets()
        for property in members.properties {
            let shape = PropertyShape(
                isLet: property.isLet,
                isComputed: !property.isStored,
                isStatic: property.isStatic,
                isTyped: property.type != nil,
                isInitialized: property.initialValue != nil,
                accessors: property.accessors
            )
            buckets.properties.append("property \(container).\(property.name) \(shape) \(position(property.location))")
        }
        for enumCase in members.cases {
            let name = enumCase.associatedValues.isEmpty
                ? enumCase.name
                : DeclarationOutline.fullName(enumCase.name, labels: enumCase.associatedValues.map(\.label))
            buckets.cases.append("case \(container).\(name) \(position(enumCase.location))")
        }
        for initializer in members.initializers {
            let name = DeclarationOutline.fullName("init", labels: initializer.parameters.map(\.label))
            let failable = initializer.failability == .none ? "" : " failable"
            buckets.initializers.append("init \(container).\(name)\(failable) \(position(initializer.location))")
        }
        for function in members.functions {
            let name = DeclarationOutline.fullName(function.name, labels: function.parameters.map(\.label))
            let isStatic = function.isStatic ? " static" : ""
            buckets.functions.append("func \(container).\(name)\(isStatic) \(position(function.location))")
        }
        for subscriptDeclaration in members.subscripts {
            let name = DeclarationOutline.fullName("subscript", labels: subscriptDeclaration.parameters.map(\.label))
            let isStatic = subscriptDeclaration.isStatic ? " static" : ""
            buckets.subscripts.append("subscript \(container).\(name)\(isStatic) \(position(subscriptDeclaration.location))")
        }
        for alias in members.typealiases {
            buckets.typealiases.append("typealias \(alias.qualifiedName) \(position(alias.location))")
        }
        for associatedType in members.associatedTypes {
            buckets.associatedTypes.append("associatedtype \(container).\(associatedType.name) \(position(associatedType.location))")
        }
        buckets.write(into: &outline, depth: depth)
        for nested in members.nestedTypes {
            writeType(nested, depth: depth, into: &outline)
        }
    }

    private static func position(_ location: SourceLocation) -> String {
        DeclarationOutline.position(location.line, location.column)
    }
}
