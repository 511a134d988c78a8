/// What an initializer that may trap, or that fails only in checks of its numbers, is passed:
/// values shaped to pass the checks such bodies run most.
extension InitializerChoice {
    /// What a parameter of an initializer that may trap is passed when its type is text (a
    /// `StaticString` too) or a number, an optional of one, or an array of one: `"a"`, `1` and `["a"]`, not the provided
    /// `""`, `0` and `[""]`, as a provided collection is not empty either. Such checks ask most
    /// often for something (`precondition(!name.isEmpty)`, `precondition(capacity > 0)`), of each
    /// element too (dropbox/SwiftyDropbox's `arrayValidator(itemValidator: stringValidator(minLength: 1))`).
    /// Where the body checks the parameter's count (``InitializerDeclaration/checkedCounts``),
    /// text, an array or `Data` holds that many: `"aaa"`, `[1, 1]`, `Data(repeating: 1, count: 32)`
    /// (`spelled` writes `Data` as the file must). Text whose parameter `names` say what it holds
    /// (`serverURL`) has that shape instead (``NamedTextShapes``). A `Bool` the body checks
    /// (``InitializerDeclaration/checkedFlags``) is the value that passes: `true` for
    /// `precondition(variableTime)`, where a provided `false` traps. A number the body, or a
    /// helper or a superclass initializer it hands the number to, compares with an integer literal
    /// (``InitializerDeclaration/checkedNumbers``, ``TrappingFunctions/checkedNumber(of:in:)``,
    /// ``superclassCheckedNumber(of:in:of:table:depth:)``) is the value that passes: `2` for `attempts > 1`. A `Duration` is one second, not `.zero`.
    static func checkedValue(
        for type: ResolvedType, count: Int? = nil, flag: Bool? = nil, number: Int? = nil, names: [String] = [],
        spelled: (ResolvedType) -> String
    ) -> ValueOption? {
        guard case .standard(let name, let arguments) = type else { return nil }
        switch name {
        case "Bool":
            return arguments.isEmpty ? flag.map { ValueOption(expression: $0 ? "true" : "false", needs: []) } : nil
        case "String", "Substring", "StaticString":
            // A `StaticString` is provided as `""`, which a pattern or a format written as a
            // literal rejects as text is rejected: the same literal passes (swiftlang/swift-build's
            // `RegEx(patternLiteral:)` traps on a pattern that does not compile).
            guard arguments.isEmpty else { return nil }
            guard let count else { return ValueOption(expression: names.isEmpty ? #""a""# : NamedTextShapes.shape(for: names) ?? #""a""#, needs: []) }
            if count <= 64 { return ValueOption(expression: "\"" + String(repeating: "a", count: count) + "\"", needs: []) }
            return name == "String" ? ValueOption(expression: "String(repeating: \"a\", count: \(count))", needs: []) : nil
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat":
            guard arguments.isEmpty else { return nil }
            let value = number.flatMap { CheckedNumbers.fits($0, name) ? $0 : nil } ?? 1
            return ValueOption(expression: String(value), needs: [])
        case "Optional":
            return arguments.count == 1 ? checkedValue(for: arguments[0], count: count, flag: flag, number: number, names: names, spelled: spelled) : nil
        case "Array":
            guard arguments.count == 1, let element = checkedValue(for: arguments[0], spelled: spelled) else { return nil }
            let count = count ?? 1
            if count <= 16 { return ValueOption(expression: "[" + Array(repeating: element.expression, count: count).joined(separator: ", ") + "]", needs: []) }
            return ValueOption(expression: "Array(repeating: " + element.expression + ", count: \(count))", needs: [])
        case "Duration":
            // Made up as `.zero`, which a check of a timeout or a backoff rejects as a number's
            // made-up `0` is rejected.
            return arguments.isEmpty ? ValueOption(expression: spelled(type) + ".seconds(1)", needs: []) : nil
        case "Data":
            guard arguments.isEmpty, let count else { return nil }
            return ValueOption(expression: spelled(type) + "(repeating: 1, count: \(count))", needs: [])
        default: return nil
        }
    }

    /// The number that passes the `guard`s of `declaration`, a failable initializer that fails
    /// only there (``InitializerDeclaration/failsOnlyOnCheckedNumbers``), for its parameter `name`.
    static func guardedNumber(_ name: String, of type: ResolvedType, in declaration: InitializerDeclaration) -> ValueOption? {
        guard declaration.failsOnlyOnCheckedNumbers, let check = declaration.checkedNumbers.first(where: { $0.parameter == name }) else { return nil }
        return checkedValue(for: type, number: check.passes, spelled: { _ in "" })
    }

    /// `value` without the empty literal (`[]`, `[:]`) a collection falls back to when its
    /// element has no factory: for an initializer that may trap, whose checks ask most often
    /// for something, it is no way in (a provided collection holds an element).
    static func withoutEmptyCollections(_ value: SlotValue, of type: ResolvedType, values: ValueExpressions, in id: TypeID) -> SlotValue {
        guard case .options(let options) = value, case .standard(let name, let arguments) = type, name != "Optional", !arguments.isEmpty
        else { return value }
        let kept = options.filter { $0.expression != "[]" && $0.expression != "[:]" }
        if !kept.isEmpty { return kept.count == options.count ? value : .options(kept) }
        // Blamed on the element, as the skip report names the type a factory is missing for.
        let element = values.value(of: arguments[arguments.count - 1], in: id)
        if case .failure = element { return element }
        return .failure(.unsupported, spelling: values.spelling.spell(type, in: id))
    }
}
