/// The type of a static constant whose value names another static constant: `static let bin =
/// BigInt.binBase` (objecthub/swift-numberkit's `BigInt.Base`, whose only initializer is
/// fileprivate and whose constants all name the parent's), `static let fallback = Self.standard`,
/// or a bare `standard`, which inside a static's value is the type's own member. The named
/// constant's type is its written one, or the one its value evidently has
/// (``InitialValueType/ofConstant(_:lookup:context:)``); one reference is followed, not a chain.
///
/// ```swift
/// // struct Palette { static let standard = Palette(ink: "black"); static let fallback = standard }
/// ConstantReferences.type(of: "standard", in: palette, lookup: lookup, context: context) // .user(palette)
/// ```
enum ConstantReferences {
    /// `nil` unless `value` is a dotted path of names whose last one is a `static let`, outside
    /// `#if`, of the type the others name (`scope` for none or `Self`), with a sure type.
    static func type(of value: String, in scope: TypeID, lookup: NameLookup, context: LookupContext) -> ResolvedType? {
        // Most values are calls or literals: a quick look at the bytes rules them out first.
        guard value.utf8.allSatisfy({ isNameByte($0) || $0 == UInt8(ascii: ".") }) else { return nil }
        let names = value.split(separator: ".", omittingEmptySubsequences: false).map { $0.filter { $0 != "`" } }
        guard let member = names.last, names.allSatisfy({ !$0.isEmpty }) else { return nil }
        let owner: TypeID
        if names.count == 1 || (names.count == 2 && names[0] == "Self") {
            owner = scope
        } else {
            guard case .user(let found, let arguments) = lookup.resolve(.nominal(names.dropLast().map { TypeComponent(name: $0) }), in: context),
                  arguments.isEmpty else { return nil }
            owner = found
        }
        var type: ResolvedType?
        StaticMembers.forEachScope(of: owner, table: lookup.table) { members, memberContext, _ in
            guard type == nil else { return }
            let properties = members.properties
            guard let index = properties.indices.first(where: {
                properties[$0].name == member && properties[$0].isStatic && properties[$0].isLet && properties[$0].condition == nil
            }) else { return }
            if let written = properties[index].type {
                if case .nominal(let components) = written, components.count == 1, components[0].name == "Self" {
                    type = .user(owner, arguments: [])
                } else {
                    type = lookup.resolve(written, in: memberContext())
                }
            } else if let initial = properties[index].initialValue {
                type = InitialValueType.ofConstant(initial, lookup: lookup, context: memberContext())
            }
        }
        return type
    }

    /// A byte of an identifier as models write them: ASCII letters, digits, `_` and backticks.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`")
    }
}
