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
        case .lazy(let lazy): lazy.stencilView { LazyValueWrapper(lazy.value.stencilValue ?? TemplateObject([:])) }
        case .elements, .element: forced.stencilValue
        }
    }
}

extension TemplateRecord {
    /// The record's members as a Stencil context.
    public var stencilContext: [String: Any] { values.compactMapValues(\.stencilValue) }
}
