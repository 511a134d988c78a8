/// A glob written as a literal, which its initializer checks says something: a provided
/// `StaticString` is empty, so it is passed `"a"`, as text is.
public struct Glob: Equatable {
    public let text: String

    public init(literal: StaticString) {
        precondition(literal.utf8CodeUnitCount > 0, "an empty glob matches nothing")
        text = literal.description
    }
}
