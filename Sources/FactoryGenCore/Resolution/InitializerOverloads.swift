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
///
/// A variadic parameter left empty is no safer: `init(_ names: String...)` and `init(_ parts:
/// any Part...)` both take `Filter()`, which is ambiguous, and Swift ranks an empty variadic
/// against defaults in no way a count of them predicts (`init(x: Int = 0)` beats it,
/// `init(x: Int = 0, y: Int = 0)` ties with it). So a call that leaves one empty is safe only
/// when no other initializer fits it at all; else the variadic is a parameter the call may
/// pass, one element, like a default.
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
        /// Its `#if` condition (its own and its extension's), or `nil`.
        var condition: String? = nil
    }

    let signatures: [Signature]

    init(id: TypeID, properties: [StoredProperty], callable: [CallableInitializer], table: SymbolTable, lookup: NameLookup) {
        let node = table[id]
        var signatures: [Signature] = []
        func add(_ initializer: InitializerDeclaration, context: LookupContext, access: AccessLevel?, condition: String? = nil) {
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
            }, location: initializer.location, condition: ConditionalCompilation.join([condition, initializer.condition].compactMap { $0 })))
        }
        for initializer in node.declaration.members.initializers {
            add(initializer, context: node.context, access: nil)
        }
        for (index, extensionDeclaration) in node.extensions.enumerated() {
            for initializer in extensionDeclaration.members.initializers {
                add(initializer, context: table.extensionContext(of: id, at: index), access: extensionDeclaration.accessLevel,
                    condition: extensionDeclaration.condition)
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

    /// The defaulted (or variadic) parameters that the call to the initializer declared at
    /// `location` must pass, because leaving them out would let Swift pick another initializer
    /// or find the call ambiguous: none when leaving every one out is safe, else the fewest
    /// that are.
    func defaultsToPass(of location: SourceLocation) -> PassedDefaults {
        guard let chosen = signatures.first(where: { $0.location == location }) else { return .none }
        let defaulted = chosen.parameters.indices.filter { chosen.parameters[$0].hasDefault || chosen.parameters[$0].isVariadic }
        guard !defaulted.isEmpty else { return .none }
        let variadics = defaulted.filter { chosen.parameters[$0].isVariadic }
        // Most types have no initializer a call to this one could also fit: leaving every
        // default out is then safe, and no set of them needs trying.
        // One in the other branch of an `#if` the chosen one is under is never compiled with it
        // (nicklockwood/LRUCache's `init(totalCostLimit:countLimit:notificationCenter:)` under
        // `#if !os(WASI)`, and the one without a notification center under `#else`).
        let rivals = signatures.compactMap { signature in
            signature.location == location || ConditionalCompilation.excludes(chosen.condition, signature.condition)
                ? nil : Rival(chosen, against: signature)
        }
        guard !rivals.isEmpty else { return .none }
        // Sets by size, each size's in lexicographic order of positions; past a bound on how
        // many are tried (a wide initializer's defaults have many), every default is passed.
        var passed = [Bool](repeating: false, count: chosen.parameters.count)
        var arguments: [Int] = []
        var tried = 0
        for size in 0..<defaulted.count {
            // The positions in `defaulted` of the set tried, advanced like an odometer.
            var picks = Array(0..<size)
            while true {
                tried += 1
                if tried > Self.subsetBound { return passingAll(defaulted, variadics) }
                for pick in picks { passed[defaulted[pick]] = true }
                arguments.removeAll(keepingCapacity: true)
                for index in chosen.parameters.indices where !defaulted.contains(index) || passed[index] {
                    arguments.append(index)
                }
                // The call selects `chosen` when every rival it fits fills in more defaults,
                // and, while it leaves a variadic empty, when it fits no rival.
                let defaults = defaulted.count - size
                let leavesVariadicEmpty = variadics.contains { !passed[$0] }
                if !rivals.contains(where: { rival in
                    guard let used = rival.defaultsUsed(calling: arguments) else { return false }
                    return leavesVariadicEmpty || used <= defaults
                }) {
                    return size == 0 ? .none : .some(Set(picks.map { defaulted[$0] }))
                }
                for pick in picks { passed[defaulted[pick]] = false }
                guard let last = picks.indices.last(where: { picks[$0] < defaulted.count - size + $0 }) else { break }
                picks[last] += 1
                for next in (last + 1)..<size { picks[next] = picks[next - 1] + 1 }
            }
        }
        return passingAll(defaulted, variadics)
    }

    /// Every default passed; `.all` passes no variadic (it is what an initializer that may
    /// trap is given), so where there are variadics they are named.
    private func passingAll(_ defaulted: [Int], _ variadics: [Int]) -> PassedDefaults {
        variadics.isEmpty ? .all : .some(Set(defaulted))
    }

    /// How many sets of defaulted parameters ``defaultsToPass(of:)`` tries before it passes them all.
    static let subsetBound = 1024

    /// Another initializer that some call of the chosen one, its required parameters with any
    /// of its defaulted ones, might fit as well; which of the chosen one's parameters may be
    /// passed as which of its own is worked out once, for every set of defaults tried.
    private struct Rival {
        /// For each parameter of the chosen initializer, row by row, whether a value made for
        /// it may be passed as each of this one's parameters.
        let fits: [Bool]
        let hasDefault: [Bool]
        let isVariadic: [Bool]

        /// `nil` when no call of `chosen` can fit `other`: a parameter `other` requires is
        /// labeled like none of `chosen`'s, or one `chosen` requires like none of `other`'s.
        init?(_ chosen: Signature, against other: Signature) {
            let fitsSome = other.parameters.allSatisfy { parameter in
                parameter.hasDefault || parameter.isVariadic || chosen.parameters.contains { $0.label == parameter.label }
            } && chosen.parameters.allSatisfy { parameter in
                parameter.hasDefault || parameter.isVariadic || other.parameters.contains { $0.label == parameter.label }
            }
            guard fitsSome else { return nil }
            fits = chosen.parameters.flatMap { argument in
                other.parameters.map { $0.label == argument.label && InitializerOverloads.mayMatch(argument.type, $0.type) }
            }
            hasDefault = other.parameters.map(\.hasDefault)
            isVariadic = other.parameters.map(\.isVariadic)
        }

        /// How many defaults this initializer fills in when called with the chosen one's
        /// parameters at `arguments`, or `nil` when the call does not fit it.
        func defaultsUsed(calling arguments: [Int]) -> Int? {
            var next = 0
            var used = 0
            for parameter in hasDefault.indices {
                if next < arguments.count, fits[arguments[next] * hasDefault.count + parameter] {
                    next += 1
                } else if hasDefault[parameter] {
                    used += 1
                } else if !isVariadic[parameter] {
                    return nil
                }
            }
            return next == arguments.count ? used : nil
        }
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

    /// Whether the parameter at `index` is among those named: a variadic one is passed only then.
    func names(_ index: Int) -> Bool {
        if case .some(let indices) = self { indices.contains(index) } else { false }
    }
}
