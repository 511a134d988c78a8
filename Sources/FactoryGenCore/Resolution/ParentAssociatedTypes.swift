/// A bare name inside a nested type that is an associated type of a standard protocol an
/// enclosing type conforms to: `Element` in `Rotation<Base>.Turn`, where `Rotation: Sequence`
/// infers it, or `RawValue` in a type nested in `enum Volume: Int`.
///
/// ```swift
/// struct Rotation<Base: Collection>: Sequence { struct Turn { var first: Element? } }
/// // in `extension Rotation.Turn`, `Element` names nothing: the lens spells
/// // `Rotation<Base>.Element?`
/// ```
///
/// Swift finds such a name in the parent's body, but not in an extension of the nested type,
/// which is where the lenses are written (apple/swift-algorithms'
/// `InclusiveReductionsSequence.Index` stores `let result: Element?`, and its lens spelled
/// `Element?` did not compile). The type's own associated types are left as written: its own
/// extension sees them.
enum ParentAssociatedTypes {
    /// The associated types of the standard protocols a type may list, by protocol.
    private static let byProtocol: [String: Set<String>] = {
        let collection: Set<String> = ["Element", "Index", "Iterator", "SubSequence", "Indices"]
        return [
            "Sequence": ["Element", "Iterator"], "IteratorProtocol": ["Element"],
            "Collection": collection, "BidirectionalCollection": collection, "RandomAccessCollection": collection,
            "MutableCollection": collection, "RangeReplaceableCollection": collection,
            "LazySequenceProtocol": ["Element", "Iterator", "Elements"],
            "LazyCollectionProtocol": collection.union(["Elements"]),
            "AsyncSequence": ["Element", "AsyncIterator", "Failure"], "AsyncIteratorProtocol": ["Element", "Failure"],
            "RawRepresentable": ["RawValue"], "OptionSet": ["RawValue", "Element", "ArrayLiteralElement"],
            "SetAlgebra": ["Element", "ArrayLiteralElement"], "Identifiable": ["ID"], "CaseIterable": ["AllCases"],
            "Strideable": ["Stride"], "Numeric": ["Magnitude"], "ExpressibleByArrayLiteral": ["ArrayLiteralElement"],
            "ExpressibleByDictionaryLiteral": ["Key", "Value"],
        ]
    }()

    /// The raw types an enum may list, which make it `RawRepresentable`.
    private static let rawTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "String", "Character", "Double", "Float",
    ]

    private static let allNames: Set<String> = byProtocol.values.reduce(into: []) { $0.formUnion($1) }

    /// `name` as a member of the nearest enclosing type of `context`'s innermost type that has
    /// it as an associated type, or `nil` when the innermost type has it itself or none does.
    static func member(_ name: String, in context: LookupContext, table: SymbolTable) -> ResolvedType? {
        guard allNames.contains(name), let owner = context.chain.first, !has(name, owner, table: table) else { return nil }
        var current = table[owner].parent
        while let parent = current {
            if has(name, parent, table: table) {
                let parameters = table.genericParametersInScope(of: parent).map(ResolvedType.genericParameter)
                return .member(.user(parent, arguments: parameters), name: name)
            }
            current = table[parent].parent
        }
        return nil
    }

    /// Whether `id` lists a standard protocol (or, as an enum, a raw type) with `name` among
    /// its associated types, in its declaration or an extension.
    private static func has(_ name: String, _ id: TypeID, table: SymbolTable) -> Bool {
        let isEnum = table[id].kind == .enum
        return table.inheritanceClauses(of: id).contains { syntax, _ in
            guard case .nominal(let components) = syntax, let last = components.last?.name else { return false }
            if isEnum, name == "RawValue", rawTypes.contains(last) { return true }
            return byProtocol[last]?.contains(name) == true
        }
    }
}
