/// An initializer's opaque parameters as the generic parameters they stand for, so that
/// ``GenericInitializerArguments`` finds their argument types as it does for a generic clause:
///
/// ```swift
/// init(_ titles: some Sequence<String>)   // as init<S: Sequence>(_ titles: S) where S.Element == String
/// init(output: some Output & Sendable)    // as init<O: Output & Sendable>(output: O)
/// ```
///
/// Swift itself reads them so: each `some` parameter is a generic parameter of its own, which
/// the call infers from its argument. A primary associated type (`Sequence<String>`) is known
/// for the standard sequences only, whose `Element` it is; any other (`some Store<Int>`), or an
/// opaque type inside another (`[some Output]`), is left as written, and refused.
enum OpaqueParameters {
    /// `initializer` with each top-level `some P` parameter a generic parameter constrained by
    /// `P`, or `initializer` itself when it has none, or one it cannot read.
    static func desugared(_ initializer: InitializerDeclaration) -> InitializerDeclaration {
        guard initializer.parameters.contains(where: isOpaque) else { return initializer }
        var result = initializer
        for index in result.parameters.indices {
            guard case .opaque(let written) = result.parameters[index].type else { continue }
            // One word, as the check that every generic parameter is inferred from an argument
            // reads the arguments' types; unlike a name the models would write.
            let name = "__opaque\(index)"
            var constraint = written
            if case .nominal(let components) = written, let last = components.last, !last.genericArguments.isEmpty {
                guard components.count == 1 || components.count == 2 && components[0].name == "Swift",
                      GenericInitializerArguments.sequences.contains(last.name), last.genericArguments.count == 1
                else { return initializer }
                constraint = .nominal([TypeComponent(name: last.name)])
                result.genericRequirements.append(GenericRequirement(
                    left: .nominal([TypeComponent(name: name), TypeComponent(name: "Element")]), relation: .sameType,
                    right: last.genericArguments[0]
                ))
            }
            result.genericParameters.append(GenericParameter(name: name, constraint: constraint))
            result.parameters[index].type = .nominal([TypeComponent(name: name)])
        }
        return result
    }

    private static func isOpaque(_ parameter: Parameter) -> Bool {
        if case .opaque = parameter.type { return true }
        return false
    }
}
