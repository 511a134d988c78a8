/// A sort order named by a model's coding key, as a query API takes one: `any CodingKey` gets
/// the runtime's provided key, since no standard type that a test module can name conforms to
/// `CodingKey`, and a model's own keys are mostly private. A list of keys is still empty.
public enum SortOrder {
    case ascending(CodingKey)
    case descending(any CodingKey)
}

public struct Query {
    public var model: String
    public var sort: [SortOrder]
    public var pivot: any CodingKey
    public var path: [CodingKey]
    public var tieBreaker: CodingKey?
}
