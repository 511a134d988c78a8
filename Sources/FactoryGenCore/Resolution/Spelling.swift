/// Spells a resolved type so that it compiles inside `extension <Context>` in the test
/// module: user types by their full path from the top level, standard types by their short
/// name, each qualified with its module when the context's own members would shadow it.
///
/// ```swift
/// // struct User { struct Date {}; let created: Foundation.Date }
/// spelling.spell(createdType, in: user) // "Foundation.Date"
/// ```
struct Spelling {
    let table: SymbolTable
    /// The module to qualify a shadowed user type with, when there is exactly one.
    let userModule: String?

    private static let foundationNames: Set<String> = ["Data", "Date", "URL", "UUID", "Decimal"]

    func spell(_ type: ResolvedType, in context: TypeID?) -> String {
        switch type {
        case .user(let id, let arguments):
            let node = table[id]
            var components = node.path.map(Identifier.escapedType)
            if !arguments.isEmpty {
                components[components.count - 1] += "<" + arguments.map { spell($0, in: context) }.joined(separator: ", ") + ">"
            }
            let spelled = components.joined(separator: ".")
            if let userModule, isShadowed(node.path[0], expected: topLevelID(of: id), in: context) || NameLookup.standardNames.contains(node.path[0]) {
                return userModule + "." + spelled
            }
            return spelled
        case .standard(let name, let arguments):
            switch (name, arguments.count) {
            case ("Optional", 1): return postfixOperand(arguments[0], in: context) + "?"
            case ("Array", 1): return "[" + spell(arguments[0], in: context) + "]"
            case ("Dictionary", 2): return "[" + spell(arguments[0], in: context) + ": " + spell(arguments[1], in: context) + "]"
            default:
                let base = isShadowed(name, expected: nil, in: context)
                    ? (Self.foundationNames.contains(name) ? "Foundation." : "Swift.") + name
                    : name
                guard !arguments.isEmpty else { return base }
                return base + "<" + arguments.map { spell($0, in: context) }.joined(separator: ", ") + ">"
            }
        case .genericParameter(let name):
            return name
        case .tuple(let elements):
            if elements.isEmpty { return "Void" }
            return "(" + elements.map { element in
                (element.label.map { Identifier.label($0) + ": " } ?? "") + spell(element.type, in: context)
            }.joined(separator: ", ") + ")"
        case .function(let function):
            let parameters = function.parameters.map { parameter in
                parameter.prefix + spell(parameter.type, in: context) + (parameter.isVariadic ? "..." : "")
            }
            return function.attributes + "(" + parameters.joined(separator: ", ") + ")" + function.effects + " -> " + spell(function.returnType, in: context)
        case .existential(let protocols):
            return "any " + protocols.map { spell(.user($0, arguments: []), in: context) }.joined(separator: " & ")
        case .metatype(let base):
            return postfixOperand(base, in: context) + ".Type"
        case .unprovidable(_, let spelling):
            return spelling
        }
    }

    /// The name to write after `extension` and to call initializers with: the full path,
    /// qualified with the module when it collides with a standard name (`App.Date`).
    func qualifiedName(of id: TypeID) -> String {
        typeName(of: id) { _ in [] }
    }

    /// The type as a lens's `Whole`: `Box<T>`, `Outer<T>.Inner`.
    func selfType(of id: TypeID) -> String {
        typeName(of: id) { table.genericParameters(of: $0) }
    }

    private func typeName(of id: TypeID, arguments: (TypeID) -> [String]) -> String {
        var components: [String] = []
        var current: TypeID? = id
        while let type = current {
            let parameters = arguments(type)
            let name = Identifier.escapedType(table[type].name)
            components.append(parameters.isEmpty ? name : name + "<" + parameters.joined(separator: ", ") + ">")
            current = table[type].parent
        }
        let spelled = components.reversed().joined(separator: ".")
        if let userModule, NameLookup.standardNames.contains(table[id].path[0]) { return userModule + "." + spelled }
        return spelled
    }

    private func postfixOperand(_ type: ResolvedType, in context: TypeID?) -> String {
        switch type {
        case .function, .existential: "(" + spell(type, in: context) + ")"
        default: spell(type, in: context)
        }
    }

    private func topLevelID(of id: TypeID) -> TypeID {
        var current = id
        while let parent = table[current].parent { current = parent }
        return current
    }

    /// Whether `name`, written inside `extension Context`, would mean something other than
    /// the top-level type `expected` (`nil`: a standard type, which no user type may shadow).
    private func isShadowed(_ name: String, expected: TypeID?, in context: TypeID?) -> Bool {
        if let context {
            if table.genericParametersInScope(of: context).contains(name) { return true }
            if let found = table.member(name, of: context) {
                if case .type(let id) = found, id == expected { return false }
                return true
            }
        }
        guard let topLevel = table.topLevel[name] else { return false }
        if case .type(let id) = topLevel, id == expected { return false }
        return expected == nil
    }
}

/// Identifiers as they must be written in generated code.
enum Identifier {
    /// Words that need backticks when used as a name.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// `name`, backticked when it is a keyword: `` `default` ``; `Type` and `Protocol` too,
    /// which after a dot would mean a metatype.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) || name == "Type" || name == "Protocol" ? "`\(name)`" : name
    }

    /// An argument or tuple label: only `inout`, `var` and `let` need backticks there.
    static func label(_ name: String) -> String {
        name == "inout" || name == "var" || name == "let" ? "`\(name)`" : name
    }

    /// A type name component, backticked when needed (`Self` and `Any` cannot be user type names).
    static func escapedType(_ name: String) -> String {
        name == "Self" || name == "Any" ? name : escaped(name)
    }
}
