/// Spells a resolved type so that it compiles inside `extension <Context>` in the test
/// module: model types by their module and full path (`App.Outer.Inner`), so that no other
/// imported module (Foundation's `Notification`, say) can capture the name; standard types by
/// their short name, qualified with their module when a model type or the context's own
/// members would shadow it.
///
/// A module that declares a type named like itself cannot qualify with a dot (`App.Thing`
/// would mean a member of the type `App`): there the module selector is written, `App::Thing`.
///
/// ```swift
/// // struct User { struct Date {}; let created: Foundation.Date }
/// spelling.spell(createdType, in: user) // "Foundation.Date"
/// ```
struct Spelling {
    let table: SymbolTable
    /// Each type's ``qualifiedName(of:)`` and ``selfType(of:)``, spelled once: every factory
    /// call, lens and extension writes them. They differ in more than the generic arguments
    /// where the type's own members shadow its module (see ``selfType(of:)``).
    private let qualifiedNames: [String]
    private let selfTypes: [String]
    /// Each type's path without its module or generic arguments: `Outer.Inner`.
    private let paths: [String]
    /// The module that qualifies each type's path: its outermost type's.
    private let rootModules: [String?]
    /// Whether a type's qualified name is how it is spelled in every context: its module's name
    /// is no scope's, so nothing can shadow it. Most are, and are spelled without a new string.
    private let spelledAlikeEverywhere: [Bool]
    /// Whether a model or member may be named `Factory`: only then is the name looked up.
    private let factoryMayBeShadowed: Bool

    init(table: SymbolTable) {
        self.table = table
        // A parent is registered before its nested types, so its names are spelled already.
        var paths: [String] = [], genericPaths: [String] = []
        paths.reserveCapacity(table.nodes.count)
        genericPaths.reserveCapacity(table.nodes.count)
        // Whether a type lies in a standard type's holder: it is spelled from the standard
        // type's name, which no module qualifies (``StandardTypeHolders``).
        var held: [Bool] = []
        held.reserveCapacity(table.nodes.count)
        // A path is qualified by its outermost type's module, not by the module that declares
        // the type: `NIOCore.NIOBSDSocket.SocketType` for a type NIOPosix nests in an
        // extension of NIOCore's enum (`NIOPosix.NIOBSDSocket` names no type).
        var rootModules: [String?] = []
        rootModules.reserveCapacity(table.nodes.count)
        for node in table.nodes {
            held.append(node.standardType != nil || node.parent.map { held[$0.index] } ?? false)
            rootModules.append(node.parent.map { rootModules[$0.index] } ?? node.module)
            // A type or member of the inputs named like the standard type would capture its name.
            let name = node.standardType.map { StandardTypeHolders.spelling(of: $0, shadowed: table.scopeNames[$0] != nil) }
                ?? Identifier.escapedType(node.name)
            let generic = node.genericParameters.isEmpty
                ? name : String(concatenating: name, "<", node.genericParameters.joinedBytes(separator: ", "), ">")
            if let parent = node.parent {
                paths.append(String(concatenating: paths[parent.index], ".", name))
                genericPaths.append(String(concatenating: genericPaths[parent.index], ".", generic))
            } else {
                paths.append(name)
                genericPaths.append(generic)
            }
        }
        var modulePrefixes: [String: String] = [:]
        for module in Set(table.nodes.compactMap(\.module)) {
            modulePrefixes[module] = module + (Self.isShadowed(module, in: nil, table: table) ? "::" : ".")
        }
        self.paths = paths
        self.rootModules = rootModules
        spelledAlikeEverywhere = table.nodes.indices.map { index in
            held[index] || rootModules[index].map { table.scopeNames[$0] == nil } ?? false
        }
        factoryMayBeShadowed = table.scopeNames["Factory"] != nil
        // The qualified names on all cores: they read only the tables above.
        let qualified = Array(table.nodes.indices).concurrentMap { index -> (name: String, selfType: String) in
            guard !held[index], let module = rootModules[index], let prefix = modulePrefixes[module] else {
                return (paths[index], genericPaths[index])
            }
            // The self type is written inside the type's own extension, where a member or
            // generic parameter of the type may take the module's name (`Badge.Shop` in module
            // `Shop`): `Shop.Badge(…)` there would look for `Badge` inside `Badge.Shop`.
            let ownPrefix = prefix.hasSuffix(".") && Self.isShadowed(module, in: TypeID(index: index), table: table) ? module + "::" : prefix
            return (String(concatenating: prefix, paths[index]), String(concatenating: ownPrefix, genericPaths[index]))
        }
        qualifiedNames = qualified.map(\.name)
        selfTypes = qualified.map(\.selfType)
    }

    static let foundationNames: Set<String> = [
        "Data", "Date", "URL", "UUID", "Decimal", "NSNumber", "NSRange", "DateComponents",
        "IndexSet", "CharacterSet", "Locale", "TimeZone", "Calendar", "PersonNameComponents",
    ]

    func spell(_ type: ResolvedType, in context: TypeID?) -> String {
        switch type {
        case .user(let id, let arguments) where arguments.isEmpty:
            if spelledAlikeEverywhere[id.index] { return qualifiedNames[id.index] }
            guard let module = rootModules[id.index] else { return paths[id.index] }
            return String(concatenating: module, separator(after: module, in: context), paths[id.index])
        case .user(let id, let arguments):
            let chain = pathIDs(of: id)
            // The outermost as its path is spelled: a standard type's holder may be qualified.
            var components = chain.map { Identifier.escapedType(table[$0].name) }
            components[0] = paths[chain[0].index]
            // `arguments` holds the parents' arguments first when the type is nested in a
            // generic type (`Page<String>.Meta`); otherwise only its own.
            let counts = chain.map { table.genericParameters(of: $0).count }
            if arguments.count == counts.reduce(0, +), arguments.count > 0 {
                var next = 0
                for (index, count) in counts.enumerated() where count > 0 {
                    let own = arguments[next..<next + count]
                    components[index] += "<" + own.map { spell($0, in: context) }.joinedBytes(separator: ", ") + ">"
                    next += count
                }
            } else if !arguments.isEmpty {
                components[components.count - 1] += "<" + arguments.map { spell($0, in: context) }.joinedBytes(separator: ", ") + ">"
            }
            let spelled = components.joinedBytes(separator: ".")
            guard let module = table.module(of: chain[0]) else { return spelled }
            return String(concatenating: module, separator(after: module, in: context), spelled)
        case .standard(let name, let arguments):
            switch (name, arguments.count) {
            case ("Optional", 1): return String(concatenating: postfixOperand(arguments[0], in: context), "?")
            case ("Array", 1): return String(concatenating: "[", spell(arguments[0], in: context), "]")
            case ("Dictionary", 2): return String(concatenating: "[", spell(arguments[0], in: context), ": ", spell(arguments[1], in: context), "]")
            default:
                // A nested standard type (`String.Index`) is shadowed where its outer one is.
                // Found in the UTF-8 view: `prefix(while:)` over characters cost a fifth of
                // every lens.
                let outer = name.utf8.firstIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) } ?? name
                let base = isShadowed(outer, in: context)
                    ? (Self.foundationNames.contains(name) ? "Foundation." : "Swift.") + name
                    : name
                guard !arguments.isEmpty else { return base }
                return String(concatenating: base, "<", arguments.map { spell($0, in: context) }.joinedBytes(separator: ", "), ">")
            }
        case .genericParameter(let name):
            return name
        case .tuple(let elements):
            if elements.isEmpty { return "Void" }
            return "(" + elements.map { element in
                (element.label.map { Identifier.label($0) + ": " } ?? "") + spell(element.type, in: context)
            }.joinedBytes(separator: ", ") + ")"
        case .function(let function):
            let parameters = function.parameters.map { parameter in
                parameter.prefix + spell(parameter.type, in: context) + (parameter.isVariadic ? "..." : "")
            }
            return function.attributes + "(" + parameters.joinedBytes(separator: ", ") + ")" + function.effects + " -> " + function.resultPrefix + spell(function.returnType, in: context)
        case .existential(let protocols, let markers):
            return "any " + (protocols.map { spell(.user($0, arguments: []), in: context) } + markers).joinedBytes(separator: " & ")
        case .constrainedExistential(let id, let arguments):
            return "any " + spell(.user(id, arguments: arguments), in: context)
        case .metatype(.existential(let protocols, let markers)):
            // The existential metatype: `any P.Type`, `any (P & Q).Type`.
            let names = protocols.map { spell(.user($0, arguments: []), in: context) } + markers
            return "any " + (names.count == 1 ? names[0] : "(" + names.joinedBytes(separator: " & ") + ")") + ".Type"
        case .metatype(let base) where Self.isBareProtocol(base):
            // `Error.Type` as Swift 5 code writes it is the existential metatype, `any Error.Type`;
            // `(any Error).Type` would be the protocol's own.
            let spelled = Self.protocolName(base)
            return String(concatenating: "any ", spelled.containsBytes("&") ? "(" + spelled + ")" : spelled, ".Type")
        case .metatype(let base):
            return String(concatenating: postfixOperand(base, in: context), ".Type")
        case .member(let base, let name):
            return String(concatenating: postfixOperand(base, in: context), ".", name)
        case .standardExistential(.collection(let name, let element), _):
            return String(concatenating: "any ", name, "<", spell(element, in: context), ">")
        case .standardExistential, .unprovidable(.foreignProtocol, _):
            return Self.isBareProtocol(type) ? "any " + Self.protocolName(type) : Self.protocolName(type)
        case .unprovidable(_, let spelling):
            return spelling
        case .foreign(let name, let arguments):
            return String(concatenating: name, "<", arguments.map { spell($0, in: context) }.joinedBytes(separator: ", "), ">")
        case .conditionalAlias(let alias):
            let node = table.aliases[alias.id.index]
            let name = Identifier.escapedType(node.declaration.name)
            let base: String
            if let owner = node.owner {
                base = String(concatenating: spell(.user(owner, arguments: []), in: context), ".", name)
            } else if let module = node.module {
                base = String(concatenating: module, separator(after: module, in: context), name)
            } else {
                base = name
            }
            guard !alias.arguments.isEmpty else { return base }
            return String(concatenating: base, "<", alias.arguments.map { spell($0, in: context) }.joinedBytes(separator: ", "), ">")
        }
    }

    /// The name to write after `extension`, at the top level: the module and the full path
    /// (`App.Outer.Inner`). Not for code inside a type's extension: see ``selfType(of:)``.
    func qualifiedName(of id: TypeID) -> String {
        qualifiedNames[id.index]
    }

    /// The type as written inside its own extension, with its generic parameters: a lens's
    /// `Whole` and the callee of its initializers (`App.Box<T>`, `App.Outer<T>.Inner`). Where a
    /// member or generic parameter of the type is named like its module, the module selector:
    /// `Shop::Badge` inside `extension Shop.Badge` when `Badge` declares a type `Shop`.
    func selfType(of id: TypeID) -> String {
        selfTypes[id.index]
    }

    /// How a type's own extension calls its initializers and static members: `Self` in a struct's
    /// or an enum's, where it means the type and is shorter than `App.Outer.Inner`; `selfType`
    /// in a class's, where `Self` is the dynamic type and would need a `required` initializer,
    /// and in a type that declares a nested `` `Self` `` (``MemberList/declaresSelf``), which
    /// `Self` means there.
    static func callee(of kind: TypeDeclaration.Kind, selfType: String, declaresSelf: Bool) -> String {
        (kind == .struct || kind == .enum) && !declaresSelf ? "Self" : selfType
    }

    /// `Factory`, or `FactoryRuntime.Factory` where the inputs give the name another meaning
    /// (a model named `Factory`).
    func factory(in context: TypeID?) -> String {
        factoryMayBeShadowed ? runtime("Factory", in: context) : "Factory"
    }

    /// A FactoryRuntime type by its name (`ProvidingDecoder`), qualified where the inputs give
    /// the name another meaning.
    func runtime(_ name: String, in context: TypeID?) -> String {
        isShadowed(name, in: context) ? String(concatenating: "FactoryRuntime.", name) : name
    }

    /// A top-level name of `module` (a global constant) as written inside `extension Context`:
    /// `App.defaultTheme`, or `App::defaultTheme` where a dot would not reach the module; the bare
    /// name when the module is unknown.
    func topLevelName(_ name: String, of module: String?, in context: TypeID) -> String {
        guard let module else { return Identifier.escaped(name) }
        return String(concatenating: module, separator(after: module, in: context), Identifier.escaped(name))
    }

    /// `.` after a module name, or the module selector `::` where a dot would not reach the
    /// module: a type of the inputs, or a member or generic parameter of the context, has its name.
    private func separator(after module: String, in context: TypeID?) -> String {
        isShadowed(module, in: context) ? "::" : "."
    }

    /// `id` and its parents, outermost first.
    private func pathIDs(of id: TypeID) -> [TypeID] {
        var chain = [id]
        while let parent = table[chain[chain.count - 1]].parent { chain.append(parent) }
        return chain.reversed()
    }

    private func postfixOperand(_ type: ResolvedType, in context: TypeID?) -> String {
        switch type {
        case .function, .existential, .constrainedExistential, .metatype(.existential), .standardExistential(.collection, _):
            String(concatenating: "(", spell(type, in: context), ")")
        case .standardExistential, .unprovidable(.foreignProtocol, _):
            // `Error?` is `(any Error)?`, as `any Error`, `any P & Q` need parentheses before `?` too.
            Self.isBareProtocol(type) ? "(any " + Self.protocolName(type) + ")" : Self.parenthesized(Self.protocolName(type))
        case .unprovidable(_, let spelled):
            Self.parenthesized(spelled)
        default: spell(type, in: context)
        }
    }

    /// As written, in parentheses where it would not read as one type before `?` or `.Type`.
    private static func parenthesized(_ spelled: String) -> String {
        spelled.hasPrefix("any ") || spelled.hasPrefix("some ") || spelled.containsBytes("&") || spelled.containsBytes("->")
            ? "(" + spelled + ")" : spelled
    }

    /// Whether `type` is a standard or another module's protocol (or a composition of them)
    /// written without `any`, as Swift 5 code may. The generated file writes `any` for it: a
    /// test target built with the upcoming feature `ExistentialAny` (SE-0335) warns at each bare
    /// one, and Swift's next language mode refuses it. Not `AnyObject`, which takes no `any`.
    private static func isBareProtocol(_ type: ResolvedType) -> Bool {
        switch type {
        case .standardExistential(.object, _), .standardExistential(.collection, _): false
        case .standardExistential(_, let spelled), .unprovidable(.foreignProtocol, let spelled):
            !(spelled.hasPrefix("any ") || spelled.hasPrefix("some ") || spelled.hasPrefix("("))
        default: false
        }
    }

    /// A standard or foreign protocol's spelling as written.
    private static func protocolName(_ type: ResolvedType) -> String {
        switch type {
        case .standardExistential(_, let spelled), .unprovidable(_, let spelled): spelled
        default: ""
        }
    }

    /// Whether `name` (a standard type or a module), written inside `extension Context`, would
    /// mean a type of the inputs or a member or generic parameter of the context instead.
    private func isShadowed(_ name: String, in context: TypeID?) -> Bool {
        Self.isShadowed(name, in: context, table: table)
    }

    /// ``isShadowed(_:in:)`` for a caller without a spelling table: name lookup qualifies a
    /// member alias with its module.
    static func isShadowed(_ name: String, in context: TypeID?, table: SymbolTable) -> Bool {
        guard let scoped = table.scopeNames[name] else { return false }
        if scoped.topLevel != nil { return true }
        guard scoped.isDeclaredInTypes, let context else { return false }
        return table.genericParametersInScope(of: context).contains(name) || table.member(name, of: context) != nil
    }
}

/// Identifiers as they must be written in generated code.
enum Identifier {
    /// Words that need backticks when used as a name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// `name`, backticked when it is a keyword: `` `default` ``; `Type` and `Protocol` too,
    /// which after a dot would mean a metatype.
    static func escaped(_ name: String) -> String {
        isSpelledLikeKeyword(name) && (keywords.contains(name) || name == "Type" || name == "Protocol") ? "`\(name)`" : name
    }

    /// Whether `name` has a keyword's shape: 2 to 15 letters, lowercase after the first. Every
    /// property and case name is escaped, and most are camelCase words that this tells apart
    /// for less than hashing them costs.
    private static func isSpelledLikeKeyword(_ name: String) -> Bool {
        // Over the contiguous bytes: iterating `String.UTF8View` costs several times as much.
        var name = name
        return name.withUTF8 { bytes in
            guard bytes.count >= 2, bytes.count <= 15 else { return false }
            for index in 1..<bytes.count where bytes[index] < UInt8(ascii: "a") || bytes[index] > UInt8(ascii: "z") { return false }
            return true
        }
    }

    /// An argument or tuple label: only `inout`, `var` and `let` need backticks there.
    static func label(_ name: String) -> String {
        name == "inout" || name == "var" || name == "let" ? "`\(name)`" : name
    }

    /// A declared type's name, backticked when needed: one declared as `` `Self` `` or
    /// `` `Any` `` is written so wherever it is named.
    static func escapedType(_ name: String) -> String {
        escaped(name)
    }
}
