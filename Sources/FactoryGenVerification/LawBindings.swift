import FactoryGenCore

/// What the law driver binds a generic type's parameters to: `Int`, or, for a parameter
/// constrained to the models' own protocols, a standard type the models make conform.
///
/// ```swift
/// // protocol CoreScalar: FixedWidthInteger {}; extension UInt32: CoreScalar {}
/// // struct Modulus<T: CoreScalar> { … }
/// bindings.arguments(for: [modulus]) // ["T": "UInt32"]: checked as `Modulus<UInt32>`
/// ```
///
/// A constrained parameter that `Int` may not satisfy kept a real folder's generic types out of
/// the checks (swift-homomorphic-encryption's `Modulus<T: CoreScalarType>`: 0 laws). Only a
/// binding the models declare is taken: one that does not compile would fail the whole driver.
struct LawBindings {
    /// Per protocol of the models, the standard types an extension of the models conforms to
    /// it, or to a protocol that refines it, in the order the extensions are read.
    private var conformers: [String: [String]] = [:]

    init(files: [SourceFile]) {
        // Per protocol of the models, the protocols it refines.
        var refines: [String: [String]] = [:]
        var declared: [String: [String]] = [:]
        var pending = files.flatMap(\.types)
        while let declaration = pending.popLast() {
            pending.append(contentsOf: declaration.members.nestedTypes)
            guard declaration.kind == .protocol else { continue }
            for inherited in declaration.inheritedTypes {
                if let name = Self.name(of: inherited) { refines[declaration.name, default: []].append(name) }
            }
        }
        for file in files {
            for extensionDeclaration in file.extensions {
                guard let extended = Self.name(of: extensionDeclaration.extendedType),
                      StandardProvidableTypes.arity[extended] == 0, extensionDeclaration.genericRequirements.isEmpty else { continue }
                for inherited in extensionDeclaration.inheritedTypes {
                    if let name = Self.name(of: inherited) { declared[name, default: []].append(extended) }
                }
            }
        }
        // A conformer of a protocol conforms to every protocol it refines, however far up.
        for (proto, types) in declared.sorted(by: { $0.key < $1.key }) {
            var reached: Set<String> = [proto]
            var frontier = [proto]
            while let current = frontier.popLast() {
                for type in types where conformers[current]?.contains(type) != true { conformers[current, default: []].append(type) }
                for refined in refines[current] ?? [] where reached.insert(refined).inserted { frontier.append(refined) }
            }
        }
    }

    /// The parameter bindings for the checks of the last of `declarations`, each declared in the
    /// one before (a parent's parameters are a nested type's too), or `nil` when one of their
    /// parameters has a constraint no declared conformance satisfies, or one has a `where` clause.
    func arguments(for declarations: [TypeDeclaration]) -> [String: String]? {
        guard declarations.allSatisfy(\.genericRequirements.isEmpty) else { return nil }
        var bindings: [String: String] = [:]
        for parameter in declarations.flatMap(\.genericParameters) {
            guard !parameter.isPack, !parameter.isValue else { return nil }
            guard let constraint = parameter.constraint else {
                bindings[parameter.name] = "Int"
                continue
            }
            let protocols: [TypeSyntax]
            if case .composition(let parts) = constraint { protocols = parts } else { protocols = [constraint] }
            let names = protocols.compactMap(Self.name(of:))
            guard names.count == protocols.count else { return nil }
            let standard = names.filter { !Self.everyStandardTypeConforms.contains($0) }
            if standard.isEmpty || StandardNumberConformances.number(for: standard) == "Int" {
                bindings[parameter.name] = "Int"
                continue
            }
            guard let first = standard.first,
                  let type = conformers[first]?.first(where: { type in standard.allSatisfy { conformers[$0]?.contains(type) == true } })
            else { return nil }
            bindings[parameter.name] = type
        }
        return bindings
    }

    /// Protocols every standard type FactoryRuntime provides conforms to: asked of `Int`, or of a
    /// conformer found through the models' protocols, without a declared conformance of their own.
    private static let everyStandardTypeConforms: Set<String> = ["Sendable", "SendableMetatype", "Providable"]

    /// The last name of a type written without arguments (`App.Scalar` is `Scalar`).
    private static func name(of type: TypeSyntax) -> String? {
        guard case .nominal(let components) = type, let last = components.last, last.genericArguments.isEmpty else { return nil }
        return last.name
    }
}
