/// Concrete types for a generic initializer's parameters, where one is evident from its
/// constraints, so that the initializer can be called with provided arguments:
/// - `init<S: Sequence>(_ items: S) where S.Element == Item` takes `[Item]`;
/// - a parameter constrained only by protocols `String` conforms to (`Value: Encodable`,
///   `T: Hashable & Sendable`), or not at all, takes `String`, and so does one required to
///   have `String`'s element or slice (`S: StringProtocol where S.SubSequence == Substring`,
///   swift-markdown's `LazySplitLines.Iterator`);
/// - one constrained by the standard numeric protocols takes `Int` (`N: SignedInteger`,
///   `I: FixedWidthInteger`), `UInt` (`U: UnsignedInteger`) or `Double`
///   (`F: BinaryFloatingPoint`);
/// - one constrained by protocols of the inputs takes their first conformer
///   (`init<S: Store>(store: S)` takes `InMemoryStore`), or a later one where the first cannot
///   be built (see ``Substitutions/conformedProtocols``), or the first whose `Element` is the
///   one required (`where R.Element == Pebble`);
/// - one constrained by Foundation's protocols of bytes takes `Data` (`D: DataProtocol`,
///   `B: ContiguousBytes`: apple/swift-container-plugin's `Digest.init(of:algorithm:)`);
/// - `where T == Int` takes `Int`.
/// An opaque parameter (`some Sequence<Item>`) is read as the generic one it stands for
/// (``OpaqueParameters``).
/// Any other requirement (`S.Element: Hashable`, `T: AnyObject`, a slice other than
/// `Substring`), or a parameter that no argument mentions (which the call could not infer),
/// leaves the initializer out; a defaulted argument counts unless its default is `nil`.
/// A generic parameter only a defaulted argument mentions gets a type by the rules above too:
/// the call that passes that argument passes a value of it, and one that leaves it out lets
/// the default decide.
enum GenericInitializerArguments {
    /// The standard sequences a parameter may be constrained by, each given an array; their
    /// primary associated type is `Element` (``OpaqueParameters`` reads `some Sequence<Item>`).
    static let sequences: Set<String> = [
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
    ]

    /// Protocols `String` conforms to that a generic parameter is commonly constrained by.
    private static let satisfiedByString: Set<String> = [
        "Hashable", "Equatable", "Comparable", "Sendable", "Codable", "Encodable", "Decodable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "LosslessStringConvertible",
        "StringProtocol", "TextOutputStreamable",
    ]

    /// Foundation's protocols of bytes, which `Data` conforms to, with the others it does that a
    /// parameter of bytes is also commonly constrained by (not the sequences: those take an
    /// array of their `Element`).
    private static let bytes: Set<String> = ["DataProtocol", "MutableDataProtocol", "ContiguousBytes"]
    private static let satisfiedByData: Set<String> = bytes.union(["Hashable", "Equatable", "Sendable", "Codable", "Encodable", "Decodable"])

    /// `Int`, `UInt` or `Double` for a parameter constrained by numeric protocols they conform
    /// to; `nil` when none of `protocols` is numeric (`String` is tried first) or none fits.
    private static func number(for protocols: [String]) -> String? {
        guard protocols.contains(where: { !satisfiedByString.contains($0) }) else { return nil }
        return StandardNumberConformances.number(for: protocols)
    }

    /// What a generic initializer's parameters stand for.
    struct Substitutions {
        /// The type each generic parameter stands for.
        var types: [String: ResolvedType] = [:]
        /// For a parameter given the first conformer of protocols of the inputs, when it is
        /// the whole type of one argument and no other argument mentions it (`init<R: Rule>(_
        /// rule: R)`): those protocols, with the markers it requires too, as an existential
        /// (`any Rule & Sendable`). The call infers it from that argument, which may then be any
        /// value of that existential: a later conformer where the first cannot be built, or is
        /// not `Sendable`.
        var conformedProtocols: [String: ResolvedType] = [:]
    }

    /// The type each generic parameter of `initializer` stands for, or `nil` when one is not evident.
    /// A conformer of the inputs stands for one only if `usable` (one that exists wherever the call is compiled).
    static func substitutions(
        for initializer: InitializerDeclaration, context: LookupContext, lookup: NameLookup, witnesses: ProtocolWitnesses,
        usable: (TypeID) -> Bool = { _ in true }
    ) -> Substitutions? {
        let names = initializer.genericParameters.map(\.name)
        // A `where` clause on a non-generic initializer constrains the type's own parameters
        // (`init() where T == Int`): it does not exist for every instance.
        if names.isEmpty { return initializer.genericRequirements.isEmpty ? Substitutions() : nil }
        // A pack or a value parameter (`init<let n: Int>`) takes no type to infer.
        guard !initializer.genericParameters.contains(where: { $0.isPack || $0.isValue }) else { return nil }
        var constraints: [String: [TypeSyntax]] = [:]
        var elements: [String: TypeSyntax] = [:]
        var sameTypes: [String: TypeSyntax] = [:]
        var slices: [String: TypeSyntax] = [:]
        for parameter in initializer.genericParameters {
            constraints[parameter.name] = parameter.constraint.map(flatten) ?? []
        }
        for requirement in initializer.genericRequirements {
            guard case .nominal(let left) = requirement.left, names.contains(left[0].name),
                  left.allSatisfy({ $0.genericArguments.isEmpty }) else { return nil }
            switch (left.count, requirement.relation) {
            case (1, .conformance): constraints[left[0].name, default: []] += flatten(requirement.right)
            case (1, .sameType): sameTypes[left[0].name] = requirement.right
            case (2, .sameType) where left[1].name == "Element": elements[left[0].name] = requirement.right
            case (2, .sameType) where left[1].name == "SubSequence": slices[left[0].name] = requirement.right
            default: return nil
            }
        }
        var result = Substitutions()
        for name in names {
            if let same = sameTypes[name] {
                result.types[name] = lookup.resolve(same, in: context)
                continue
            }
            // A protocol of the inputs (or another module's) is named `""`, which no list below holds.
            let protocols = (constraints[name] ?? []).map { standardName($0) ?? "" }
            // A required slice is `String`'s or none: no other choice below has a known one.
            if let slice = slices[name] {
                guard isStandard(slice, "Substring"), elements[name].map({ isStandard($0, "Character") }) ?? true,
                      protocols.allSatisfy(satisfiedByString.contains) else { return nil }
                result.types[name] = .standard("String", arguments: [])
            } else if elements[name] == nil, protocols.contains(where: bytes.contains), protocols.allSatisfy(satisfiedByData.contains) {
                result.types[name] = .standard("Data", arguments: [])
            } else if protocols.contains(where: sequences.contains) {
                guard let element = elements[name], protocols.allSatisfy({ sequences.contains($0) || $0 == "Sendable" }) else { return nil }
                result.types[name] = .standard("Array", arguments: [lookup.resolve(element, in: context)])
            } else if elements[name].map({ isStandard($0, "Character") }) ?? true, protocols.allSatisfy(satisfiedByString.contains) {
                result.types[name] = .standard("String", arguments: [])
            } else if elements[name] == nil, let number = number(for: protocols) {
                result.types[name] = .standard(number, arguments: [])
            } else if let required = userProtocols(of: constraints[name] ?? [], context: context, lookup: lookup),
                      let conformer = witnesses.conformers(of: required.protocols).first(where: {
                          usable($0) && hasElement(elements[name], conformer: $0, context: context, lookup: lookup)
                      }) {
                result.types[name] = .user(conformer, arguments: [])
                // Another conformer, which the existential would let the argument be, may have
                // other elements.
                if elements[name] == nil, passedAlone(name, in: initializer.parameters) {
                    result.conformedProtocols[name] = .existential(required.protocols, markers: required.markers)
                }
            } else {
                return nil
            }
        }
        // Swift infers each parameter from the arguments: one that no passed argument
        // mentions could not be inferred. A defaulted one that the call leaves out gives its
        // type through its default (SE-0347: `logger: some Logging = .disabled`, swhitty/FlyingFox's
        // socket pools), unless that default is `nil`, which names no type.
        let passed = initializer.parameters.filter { !$0.isVariadic && (!$0.hasDefault || inferredFromDefault($0)) }
            .map(\.type.description).joined(separator: " ")
        let words = Set(spelledNames(in: passed).map(String.init))
        guard names.allSatisfy(words.contains) else { return nil }
        return result
    }

    /// Whether a defaulted parameter's default gives the call the generic parameters its type
    /// names: any default but `nil` (`.none`), whose type is the optional's, not yet known.
    private static func inferredFromDefault(_ parameter: Parameter) -> Bool {
        guard let value = parameter.defaultValue else { return false }
        return value != "nil" && value != ".none"
    }

    /// The name of the standard type or protocol `syntax` may spell: its own, or after `Swift.`.
    private static func standardName(_ syntax: TypeSyntax) -> String? {
        guard case .nominal(let components) = syntax, components.count == 1 || components[0].name == "Swift" else { return nil }
        return components.last?.name
    }

    /// Whether `syntax` spells the standard type `name`, without generic arguments.
    private static func isStandard(_ syntax: TypeSyntax, _ name: String) -> Bool {
        guard case .nominal(let components) = syntax, components.last?.genericArguments.isEmpty == true else { return false }
        return standardName(syntax) == name
    }

    /// Whether `conformer`'s `Element` is the `required` one (`where R.Element == Pebble`), or
    /// nothing is required. A conformer's element is a concrete type or one of its own
    /// parameters, never the enclosing type's parameter an initializer may require
    /// (`init<N: Row>(_ row: N) where N.Element == Element` in `Walker<Element>`: swift-syntax's
    /// `SyntaxCollectionIterator`, which took the first collection of nodes, whatever their kind).
    private static func hasElement(
        _ required: TypeSyntax?, conformer: TypeID, context: LookupContext, lookup: NameLookup
    ) -> Bool {
        guard let required else { return true }
        return lookup.memberType(["Element"], of: .user(conformer, arguments: [])) == lookup.resolve(required, in: context)
    }

    /// `P & Q` as its parts.
    private static func flatten(_ syntax: TypeSyntax) -> [TypeSyntax] {
        if case .composition(let parts) = syntax { return parts }
        return [syntax]
    }

    /// The protocols of the inputs `constraints` name, and the markers among them (`Sendable`),
    /// or `nil` when one is neither.
    private static func userProtocols(
        of constraints: [TypeSyntax], context: LookupContext, lookup: NameLookup
    ) -> (protocols: [TypeID], markers: [String])? {
        var required: [TypeID] = []
        var markers: [String] = []
        for syntax in constraints {
            if case .nominal(let components) = syntax, components.count == 1 || components[0].name == "Swift",
               components.last?.name == "Sendable" {
                markers.append("Sendable")
                continue
            }
            guard case .existential(let ids, let stated) = lookup.resolveConformance(syntax, in: context) else { return nil }
            required += ids
            markers += stated
        }
        return required.isEmpty ? nil : (required, markers)
    }

    /// Whether generic parameter `name` is the whole type of one of `parameters` and in no
    /// other's: each argument picks its value on its own, and two picking different conformers
    /// (`_ a: R, _ b: [R]`) would give the call no one type to infer.
    private static func passedAlone(_ name: String, in parameters: [Parameter]) -> Bool {
        var mentions = 0
        var whole = false
        for parameter in parameters {
            if case .nominal(let components) = parameter.type, components.count == 1, components[0].name == name,
               components[0].genericArguments.isEmpty {
                whole = true
            }
            if spelledNames(in: parameter.type.description).contains(where: { $0 == name }) { mentions += 1 }
        }
        return whole && mentions == 1
    }

    /// The names a type's spelling holds (`[Key: Box<R>]` gives `Key`, `Box`, `R`).
    private static func spelledNames(in spelled: String) -> [Substring] {
        spelled.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
    }
}
