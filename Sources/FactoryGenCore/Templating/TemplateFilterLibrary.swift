import Foundation

/// The filters compiled templates apply, each as Stencil 0.15 (or factorygen's extension)
/// defines it: `join`, `default`, `uppercase`, `lowercase`, `capitalize` and `withoutFolders`.
/// A template that uses another filter is rendered by Stencil.
///
/// ```swift
/// try TemplateFilterLibrary.apply("join", to: ["A", "B"], arguments: [", "]) // .string("A, B")
/// ```
enum TemplateFilterLibrary {
    /// Whether `name` is compiled when given `argumentCount` arguments.
    static func accepts(_ name: String, argumentCount: Int) -> Bool {
        switch name {
        case "join": argumentCount <= 1
        case "default": true
        case "uppercase", "lowercase", "capitalize", "withoutFolders": argumentCount == 0
        default: false
        }
    }

    static func apply(_ name: String, to value: TemplateValue, arguments: [TemplateValue]) throws(NeedsStencil) -> TemplateValue {
        let value = value.forced
        switch name {
        case "join":
            guard case .array(let elements) = value else { return value }
            let separator = try text(arguments.first ?? .null)
            var parts: [String] = []
            parts.reserveCapacity(elements.count)
            for element in elements { parts.append(try text(element)) }
            return .string(parts.joinedBytes(separator: separator))
        case "default":
            if case .null = value {} else if case .string("nil") = value {} else { return value }
            return arguments.first { if case .null = $0.forced { false } else { true } }?.forced ?? .null
        case "uppercase": return try mapText(value) { $0.uppercased() }
        case "lowercase": return try mapText(value) { $0.lowercased() }
        case "capitalize": return try mapText(value) { $0.capitalized }
        case "withoutFolders":
            if case .null = value { return .null }
            return .string(TemplateFilters.withoutFolders(try text(value)))
        default:
            throw NeedsStencil("the filter '\(name)'")
        }
    }

    /// What Stencil prints for `value`: a scalar's text, or a list of scalars as Swift describes
    /// an `[Any]` (`["a", 1, true]`). An object prints the description of Stencil's own value,
    /// which only Stencil gives.
    static func text(_ value: TemplateValue) throws(NeedsStencil) -> String {
        if let text = value.scalarText { return text }
        guard case .array(let elements) = value.forced else { throw NeedsStencil("printing an object") }
        return try describe(elements)
    }

    private static func describe(_ elements: [TemplateValue]) throws(NeedsStencil) -> String {
        var parts: [String] = []
        for element in elements {
            switch element.forced {
            case .string(let text): parts.append(String(reflecting: text))
            case .array(let nested): parts.append(try describe(nested))
            default:
                guard element.isScalar, let text = element.scalarText else { throw NeedsStencil("printing an object") }
                parts.append(text)
            }
        }
        return "[" + parts.joinedBytes(separator: ", ") + "]"
    }

    private static func mapText(_ value: TemplateValue, _ transform: (String) -> String) throws(NeedsStencil) -> TemplateValue {
        if case .array(let elements) = value {
            var mapped: [TemplateValue] = []
            for element in elements { mapped.append(.string(transform(try text(element)))) }
            return .array(mapped)
        }
        return .string(transform(try text(value)))
    }
}
