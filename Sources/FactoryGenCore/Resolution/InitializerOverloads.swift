/// The initializers a call `Type(…)` in the test module may select, so that a generated call
/// selects exactly the one resolution chose.
///
/// Leaving defaulted parameters out can make a call fit another initializer just as well:
/// `init(skus: [String]? = nil, status: Status? = nil)` and `init(skus: [String]? = nil,
/// rawStatus: String? = nil)` both take `PriceChange()`, which is ambiguous. Swift prefers the
/// initializer that fills in fewer defaults (`S()` calls `init()` rather than
/// `init(a: Int? = nil)`), so a call is safe when every other initializer it fits needs more
/// defaults than the chosen one. When it is not, the call passes the fewest defaulted
/// parameters that make it so (`PriceChange(status: …)`), the first in order among as few:
/// each one passed is a made-up value where the author's default was one the initializer
/// surely takes (`headers: [String: String] = [:]` given `["": ""]` traps on the empty header
/// name), so the call passes no more of them than it must.
struct InitializerOverloads {
    /// One initializer's parameters as a call sees them.
    struct Signature {
        struct Parameter {
            var label: String?
            var type: ResolvedType?
            var hasDefault: Bool
            var isVariadic: Bool
        }

        var parameters: [Parameter]
        /// Where it is declared; the memberwise initializer has the type's location.
        var location: SourceLocation
    }

    let signatures: [Signature]

    init(id: TypeID, properties: [StoredProperty], callable: [CallableInitializer], table: SymbolTable, lookup: NameLookup) {
        let node = table[id]
        var signatures: [Signature] = []
        func add(_ initializer: InitializerDeclaration, context: LookupContext, access: AccessLevel?) {
            guard (initializer.accessLevel ?? access ?? .internal) >= .internal else { return }
            // A callable initializer's parameter types are resolved already, in the same
            // context; a generic one's with its substitutions, which a call's overloads ignore.
            let resolved = callable.first { other in
                other.substitutions.isEmpty && other.parameterTypes.count == initializer.parameters.count
                    && other.context == context && other.declaration.location == initializer.location
            }?.parameterTypes
            signatures.append(Signature(parameters: initializer.parameters.enumerated().map { index, parameter in
                Signature.Parameter(label: parameter.label, type: resolved?[index] ?? lookup.resolve(parameter.type, in: context),
                                    hasDefault: parameter.hasDefault, isVariadic: parameter.isVariadic)
            }, location: initializer.location))
        }
        for initializer in node.declaration.members.initializers {
            add(initializer, context: node.context, access: nil)
        }
        for (index, extensionDeclaration) in node.extensions.enumerated() {
            for initializer in extensionDeclaration.members.initializers {
                add(initializer, context: table.extensionContext(of: id, at: index), access: extensionDeclaration.accessLevel)
            }
        }
        // Inherited and implicit initializers: the callable ones not declared by the type itself.
        let own = Set(signatures.map(\.location))
        for initializer in callable where !own.contains(initializer.declaration.location) {
            add(initializer.declaration, context: initializer.context, access: nil)
        }
        if node.kind == .struct, node.declaration.members.initializers.isEmpty {
            let parameters = properties.filter(\.isParameter)
            if parameters.allSatisfy({ ($0.declaration.accessLevel ?? .internal) >= .internal }) {
                signatures.append(Signature(parameters: parameters.map { property in
                    Signature.Parameter(label: property.name, type: property.wrapperType ?? property.type,
                                        hasDefault: property.isDefaulted, isVariadic: false)
                }, location: node.declaration.location))
            }
        }
        self.signatures = signatures
    }

    /// The defaulted parameters that the call to the initializer declared at `location` must
    /// pass, because leaving them out would let Swift pick another initializer or find the
    /// call ambiguous: none when leaving every one out is safe, else the fewest that are.
    func defaultsToPass(of location: SourceLocation) -> PassedDefaults {
        guard let chosen = signatures.first(where: { $0.location == location }) else { return .none }
        let defaulted = chosen.parameters.indices.filter { chosen.parameters[$0].hasDefault && !chosen.parameters[$0].isVariadic }
        guard !defaulted.isEmpty else { return .none }
        // Sets by size, each size's in lexicographic order of positions; past a bound on how
        // many are tried (a wide initializer's defaults have many), every default is passed.
        var tried = 0
        for size in 0..<defaulted.count {
            // The positions in `defaulted` of the set tried, advanced like an odometer.
            var picks = Array(0..<size)
            while true {
                tried += 1
                if tried > Self.subsetBound { return .all }
                let passed = Set(picks.map { defaulted[$0] })
                if selects(chosen, passing: passed) { return passed.isEmpty ? .none : .some(passed) }
                guard let last = picks.indices.last(where: { picks[$0] < defaulted.count - size + $0 }) else { break }
                picks[last] += 1
                for next in (last + 1)..<size { picks[next] = picks[next - 1] + 1 }
            }
        }
        return .all
    }

    /// How many sets of defaulted parameters ``defaultsToPass(of:)`` tries before it passes them all.
    static let subsetBound = 1024

    /// Whether calling `chosen` with its required parameters and the defaulted ones at
    /// `passed` selects it: every other initializer the call fits fills in more defaults.
    private func selects(_ chosen: Signature, passing passed: Set<Int>) -> Bool {
        let arguments = chosen.parameters.indices.filter { index in
            let parameter = chosen.parameters[index]
            return !parameter.isVariadic && (!parameter.hasDefault || passed.contains(index))
        }.map { chosen.parameters[$0] }
        let defaults = chosen.parameters.count { $0.hasDefault && !$0.isVariadic } - passed.count
        return !signatures.contains { other in
            guard other.location != chosen.location, let used = Self.defaultsUsed(calling: other, with: arguments) else { return false }
            return used <= defaults
        }
    }

    /// How many defaults `signature` fills in when called with `arguments`, or `nil` when the
    /// call does not fit it.
    private static func defaultsUsed(calling signature: Signature, with arguments: [Signature.Parameter]) -> Int? {
        var next = 0
        var used = 0
        for parameter in signature.parameters {
            if next < arguments.count, arguments[next].label == parameter.label, mayMatch(arguments[next].type, parameter.type) {
                next += 1
            } else if parameter.hasDefault {
                used += 1
            } else if !parameter.isVariadic {
                return nil
            }
        }
        return next == arguments.count ? used : nil
    }

    /// Whether a value made for `argument` might also be accepted as `parameter`: the same
    /// type, or literals (`nil`, `[]`, closures) that fit either, or a type not known.
    private static func mayMatch(_ argument: ResolvedType?, _ parameter: ResolvedType?) -> Bool {
        guard let argument, let parameter else { return true }
        if argument == parameter { return true }
        switch (argument, parameter) {
        case (.standard(let left, _), .standard(let right, _)):
            return left == right && ValueExpressions.emptyLiteral[left] != nil
        case (.function, .function), (.genericParameter, _), (_, .genericParameter), (.unprovidable, _), (_, .unprovidable), (.foreign, _), (_, .foreign),
             (.standardExistential, _), (_, .standardExistential):
            return true
        default:
            return false
        }
    }
}

/// Which defaulted parameters a generated initializer call passes (see ``InitializerOverloads``).
enum PassedDefaults: Equatable {
    /// None: the author's defaults are used.
    case none
    /// Every one: an initializer that may trap gets each argument, non-empty.
    case all
    /// The ones at these positions of the initializer's parameters (the memberwise
    /// initializer's: of its parameter properties), the fewest that select it.
    case some(Set<Int>)

    /// Whether the parameter at `index` is passed.
    func passes(_ index: Int) -> Bool {
        switch self {
        case .none: false
        case .all: true
        case .some(let indices): indices.contains(index)
        }
    }
}
