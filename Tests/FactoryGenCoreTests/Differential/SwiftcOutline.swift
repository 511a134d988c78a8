/// Builds a ``DeclarationOutline`` from `swiftc -frontend -dump-parse` output.
///
/// Only declarations the syntax model keeps are read: types, extensions and typealiases at the
/// top level, and the members of those. Declarations inside bodies (local types, variables in
/// closures) sit below `func_decl`/`brace_stmt` nodes, which are never walked into.
enum SwiftcOutline {
    /// `source` is the text swiftc read, for the one position it reports differently.
    static func outline(of root: SExpression, source: [UInt8]) -> DeclarationOutline {
        let lines = LineTable(source)
        var outline = DeclarationOutline()
        let items = root.children.filter { !$0.hasFlag("implicit") }
        for node in items where node.head == "import_decl" {
            // `import struct Foundation.Date` names the module `Foundation`, as the model does.
            let module = node.value(of: "module") ?? "?"
            outline.add(0, "import " + (module.split(separator: ".").first.map(String.init) ?? module))
        }
        for node in items where typeKind(node) != nil {
            writeType(node, scope: [], depth: 0, lines: lines, into: &outline)
        }
        for node in items where node.head == "extension_decl" {
            // swiftc spells a dictionary `[Key : Value]`, the parser as it is written.
            let name = (node.name ?? "?").replacingOccurrences(of: " : ", with: ": ")
            outline.add(0, "extension \(name) \(position(node))")
            writeMembers(of: node, scope: [stripGenericArguments(name)], depth: 1, lines: lines, into: &outline)
        }
        for node in items where node.head == "typealias" {
            outline.add(0, "typealias \(node.name ?? "?") \(position(node))")
        }
        return outline
    }

    /// `struct_decl` and friends; an actor is a `class_decl` with the `actor` flag, and a
    /// protocol's node is `protocol` (not `protocol_decl`).
    static func typeKind(_ node: SExpression) -> String? {
        switch node.head {
        case "struct_decl": "struct"
        case "enum_decl": "enum"
        case "class_decl": node.hasFlag("actor") ? "actor" : "class"
        case "protocol": "protocol"
        default: nil
        }
    }

    private static func writeType(_ node: SExpression, scope: [String], depth: Int, lines: LineTable, into outline: inout DeclarationOutline) {
        let name = node.name ?? "?"
        let qualified = (scope + [name]).joined(separator: ".")
        outline.add(depth, "\(typeKind(node)!) \(qualified) \(position(node))")
        writeMembers(of: node, scope: scope + [name], depth: depth + 1, lines: lines, into: &outline)
    }

    private static func writeMembers(of node: SExpression, scope: [String], depth: Int, lines: LineTable, into outline: inout DeclarationOutline) {
        let container = scope.joined(separator: ".")
        var buckets = MemberBuckets()
        // Implicit nodes are the compiler's own (synthesized) declarations, not source.
        let members = node.children.filter { !$0.hasFlag("implicit") }
        // A `pattern_binding_decl` (the `var a: T = v, b` part) comes before its `var_decl`s.
        var bindings: [String: PropertyShape] = [:]
        for member in members {
            let at = position(member)
            switch member.head {
            case "pattern_binding_decl":
                bindings = bindingShapes(member)
            case "var_decl":
                let name = member.name ?? "?"
                let shape = PropertyShape(
                    isLet: member.hasFlag("let"),
                    isComputed: isComputed(member),
                    isStatic: member.hasFlag("static"),
                    isTyped: bindings[name]?.isTyped ?? false,
                    isInitialized: bindings[name]?.isInitialized ?? false,
                    accessors: member.children.filter { $0.head == "accessor_decl" }.compactMap(accessorKind)
                )
                buckets.properties.append("property \(container).\(name) \(shape) \(at)")
            case "enum_element_decl":
                var name = member.name ?? "?"
                // The syntax model has no way to tell `case a()` from `case a` (both have an
                // empty payload list), so swiftc's `a()` is read as `a`.
                if name.hasSuffix("()") { name.removeLast(2) }
                buckets.cases.append("case \(container).\(name) \(at)")
            case "constructor_decl":
                // swiftc prints `failable=true` for both `init?` and `init!`.
                let failable = member.value(of: "failable") == "true" ? " failable" : ""
                buckets.initializers.append("init \(container).\(member.name ?? "?")\(failable) \(at)")
            case "func_decl":
                let isStatic = member.hasFlag("static") ? " static" : ""
                let keyword = keywordPosition(member, "func", lines)
                buckets.functions.append("func \(container).\(member.name ?? "?")\(isStatic) \(keyword)")
            case "subscript_decl":
                let isStatic = member.hasFlag("static") ? " static" : ""
                let keyword = keywordPosition(member, "subscript", lines)
                buckets.subscripts.append("subscript \(container).\(member.name ?? "?")\(isStatic) \(keyword)")
            case "typealias":
                buckets.typealiases.append("typealias \(container).\(member.name ?? "?") \(at)")
            case "associated_type_decl":
                buckets.associatedTypes.append("associatedtype \(container).\(member.name ?? "?") \(at)")
            default:
                break
            }
        }
        buckets.write(into: &outline, depth: depth)
        for member in members where typeKind(member) != nil {
            writeType(member, scope: scope, depth: depth, lines: lines, into: &outline)
        }
    }

    /// The accessor keywords swiftc prints in an `accessor_decl`, next to `static` and `for=`.
    private static let accessorKinds: Set<String> = [
        "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "init",
        "unsafeAddress", "unsafeMutableAddress",
    ]

    private static func accessorKind(_ accessor: SExpression) -> String? {
        accessor.atoms.first { accessorKinds.contains($0) }
    }

    /// Which names a binding declares, and whether each has a type annotation (its own or
    /// the whole tuple pattern's) and an initial value (its entry's `original_init=`).
    private static func bindingShapes(_ binding: SExpression) -> [String: PropertyShape] {
        var shapes: [String: PropertyShape] = [:]
        for entry in binding.children where entry.head == "pattern_entry" {
            let isInitialized = entry.children.contains { $0.head.hasPrefix("original_init=") }
            func collect(_ pattern: SExpression, typed: Bool) {
                switch pattern.head {
                case "pattern_named":
                    var shape = PropertyShape()
                    shape.isTyped = typed
                    shape.isInitialized = isInitialized
                    shapes[pattern.name ?? "?"] = shape
                case "pattern_typed":
                    if let inner = pattern.children.first { collect(inner, typed: true) }
                default:
                    for child in pattern.children where child.head.hasPrefix("pattern_") {
                        collect(child, typed: typed)
                    }
                }
            }
            for pattern in entry.children where pattern.head.hasPrefix("pattern_") {
                collect(pattern, typed: false)
            }
        }
        return shapes
    }

    /// A property is computed when it has an accessor other than the observers; `{ get set }`
    /// requirements in protocols count as computed, as in the syntax model.
    static func isComputed(_ variable: SExpression) -> Bool {
        variable.children.contains { child in
            child.head == "accessor_decl" && !child.hasFlag("willSet") && !child.hasFlag("didSet")
        }
    }

    /// Nested types in `extension Array<Int>` have scope `Array`: generic arguments are not
    /// part of a type's name.
    static func stripGenericArguments(_ name: String) -> String {
        var result = ""
        var depth = 0
        for character in name {
            if character == "<" { depth += 1 } else if character == ">" { depth -= 1 } else if depth == 0 { result.append(character) }
        }
        return result
    }

    /// swiftc starts a `static` or `class` function's or subscript's range at that modifier,
    /// where the syntax model places it at the `func` or `subscript` keyword (as for every
    /// other function). The reference is moved to the first such keyword after the modifier.
    private static func keywordPosition(_ node: SExpression, _ keyword: String, _ lines: LineTable) -> String {
        guard node.hasFlag("static"), let start = node.start,
              let found = lines.nextWord(keyword, fromLine: start.line, column: start.column) else {
            return position(node)
        }
        return DeclarationOutline.position(found.line, found.column)
    }

    private static func position(_ node: SExpression) -> String {
        guard let start = node.start else { return "@?" }
        return DeclarationOutline.position(start.line, start.column)
    }
}
