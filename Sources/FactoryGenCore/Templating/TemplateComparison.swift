/// `==`, `!=`, `<`, `<=`, `>`, `>=` and `in` between two values, as Stencil 0.15 decides them:
/// numbers compare as `Float`s, strings and Booleans with their own kind, `nil` equals only
/// `nil`, and `in` looks in a list of scalars or a string.
///
/// ```swift
/// try TemplateComparison("in").holds("b", ["a", "b"]) // true
/// try TemplateComparison("==").holds(1, true)         // false: a Boolean is not a number
/// ```
struct TemplateComparison: Sendable {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    func holds(_ lhs: TemplateValue, _ rhs: TemplateValue) throws(NeedsStencil) -> Bool {
        let lhs = lhs.forced, rhs = rhs.forced
        switch name {
        case "==": return equal(lhs, rhs)
        case "!=": return !equal(lhs, rhs)
        case "in": return try contains(rhs, lhs)
        default:
            guard let left = lhs.number, let right = rhs.number else { return false }
            switch name {
            case "<": return left < right
            case "<=": return left <= right
            case ">": return left > right
            default: return left >= right
            }
        }
    }

    private func equal(_ lhs: TemplateValue, _ rhs: TemplateValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        default:
            if let left = lhs.number, let right = rhs.number { return left == right }
            if case .string(let left) = lhs, case .string(let right) = rhs { return left == right }
            if case .bool(let left) = lhs, case .bool(let right) = rhs { return left == right }
            return false
        }
    }

    private func contains(_ container: TemplateValue, _ element: TemplateValue) throws(NeedsStencil) -> Bool {
        if case .null = element, case .null = container { return true }
        // Stencil's `[AnyHashable].contains(AnyHashable)`: every element must be a scalar.
        if element.isScalar, case .array(let elements) = container, elements.allSatisfy(\.isScalar) {
            return elements.contains { hashableEqual($0, element) }
        }
        if case .string(let part) = element, case .string(let whole) = container {
            // Foundation's `contains`, which Stencil calls, finds no empty string. It compares
            // with Unicode equivalence, which for ASCII is byte for byte.
            if StencilSyntax.isASCII(part), StencilSyntax.isASCII(whole) { return whole.containsBytes(part) }
            return !part.isEmpty && whole.contains(part)
        }
        return false
    }

    /// `AnyHashable` equality: numbers by value whatever their type, others within their kind.
    private func hashableEqual(_ lhs: TemplateValue, _ rhs: TemplateValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let left), .string(let right)): left == right
        case (.bool(let left), .bool(let right)): left == right
        case (.int(let left), .int(let right)): left == right
        case (.double(let left), .double(let right)): left == right
        case (.int(let left), .double(let right)), (.double(let right), .int(let left)): Double(left) == right
        default: false
        }
    }
}

extension TemplateValue {
    var isScalar: Bool {
        switch self {
        case .string, .bool, .int, .double: true
        default: false
        }
    }
}
