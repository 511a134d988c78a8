/// swift-argument-parser's wrappers (`@Flag`, `@Option`, `@Argument`, `@OptionGroup`), whose
/// value exists only once the command line is parsed, or once it is assigned.
///
/// Whatever builds a command (its memberwise initializer, the `init()` `ParsableArguments`
/// requires, one of its own), each such field holds how to parse it, even with a default
/// (`@Flag var verbose = false` is built by `Flag(wrappedValue:)`, which stores the default
/// for the parser): reading it then ends the process ("Can't read a value from a parsable
/// argument definition"), as the law driver found on a command of swift-argument-parser's own
/// (`AutodetectedGenerateCompletions`, built with `Self()`). Its setter stores a value. So
/// `provide()` assigns every such field after the call, and its lens assigns too: a rebuild
/// through an initializer would make every other such field a definition again, so a type that
/// has one is given no rebuilding lens.
///
/// Told by their attribute names, as ``FluentRelations`` tells Fluent's, by a `wrappedValue`
/// that does more than store, and by the type, which must list one of ``commandProtocols``
/// (the names are common: another library's `@Option` is left alone). One the inputs declare
/// (swift-argument-parser's own commands) counts only where the field starts from its wrapped
/// value: where the initializer takes the wrapper whole, the wrapper's own factory builds it,
/// and it may hold a value.
enum ParsedArgumentWrappers {
    /// The wrappers' attribute names, plain and qualified by their module.
    static let wrappers: Set<String> = [
        "Flag", "Option", "Argument", "OptionGroup",
        "ArgumentParser.Flag", "ArgumentParser.Option", "ArgumentParser.Argument", "ArgumentParser.OptionGroup",
    ]

    /// The protocols of the types whose fields these wrappers parse, plain and qualified.
    static let commandProtocols: Set<String> = [
        "ParsableCommand", "AsyncParsableCommand", "ParsableArguments",
        "ArgumentParser.ParsableCommand", "ArgumentParser.AsyncParsableCommand", "ArgumentParser.ParsableArguments",
    ]

    /// Whether `node`'s declaration or one of its extensions lists one of ``commandProtocols``.
    static func isCommand(_ node: TypeNode) -> Bool {
        node.declaration.inheritedTypes.contains { commandProtocols.contains($0.description) }
            || node.extensions.contains { $0.inheritedTypes.contains { commandProtocols.contains($0.description) } }
    }

    /// Whether the type `node`, whose stored properties are `properties`, is a command with a
    /// parsed field. Most types have no wrapped field, and are not asked further.
    static func hasParsedFields(_ properties: [StoredProperty], of node: TypeNode) -> Bool {
        properties.contains(where: isParsed) && isCommand(node)
    }

    /// Whether `property` (of a command) is wrapped by one of ``wrappers``, and not passed as a
    /// wrapper the inputs declare.
    static func isParsed(_ property: StoredProperty) -> Bool {
        guard property.isWrapped, !property.wrapperStoresPlainly else { return false }
        if case .user = property.wrapperType { return false }
        return property.declaration.attributes.contains { wrappers.contains($0.name) }
    }

    /// The assignments `provide()` makes after its call, one for each parsed field of a command
    /// settable from the test module and outside `#if`, with its provided value (`provided`); a
    /// field whose value cannot be provided is returned in `unset`, for a warning: reading it
    /// stops the test. A deprecated field is not assigned, since the assignment would warn
    /// (swift-argument-parser's own example commands keep deprecated options): it is returned
    /// in `deprecated`, for a note. The law driver does not read deprecated fields either.
    static func assignments(
        properties: [StoredProperty], provided: (ResolvedType) -> String?
    ) -> (assignments: [ArgumentPlan], unset: [StoredProperty], deprecated: [StoredProperty]) {
        var assignments: [ArgumentPlan] = []
        var unset: [StoredProperty] = []
        var deprecated: [StoredProperty] = []
        for property in properties where isParsed(property) {
            guard !property.declaration.isLet, property.declaration.condition == nil,
                  (property.declaration.setterAccessLevel ?? property.declaration.accessLevel ?? .internal) >= .internal else { continue }
            if property.declaration.attributes.contains(where: \.isUnavailableOrDeprecated) {
                deprecated.append(property)
                continue
            }
            guard let type = property.type, let value = provided(type) else {
                unset.append(property)
                continue
            }
            assignments.append(ArgumentPlan(label: nil, value: value, property: Identifier.escaped(property.name)))
        }
        return (assignments, unset, deprecated)
    }

    /// The note at a deprecated parsed field, which `provide()` leaves unparsed.
    static func deprecationNote(for property: StoredProperty, of type: String) -> Diagnostic {
        .note(
            "'\(type).\(property.name)' is deprecated, so Factory<\(type)>.provide() does not assign it, "
                + "and reading it from the provided value stops the test",
            at: property.declaration.location
        )
    }

    /// The problem at a parsed field whose value cannot be provided: an error, which is a
    /// warning unless the run is `strict`, as for a type that cannot be provided.
    static func problem(for property: StoredProperty, of type: String) -> Diagnostic {
        .error(
            "'\(type).\(property.name)' holds only how to parse it until it is assigned, and no provided value can set it, "
                + "so reading it from Factory<\(type)>.provide() stops the test; write `extension \(type): Providable` "
                + "in your test target to build it whole (with `parse(_:)`)",
            at: property.declaration.location
        )
    }
}
