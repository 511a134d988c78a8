/// An initializer's opaque parameters as the generic parameters they stand for, so that
/// ``GenericInitializerArguments`` finds their argument types as it does for a generic clause:
///
/// ```swift
/// init(_ titles: some Sequence<String>)   // as init<S: Sequence>(_ titles: S) where S.Element == String
/// init(output: some Output & Sendable)    // as init<O: Output & Sendable>(output: O)
/// init(_ value: (some Any)?)              // as init<T>(_ value: T?)
/// init(pins: [some Pin])                  // as init<P: Pin>(pins: [P])
/// ```
///
/// Swift itself reads them so (SE-0341): each `some` of a parameter's type, at its top or in a
/// structural position (an optional's, an array's or a dictionary's, a tuple's, a generic
/// argument), is a generic parameter of its own, which the call infers from its argument;
/// `some Any` is one with no constraint at all. A primary associated type (`Sequence<String>`)
/// is known for the standard sequences only, whose `Element` it is; any other (`some
/// Store<Int>`), or a `some` in a function type's parameters (which Swift refuses), leaves the
/// initializer as written, and refused.
enum OpaqueParameters {
    /// `initializer` with each `some P` of its parameters' types a generic parameter
    /// constrained by `P`, or `initializer` itself when it has none, or one it cannot read.
    static func desugared(_ initializer: InitializerDeclaration) -> InitializerDeclaration {
        guard initializer.parameters.contains(where: { mentionsOpaque($0.type) }) else { return initializer }
        var result = initializer
        for index in result.parameters.indices {
            var count = 0
            guard let type = desugar(result.parameters[index].type, parameter: index, count: &count, into: &result) else { return initializer }
            result.parameters[index].type = type
        }
        return result
    }

    /// `syntax` with each `some P` in it replaced by a new generic parameter of `initializer`,
    /// or `nil` for one that cannot be read so.
    private static func desugar(
        _ syntax: TypeSyntax, parameter: Int, count: inout Int, into initializer: inout InitializerDeclaration
    ) -> TypeSyntax? {
        func recurse(_ inner: TypeSyntax) -> TypeSyntax? { desugar(inner, parameter: parameter, count: &count, into: &initializer) }
        switch syntax {
        case .opaque(let written):
            // One word, as the check that every generic parameter is inferred from an argument
            // reads the arguments' types; unlike a name the models would write.
            let name = count == 0 ? "__opaque\(parameter)" : "__opaque\(parameter)_\(count)"
            count += 1
            var constraint: TypeSyntax? = written
            if case .nominal(let components) = written, let last = components.last, !last.genericArguments.isEmpty {
                guard components.count == 1 || components.count == 2 && components[0].name == "Swift",
                      GenericInitializerArguments.sequences.contains(last.name), last.genericArguments.count == 1
                else { return nil }
                constraint = .nominal([TypeComponent(name: last.name)])
                initializer.genericRequirements.append(GenericRequirement(
                    left: .nominal([TypeComponent(name: name), TypeComponent(name: "Element")]), relation: .sameType,
                    right: last.genericArguments[0]
                ))
            } else if isAny(written) {
                constraint = nil
            }
            initializer.genericParameters.append(GenericParameter(name: name, constraint: constraint))
            return .nominal([TypeComponent(name: name)])
        case .nominal(var components):
            guard mentionsOpaque(syntax) else { return syntax }
            for index in components.indices {
                for argument in components[index].genericArguments.indices {
                    guard let inner = recurse(components[index].genericArguments[argument]) else { return nil }
                    components[index].genericArguments[argument] = inner
                }
            }
            return .nominal(components)
        case .optional(let wrapped):
            return recurse(wrapped).map { .optional($0) }
        case .implicitlyUnwrappedOptional(let wrapped):
            return recurse(wrapped).map { .implicitlyUnwrappedOptional($0) }
        case .array(let element):
            return recurse(element).map { .array($0) }
        case .dictionary(let key, let value):
            guard let key = recurse(key), let value = recurse(value) else { return nil }
            return .dictionary(key: key, value: value)
        case .tuple(var elements):
            for index in elements.indices {
                guard let inner = recurse(elements[index].type) else { return nil }
                elements[index].type = inner
            }
            return .tuple(elements)
        case .attributed(let base, let attributes, let specifiers):
            return recurse(base).map { .attributed($0, attributes: attributes, specifiers: specifiers) }
        default:
            return mentionsOpaque(syntax) ? nil : syntax
        }
    }

    /// `Any` or `Swift.Any`, which constrains nothing.
    private static func isAny(_ syntax: TypeSyntax) -> Bool {
        guard case .nominal(let components) = syntax, components.last?.name == "Any",
              components.last?.genericArguments.isEmpty == true else { return false }
        return components.count == 1 || components.count == 2 && components[0].name == "Swift"
    }

    /// Whether `syntax` holds a `some` anywhere.
    private static func mentionsOpaque(_ syntax: TypeSyntax) -> Bool {
        switch syntax {
        case .opaque: true
        case .nominal(let components): components.contains { $0.genericArguments.contains(where: mentionsOpaque) }
        case .optional(let inner), .implicitlyUnwrappedOptional(let inner), .array(let inner), .metatype(let inner, _),
             .attributed(let inner, _, _), .existential(let inner), .suppressed(let inner), .packExpansion(let inner),
             .packElement(let inner), .member(let inner, _):
            mentionsOpaque(inner)
        case .dictionary(let key, let value): mentionsOpaque(key) || mentionsOpaque(value)
        case .tuple(let elements): elements.contains { mentionsOpaque($0.type) }
        case .function(let function): function.parameters.contains { mentionsOpaque($0.type) } || mentionsOpaque(function.returnType)
        case .composition(let parts): parts.contains(where: mentionsOpaque)
        }
    }
}
