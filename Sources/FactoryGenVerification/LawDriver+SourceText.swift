import FactoryGenCore

/// How the driver reads and writes the Swift text it is given: the generated file's imports, a
/// type's generic parameters, and literal values and payloads for the checks.
extension LawDriver {
    /// The generated file's imports with their `#if canImport` guards: the lines before its
    /// first declaration.
    static func importLines(of generated: String) -> [String] {
        func isImport(_ line: Substring) -> Bool {
            line.hasPrefix("import ") || line.hasPrefix("public import ") || (line.hasPrefix("@") && line.contains(" import "))
        }
        let all = generated.split(separator: "\n")
        var lines: [String] = []
        for (index, line) in all.enumerated() {
            // A guard holds imports (`#if canImport(Foundation)`, `#if hasFeature(…)` with its
            // `#else`); one around a model's declarations (`#if canImport(UIKit)`) starts the
            // declarations.
            let isImportGuard = line.hasPrefix("#if ") && index + 1 < all.count && isImport(all[index + 1])
            let followsImport = lines.last.map { isImport($0[...]) } == true
            if isImport(line) || isImportGuard || ((line == "#endif" || line == "#else") && followsImport) {
                lines.append(String(line))
            } else if line.hasPrefix("extension ") || line.hasPrefix("nonisolated extension ") || line.hasPrefix("#if ") {
                break
            }
        }
        return lines
    }

    /// `line` with each `Self` that starts a name written `spelled` instead, and no `Self`
    /// inside a longer name (a prism `_Self`, for a case `` `Self` ``, keeps its name).
    static func spellingSelf(in line: String, as spelled: String) -> String {
        var result = ""
        var rest = line[...]
        while let range = rest.range(of: "Self") {
            let before = rest[..<range.lowerBound]
            let previous = before.last ?? result.last
            let next = rest[range.upperBound...].first
            let startsName = previous.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "`") } ?? true
            let endsName = next.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "`") } ?? true
            result += before
            result += startsName && endsName ? spelled : "Self"
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// The generic parameter names of a `selfType` such as `Outer<T>.Inner<U>`, in order.
    static func genericParameters(in selfType: String) -> [String] {
        var names: [String] = []
        var depth = 0
        var current = ""
        for character in selfType {
            switch character {
            case "<":
                depth += 1
                current = ""
            case ">", ",":
                if depth > 0, !current.isEmpty { names.append(current) }
                if character == ">" { depth -= 1 }
                current = ""
            case " ":
                break
            default:
                if depth > 0 { current.append(character) }
            }
        }
        return names
    }

    /// `selfType` with each parameter replaced by its argument (`Page<T>.Meta` to `Page<Int>.Meta`).
    static func bound(_ selfType: String, to arguments: [String: String]) -> String {
        var result = ""
        var word = ""
        for character in selfType + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            result += arguments[word] ?? word
            word = ""
            result.append(character)
        }
        return String(result.dropLast())
    }

    /// Whether `type` is a function type: an arrow outside any brackets or parentheses.
    static func hasTopLevelArrow(_ type: String) -> Bool {
        var depth = 0
        var previous: Character = " "
        for character in type {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")": depth -= 1
            case ">" where previous == "-": if depth == 0 { return true }
            case ">": depth -= 1
            default: break
            }
            previous = character
        }
        return false
    }

    /// A value that differs from the runtime's default, for the standard types whose literal is obvious.
    static func literal(for type: String) -> String? {
        switch type {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return "42"
        case "Double", "Float": return "2.5"
        case "String": return "\"changed\""
        case "Character", "Unicode.Scalar": return "\"z\""
        case "Bool": return "true"
        default: break
        }
        // `() -> Int?` ends with `?` too, but is a function.
        if type.hasSuffix("?"), !hasTopLevelArrow(type) { return "nil" }
        if type.hasPrefix("[") && type.hasSuffix("]") {
            var depth = 0
            // A module selector (`[App::Item]`) is no dictionary's colon.
            for character in type.dropFirst().dropLast().replacingOccurrences(of: "::", with: "..") {
                switch character {
                case "[", "(", "<": depth += 1
                case "]", ")", ">": depth -= 1
                case ":" where depth == 0: return "[:]"
                default: break
                }
            }
            return "[]"
        }
        return nil
    }

    /// The names a spelled type qualifies with a module that is none of `testables`: `Glaze`
    /// in `(Glazes.Glaze, count: Int)`.
    static func foreignNames(in spelled: String, testables: [String]) -> Set<String> {
        let parts = spelled.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
        return Set(parts.compactMap { part -> String? in
            let names = part.split(separator: ".")
            guard names.count == 2, !testables.contains(String(names[0])) else { return nil }
            return String(names[1])
        })
    }

    /// The payload of `enumCase` built from literals and factories, or `nil` when a part cannot be made.
    static func payload(for enumCase: EnumCaseDeclaration, providable: Set<String>) -> String? {
        var parts: [String] = []
        for value in enumCase.associatedValues {
            let spelled = value.type.description
            // The factory's type is inferred from the payload's, spelled in full by the plan: the
            // name as written (`Badge`) may mean a nested type that a top-level one shadows here.
            guard let made = literal(for: spelled) ?? (providable.contains(spelled) ? "FactoryRuntime.Factory.provide()" : nil) else { return nil }
            parts.append(made)
        }
        switch parts.count {
        case 0: return "()"
        case 1: return parts[0]
        default:
            return "(" + zip(enumCase.associatedValues, parts).map { value, made in
                (value.label.map { "\($0): " } ?? "") + made
            }.joined(separator: ", ") + ")"
        }
    }
}
