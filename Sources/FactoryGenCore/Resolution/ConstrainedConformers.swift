/// The conformers that are values of a constrained existential, `any P<X>`: those whose
/// primary associated types are the arguments written.
///
/// ```swift
/// protocol Shape<Unit> { associatedtype Unit; var size: Unit { get } }
/// struct Square: Shape { var size: Double }          // Unit is Double: a value of any Shape<Double>
/// struct Drawing<Unit> { init(shapes: [any Shape<Unit>]) }  // no concrete conformer fits: `[]`
/// ```
///
/// Any conformer of `P` would not do (GEOSwift's `GeometryCollection<C>` took an `Envelope`,
/// whose `C` is `XY`, for an `any GeometryConvertible<C>`, and the generated file did not
/// compile). A conformer's associated type is found as Swift states or infers it in the common
/// cases: a member type of that name (`typealias Unit = Double`, a nested type), or a property
/// the protocol requires with exactly that type (`var size: Unit`), which the conformer declares
/// with another (`var size: Double`). A conformer for which neither tells is left out: no value
/// is better than one that may not compile.
struct ConstrainedConformers {
    let table: SymbolTable
    let witnesses: ProtocolWitnesses
    let lookup: NameLookup

    /// The concrete conformers of `protocolID` whose primary associated types are `arguments`,
    /// in input order.
    func conformers(of protocolID: TypeID, arguments: [ResolvedType]) -> [TypeID] {
        let names = table[protocolID].declaration.genericParameters.map(\.name)
        guard names.count == arguments.count else { return [] }
        return witnesses.conformers(of: [protocolID]).filter { conformer in
            zip(names, arguments).allSatisfy { name, argument in
                associatedType(name, of: conformer, in: protocolID) == argument
            }
        }
    }

    /// What `conformer` makes the associated type `name` of `protocolID`, when it says so.
    private func associatedType(_ name: String, of conformer: TypeID, in protocolID: TypeID) -> ResolvedType? {
        let declared = lookup.memberType([name], of: .user(conformer, arguments: []))
        if case .member = declared {} else { return declared }
        // Inferred from a requirement `var size: Unit` and the conformer's `var size: Double`.
        let bare = TypeSyntax.nominal([TypeComponent(name: name)])
        for (members, _) in table.memberScopes(of: protocolID) {
            for requirement in members.properties where !requirement.isStatic && requirement.type == bare {
                for (ownMembers, context) in table.memberScopes(of: conformer) {
                    guard let property = ownMembers.properties.first(where: { $0.name == requirement.name && !$0.isStatic }),
                          let type = property.type else { continue }
                    return lookup.resolve(type, in: context)
                }
            }
        }
        return nil
    }
}
