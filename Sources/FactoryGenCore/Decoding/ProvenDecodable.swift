/// Types from outside the inputs that the inputs prove `Decodable`: Swift synthesizes a type's
/// `Decodable` conformance only when every stored property's type (an enum's every payload's)
/// is `Decodable`, so `let path: AbsolutePath` in a struct whose decoding is synthesized proves
/// `AbsolutePath` decodable. Such a type is decoded on its own wherever it is needed
/// (`FrameworkMetadata(path: ProvidingDecoder.decode(AbsolutePath.self), …)`, `case
/// file(path: AbsolutePath)`), rather than leaving the type that holds it without a factory.
///
/// Read from each coded type where ``Codability`` reads its members; keyed by the spelling as
/// written.
enum ProvenDecodable {
    /// What `node`'s synthesized decoding proves decodable. Nothing is proven by what may not
    /// be compiled (under `#if`), nor by what the decoding does not read: a `let` with a value,
    /// a field its `CodingKeys` leaves out, a wrapped field (its wrapper is decoded), a
    /// subclass's fields (it inherits its superclass's decoding).
    static func spellings(of node: TypeNode, isSubclass: Bool, lookup: NameLookup, codingKeys: [String: String]?) -> [String] {
        guard node.fullCondition == nil, !isSubclass else { return [] }
        var found: [String] = []
        func collect(_ type: ResolvedType) {
            switch type {
            case .unprovidable(.unknown, let spelled): found.append(spelled)
            // A dictionary decodes its keys too: one keyed by another type than `String` or
            // `Int` is a list of keys and values, each key read through its own `init(from:)`.
            case .standard("Optional", let arguments), .standard("Array", let arguments), .standard("Set", let arguments),
                 .standard("Dictionary", let arguments):
                arguments.forEach(collect)
            default: break
            }
        }
        switch node.kind {
        case .struct, .class:
            for property in node.declaration.members.properties where property.isStored && !property.isStatic && property.condition == nil {
                guard let written = property.type, !(property.isLet && property.initialValue != nil), property.attributes.isEmpty,
                      codingKeys.map({ $0[property.name] != nil }) ?? true else { continue }
                collect(lookup.resolve(written, in: node.context))
            }
        case .enum:
            for enumCase in node.declaration.members.cases where enumCase.condition == nil {
                for payload in enumCase.associatedValues { collect(lookup.resolve(payload.type, in: node.context)) }
            }
        default:
            break
        }
        return found
    }
}
