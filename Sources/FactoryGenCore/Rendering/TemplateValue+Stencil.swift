import Stencil

extension TemplateValue {
    /// The value as Stencil reads it: ``TemplateObject`` for an object, `[Any]`, `String`,
    /// `Bool`, `Int`, `Double`, Stencil's `LazyValueWrapper`, or `nil`.
    public var stencilValue: Any? {
        switch self {
        case .null: nil
        case .string(let text): text
        case .bool(let value): value
        case .int(let value): value
        case .double(let value): value
        case .array(let elements): elements.compactMap(\.stencilValue)
        case .object(let record): record.stencilView { TemplateObject(record.values.compactMapValues(\.stencilValue)) }
        // A list as a list, which Stencil's `for` and filters read; made whole once Stencil asks.
        case .lazy(let lazy) where lazy.isList: lazy.stencilView { StencilList(lazy.value.stencilValue as? [Any] ?? []) }.elements
        case .lazy(let lazy): lazy.stencilView { LazyValueWrapper(lazy.value.stencilValue ?? TemplateObject([:])) }
        case .elements, .element: forced.stencilValue
        }
    }
}

/// A list's Stencil view, kept as a lazy value keeps its view.
private final class StencilList {
    let elements: [Any]
    init(_ elements: [Any]) { self.elements = elements }
}

extension TemplateRecord {
    /// The record's members as a Stencil context.
    public var stencilContext: [String: Any] { values.compactMapValues(\.stencilValue) }
}
