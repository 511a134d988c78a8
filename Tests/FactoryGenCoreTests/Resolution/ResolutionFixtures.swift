@testable import FactoryGenCore

/// Builds syntax-model values for resolution tests, in the shape the parser produces.
enum Syntax {
    static func at(_ line: Int, _ column: Int = 5, file: String = "Models.swift") -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// A type as written: `Int`, `Outer.Id`, `[String: Int]`, `User?`, `(Int, name: String)`,
    /// `@Sendable (Int) async throws -> Bool`, `any P`, `Box<T>`, `P & Q`, `Int.Type`.
    static func type(_ text: String) -> TypeSyntax {
        var reader = TypeReader(bytes: Array(text.utf8))
        return reader.readType()
    }

    static func property(
        _ name: String, _ type: String?, line: Int, column: Int = 9, isLet: Bool = true, value: String? = nil,
        isStatic: Bool = false, isStored: Bool = true, attributes: [Attribute] = [], modifiers: [String] = [],
        access: AccessLevel? = nil, setter: AccessLevel? = nil, condition: String? = nil, file: String = "Models.swift"
    ) -> PropertyDeclaration {
        PropertyDeclaration(
            name: name, type: type.map(Syntax.type), isLet: isLet, initialValue: value, isStored: isStored,
            isStatic: isStatic, attributes: attributes, modifiers: modifiers, accessLevel: access,
            setterAccessLevel: setter, location: at(line, column, file: file), condition: condition
        )
    }

    static func parameter(_ label: String?, _ type: String, name: String? = nil, defaultValue: String? = nil) -> Parameter {
        Parameter(label: label, name: name ?? label, type: Syntax.type(type), defaultValue: defaultValue)
    }

    static func enumCase(_ name: String, _ payload: [Parameter] = [], line: Int, condition: String? = nil, file: String = "Models.swift") -> EnumCaseDeclaration {
        EnumCaseDeclaration(name: name, associatedValues: payload, location: at(line, 10, file: file), condition: condition)
    }

    static func initializer(
        _ parameters: [Parameter], line: Int, failability: InitializerDeclaration.Failability = .none,
        isAsync: Bool = false, throwing: Bool = false, access: AccessLevel? = nil, modifiers: [String] = [],
        file: String = "Models.swift"
    ) -> InitializerDeclaration {
        InitializerDeclaration(
            parameters: parameters, failability: failability, isAsync: isAsync,
            throwsClause: throwing ? .untyped : nil, modifiers: modifiers, accessLevel: access, location: at(line, 5, file: file)
        )
    }

    static func declaration(
        _ kind: TypeDeclaration.Kind, _ name: String, line: Int, column: Int = 1, scope: [String] = [],
        generics: [String] = [], inherits: [String] = [], modifiers: [String] = [], access: AccessLevel? = nil,
        condition: String? = nil, file: String = "Models.swift",
        properties: [PropertyDeclaration] = [], cases: [EnumCaseDeclaration] = [],
        initializers: [InitializerDeclaration] = [], typealiases: [TypealiasDeclaration] = [], nested: [TypeDeclaration] = []
    ) -> TypeDeclaration {
        TypeDeclaration(
            kind: kind, name: name, scope: scope, genericParameters: generics.map { GenericParameter(name: $0) },
            inheritedTypes: inherits.map(Syntax.type), modifiers: modifiers, accessLevel: access,
            location: at(line, column, file: file), condition: condition,
            members: MemberList(properties: properties, cases: cases, initializers: initializers, typealiases: typealiases, nestedTypes: nested)
        )
    }

    static func extensionOf(
        _ type: String, line: Int, inherits: [String] = [], condition: String? = nil, file: String = "Models.swift",
        initializers: [InitializerDeclaration] = [], nested: [TypeDeclaration] = [], typealiases: [TypealiasDeclaration] = []
    ) -> ExtensionDeclaration {
        ExtensionDeclaration(
            extendedType: Syntax.type(type), inheritedTypes: inherits.map(Syntax.type), location: at(line, 1, file: file),
            condition: condition, members: MemberList(initializers: initializers, typealiases: typealiases, nestedTypes: nested)
        )
    }

    static func alias(
        _ name: String, _ target: String, line: Int, scope: [String] = [], generics: [String] = [], access: AccessLevel? = nil,
        condition: String? = nil
    ) -> TypealiasDeclaration {
        TypealiasDeclaration(
            name: name, scope: scope, genericParameters: generics.map { GenericParameter(name: $0) },
            target: Syntax.type(target), accessLevel: access, location: at(line, 5), condition: condition
        )
    }
}

/// Reads the small type grammar test fixtures use.
private struct TypeReader {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipSpaces() {
        while current == UInt8(ascii: " ") { position += 1 }
    }

    private mutating func consume(_ text: String) -> Bool {
        skipSpaces()
        let expected = Array(text.utf8)
        guard bytes.count - position >= expected.count, Array(bytes[position..<position + expected.count]) == expected else { return false }
        position += expected.count
        return true
    }

    private mutating func identifier() -> String {
        skipSpaces()
        let start = position
        while let byte = current, byte >= 0x80 || byte == UInt8(ascii: "_")
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    mutating func readType() -> TypeSyntax {
        var attributes: [Attribute] = []
        while consume("@") { attributes.append(Attribute(name: identifier())) }
        var type: TypeSyntax
        if consume("any ") {
            type = .existential(readPrimary())
        } else if consume("some ") {
            type = .opaque(readPrimary())
        } else {
            type = readPrimary()
        }
        if consume("&") {
            var parts = [type, readPrimary()]
            while consume("&") { parts.append(readPrimary()) }
            type = .composition(parts)
        }
        return attributes.isEmpty ? type : .attributed(type, attributes: attributes, specifiers: [])
    }

    private mutating func readPrimary() -> TypeSyntax {
        var type: TypeSyntax
        if consume("[") {
            let first = readType()
            if consume(":") {
                type = .dictionary(key: first, value: readType())
            } else {
                type = .array(first)
            }
            _ = consume("]")
        } else if consume("(") {
            var elements: [TupleTypeElement] = []
            while !consume(")") {
                let save = position
                let name = identifier()
                var label: String?
                if !name.isEmpty, consume(":") { label = name } else { position = save }
                elements.append(TupleTypeElement(label: label, type: readType()))
                _ = consume(",")
            }
            let isAsync = consume("async")
            let throwsClause: ThrowsClause? = consume("throws") ? .untyped : nil
            if consume("->") {
                type = .function(FunctionTypeSyntax(
                    parameters: elements.map { TupleTypeElement(type: $0.type) }, isAsync: isAsync,
                    throwsClause: throwsClause, returnType: readType()
                ))
            } else if elements.count == 1, elements[0].label == nil {
                type = elements[0].type
            } else {
                type = .tuple(elements)
            }
        } else {
            var components: [TypeComponent] = []
            repeat {
                var component = TypeComponent(name: identifier())
                if consume("<") {
                    repeat { component.genericArguments.append(readType()) } while consume(",")
                    _ = consume(">")
                }
                components.append(component)
            } while consume(".")
            if components.count > 1, components.last?.name == "Type" {
                type = .metatype(.nominal(Array(components.dropLast())), .type)
            } else {
                type = .nominal(components)
            }
        }
        while true {
            if consume("?") { type = .optional(type) } else if consume("!") { type = .implicitlyUnwrappedOptional(type) } else { break }
        }
        return type
    }
}
