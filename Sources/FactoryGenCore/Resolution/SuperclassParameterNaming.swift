/// Whether a generic subclass can be named, with its own parameters, inside its superclass's
/// extension: the root of a class hierarchy gets the one `Providable` conformance, and its
/// `provide()` tests `Self.self` against each subclass it can build.
///
/// ```swift
/// class Shipment<Manifest: Equatable, Receipt> { … }
/// class Pickup<Receipt>: Shipment<BlankManifest, Receipt> {}   // named: `Pickup<Receipt>`
/// class Parcel<Item>: Shipment<BlankManifest, [Item]> {}        // not: `Item` is not in scope there
/// ```
enum SuperclassParameterNaming {
    /// Whether `id` passes each of its generic parameters, whole, to the superclass parameter of
    /// the same name, constrained no further than that one and with no `where` clause: then
    /// `Pickup<Receipt>` in `Shipment<Manifest, Receipt>`'s extension is exactly the subclass
    /// whose `Self` it is there (a `Pickup<Receipt>` is a `Shipment<BlankManifest, Receipt>`).
    /// A renamed parameter (`Pickup<R>: Shipment<BlankManifest, R>`) would be out of scope.
    static func passesParametersThrough(_ id: TypeID, superclass: TypeID, table: SymbolTable) -> Bool {
        let node = table.nodes[id.index], parent = table.nodes[superclass.index]
        let own = node.declaration.genericParameters, theirs = parent.declaration.genericParameters
        // A parameter of an enclosing type would not be in scope in the superclass's extension.
        guard !own.isEmpty, node.genericParametersInScope.count == own.count,
              parent.genericParametersInScope.count == theirs.count,
              node.declaration.genericRequirements.isEmpty,
              case .nominal(let components)? = node.declaration.inheritedTypes.first,
              let arguments = components.last?.genericArguments, arguments.count == theirs.count else { return false }
        return own.allSatisfy { parameter in
            guard !parameter.isPack, !parameter.isValue,
                  let position = theirs.firstIndex(where: { $0.name == parameter.name }),
                  case .nominal(let written) = arguments[position], written.count == 1,
                  written[0].name == parameter.name, written[0].genericArguments.isEmpty else { return false }
            return parameter.constraint == nil || parameter.constraint == theirs[position].constraint
        }
    }
}
