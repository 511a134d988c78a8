/// The integer literal of a static constant an initializer checks a parameter against, as the
/// check wrote it: `Self.byteCount`, the type's own name, or another type's found from the
/// initializer's scope (`ChaChaPoly.nonceByteCount` in a box nested in `ChaChaPoly`: apple/
/// swift-crypto's `ChaChaPoly.SealedBox.init(combined:nonceByteCount:)` asserts its number
/// equals it, and trapped on a made-up `1`).
///
/// ```swift
/// // struct Frame { static let width = 8; init(width: Int) { precondition(width == Self.width) } }
/// StaticIntegerConstants.value(of: "Self.width", for: frame, context: context, table: table, lookup: lookup) // 8
/// ```
enum StaticIntegerConstants {
    /// The value of `constant` (`Owner.name`), or `nil` when its owner is not a type of the
    /// inputs, it declares no static property so named, or that property's initial value is no
    /// integer literal. `id`: the type whose initializer checks, which `Self` means.
    static func value(of constant: String, for id: TypeID, context: LookupContext, table: SymbolTable, lookup: NameLookup) -> Int? {
        let parts = constant.split(separator: ".")
        guard parts.count == 2 else { return nil }
        let owner: TypeID
        if parts[0] == "Self" || parts[0] == table[id].declaration.name {
            owner = id
        } else if case .user(let found, _) = lookup.resolve(.nominal([TypeComponent(name: String(parts[0]))]), in: context) {
            owner = found
        } else {
            return nil
        }
        let node = table[owner]
        for list in [node.declaration.members] + node.extensions.map(\.members) {
            for property in list.properties where property.isStatic && property.name == parts[1] {
                guard let written = property.initialValue else { return nil }
                return Int(String(written.filter { $0 != "_" }))
            }
        }
        return nil
    }
}

/// The counts and numbers an initializer's checks ask for, a constant's value where they name one.
extension InitializerChoice {
    /// How many elements `parameter` must hold to pass the checks `declaration` makes of its
    /// count: a literal's, or the integer literal of the static constant it is compared with
    /// (`Self.byteCount`, the type's own name, or another type's in scope: ``StaticIntegerConstants``);
    /// `nil` when there is no check or the constant is not found.
    static func checkedCount(
        of parameter: String, in declaration: InitializerDeclaration, of id: TypeID, context: LookupContext, table: SymbolTable, lookup: NameLookup
    ) -> Int? {
        guard let check = declaration.checkedCounts.first(where: { $0.parameter == parameter }) else { return nil }
        guard let constant = check.constant else { return check.count }
        guard let value = StaticIntegerConstants.value(of: constant, for: id, context: context, table: table, lookup: lookup),
              value + check.count >= 1, value <= 4096 else { return nil }
        return value + check.count
    }

    /// The value that passes the comparisons `declaration` makes of the number `parameter`: the
    /// static constant's it is said to equal, where its integer literal is found, or else the
    /// one the literals it is compared with let through.
    static func checkedNumber(
        of parameter: String, in declaration: InitializerDeclaration, of id: TypeID, context: LookupContext, table: SymbolTable, lookup: NameLookup
    ) -> Int? {
        guard let check = declaration.checkedNumbers.first(where: { $0.parameter == parameter }) else { return nil }
        guard let constant = check.constant else { return check.passes }
        return StaticIntegerConstants.value(of: constant, for: id, context: context, table: table, lookup: lookup) ?? check.passes
    }
}
