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
