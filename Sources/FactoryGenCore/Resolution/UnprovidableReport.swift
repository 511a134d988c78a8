/// Turns the solver's verdicts into `skipped` entries and errors, reporting each root cause
/// once: an error goes to the first field (by location) that needs something factorygen
/// cannot build, mentioning how many other fields need it too; types that only depend on a
/// type without a factory are listed in `skipped`, without an error of their own.
struct UnprovidableReport {
    let table: SymbolTable
    let solver: ProvidabilitySolver
    /// The modules the model files import: a type qualified with one (`SwiftProtobuf.Google_Protobuf_Any`
    /// in generated protobuf messages) is that module's, and no file of the inputs declares it.
    var importedModules: Set<String> = []

    private struct Root {
        var location: SourceLocation
        var message: String
        var count = 1
        /// For a type outside the inputs written with generic arguments (`StoreOf<Game>`): its
        /// name without them, and the field the message names.
        var generic: (base: String, spelled: String, path: String, isStandard: Bool)?
    }

    func report(order: [TypeID]) -> (skipped: [SkippedType], diagnostics: [Diagnostic]) {
        var skipped: [SkippedType] = []
        var roots: [String: Root] = [:]
        let protocols = ForeignProtocolNames(table: table)
        for id in order {
            guard let verdict = solver.unbuildable[id.index] else { continue }
            let node = table[id]
            let reason: String
            switch verdict {
            case .intrinsic(let problem):
                if solver.facts[id.index].isNamespace { continue }
                reason = problem
            case .cycle(let path, let blocked):
                reason = "is part of the cycle '\(path)', which cannot be broken" + (blocked.map { " (\($0))" } ?? "")
            case .fields:
                reason = blame(id, roots: &roots, protocols: protocols)
            }
            skipped.append(SkippedType(name: node.qualifiedName, location: node.declaration.location, reason: reason))
        }
        Self.mendConflictingFixes(in: &roots)
        let diagnostics = roots.values.map { root in
            Diagnostic.error(
                root.count > 1 ? root.message + " (also needed by \(root.count - 1) other field\(root.count > 2 ? "s" : ""))" : root.message,
                at: root.location
            )
        }
        return (skipped, diagnostics)
    }

    /// The reason a type has no factory, from its preferred candidate's failing fields;
    /// records an error for each field that is a root cause.
    private func blame(_ id: TypeID, roots: inout [String: Root], protocols: ForeignProtocolNames) -> String {
        let fact = solver.facts[id.index]
        guard let candidate = fact.candidates.first else { return "has no way to be built" }
        var reason: String?
        for slot in candidate.slots where solver.usableOption(slot.value, from: 0) == nil {
            let owner = table[id].qualifiedName
            switch slot.value {
            case .failure(var kind, let spelled):
                // `eventLoop: EventLoop`, where the inputs write `any EventLoop` elsewhere: no
                // extension can make a protocol `Providable`, so the fix is the owner's.
                if kind == .unknown, Self.isSingleName(spelled), protocols.contains(spelled) { kind = .foreignProtocol }
                let key = Self.isPerField(kind) ? "field \(slot.path) \(slot.location)" : "type \(spelled)"
                let generic = kind == .unknown ? Self.genericBase(of: spelled).map { ($0, spelled, slot.path, isStandardType(spelled)) } : nil
                let fix = extensionFix(for: spelled, in: id, owner: owner)
                let message = if kind == .unknown, isStandardType(spelled) {
                    "cannot provide '\(slot.path)': '\(spelled)' is not among the standard types factorygen provides; " + fix
                } else if kind == .unknown, let targets = conditionalAliasTargets(spelled) {
                    "cannot provide '\(slot.path)': '\(spelled)' is a typealias whose `#if` branches name types from outside the input files "
                        + "(\(targets.map { "'\($0)'" }.joinedBytes(separator: ", "))); " + fix
                } else if kind == .unknown, let module = importedModule(qualifying: spelled) {
                    "cannot provide '\(slot.path)': '\(spelled)' is declared by the imported module '\(module)', not by the input files; " + fix
                } else {
                    Self.message(kind, spelled: spelled, path: slot.path, owner: owner, unknownFix: fix)
                }
                record(key: key, location: slot.location, message: message, generic: generic, in: &roots)
                reason = reason ?? "needs '\(spelled)' for '\(slot.path)', which cannot be provided"
            case .options(let options):
                let missing = (options[0].needs + options[0].lazyNeeds).first { !solver.isProvidable($0) }
                guard let missing else {
                    // A generic type given an argument that cannot be built, for a parameter
                    // its construction requires (`SharedBox<[any Box]>` where `Unboxed: Providable`).
                    if !options[0].unbuiltArguments.isEmpty, let spelled = FactoryCall.providedType(in: options[0].expression) {
                        record(key: "field \(slot.path) \(slot.location)", location: slot.location,
                               message: Self.message(.unsupported, spelled: spelled, path: slot.path, owner: owner), in: &roots)
                        reason = reason ?? "needs '\(spelled)' for '\(slot.path)', which cannot be provided"
                    }
                    continue
                }
                let name = table[missing].qualifiedName
                if case .intrinsic(let problem) = solver.unbuildable[missing.index] {
                    let message = "cannot provide '\(slot.path)': '\(name)' \(problem); "
                        + "write `extension \(name): Providable` in your test target"
                    record(key: "type \(name)", location: slot.location, message: message, in: &roots)
                }
                // A field that needs the type itself explains nothing: another field says why.
                if missing != id { reason = reason ?? "needs '\(name)', which cannot be provided" }
            }
        }
        return reason ?? "has no candidate whose fields can all be provided"
    }

    private func record(
        key: String, location: SourceLocation, message: String, generic: (base: String, spelled: String, path: String, isStandard: Bool)? = nil,
        in roots: inout [String: Root]
    ) {
        if var root = roots[key] {
            root.count += 1
            if location < root.location {
                root.location = location
                root.message = message
                root.generic = generic
            }
            roots[key] = root
        } else {
            roots[key] = Root(location: location, message: message, generic: generic)
        }
    }

    /// Whether `spelled` is a member of a standard type or module (`String.UTF8View.SubSequence`,
    /// `Foundation.Date.FormatStyle`), or a standard type factorygen does not provide
    /// (`URLSession`, `KeyValuePairs<String, Int>`), that the inputs do not shadow: no file to
    /// include declares it.
    private func isStandardType(_ spelled: String) -> Bool {
        let first = String(spelled.prefix { $0 != "." && $0 != "<" })
        guard table.scopeNames[first]?.topLevel == nil else { return false }
        guard spelled.dropFirst(first.count).first == "." else { return UnprovidedStandardTypes.names.contains(first) }
        return StandardProvidableTypes.modules.contains(first) || StandardProvidableTypes.arity[first] != nil
            || UnprovidedStandardTypes.names.contains(first)
    }

    /// The targets, as written, of the typealias `spelled` names when it is declared under
    /// `#if` with another target in each branch (`#if os(Android)` … `= OpaquePointer` `#else`
    /// … `= UnsafeMutablePointer<FILE>`): it is declared in the inputs, but none of the types it
    /// may stand for is, so it is left by its name, as if it were unknown.
    private func conditionalAliasTargets(_ spelled: String) -> [String]? {
        guard let index = table.aliases.firstIndex(where: { $0.declaration.qualifiedName == spelled }) else { return nil }
        let alternatives = table.conditionalAlternatives(of: AliasID(index: index))
        guard !alternatives.isEmpty else { return nil }
        var targets: [String] = []
        for id in [AliasID(index: index)] + alternatives {
            let target = table.aliases[id.index].declaration.target.description
            if !targets.contains(target) { targets.append(target) }
        }
        return targets
    }

    /// The module that qualifies `spelled` when it is one the models import, neither declared
    /// by the inputs nor one of their own modules: `SwiftProtobuf` for
    /// `SwiftProtobuf.Google_Protobuf_Any`, whose file is no input to add.
    private func importedModule(qualifying spelled: String) -> String? {
        // By bytes: the first name ends at an ASCII `.` or `<`, and walking characters cost more.
        let bytes = spelled.utf8
        guard let end = bytes.firstIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "<") }),
              bytes[end] == UInt8(ascii: ".") else { return nil }
        let first = String(spelled[..<end])
        guard importedModules.contains(first), !table.userModules.contains(first), table.scopeNames[first]?.topLevel == nil else { return nil }
        return first
    }

    /// The advice to conform a field's type outside the inputs: `extension Wrapper<Int>: Providable`.
    /// A type whose arguments name a generic parameter of the field's type (`Task<Output, any
    /// Error>` in `Job<Output>`) cannot be extended with those arguments, which are unbound
    /// there: the advice names the type without them, for every argument, or the holding type.
    private func extensionFix(for spelled: String, in id: TypeID, owner: String) -> String {
        let parameters = table.genericParametersInScope(of: id)
        guard !parameters.isEmpty, let parameter = Self.identifiers(in: spelled).first(where: { parameters.contains(String($0)) }) else {
            return "write `extension \(spelled): Providable` in your test target"
        }
        let unbound = "('\(parameter)' is a generic parameter there)"
        // `Outer<Element>.Inner` has no spelling without its arguments that names it alone.
        guard spelled.hasSuffix(">"), let base = Self.genericBase(of: spelled) else {
            return "write `extension \(owner): Providable` in your test target \(unbound)"
        }
        return "write `extension \(base): Providable`, for every argument \(unbound), "
            + "or `extension \(owner): Providable` in your test target"
    }

    /// The identifiers a spelled type is made of: `Task`, `Output` and `Error` for `Task<Output, any Error>`.
    static func identifiers(in spelled: String) -> [Substring] {
        spelled.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// `StoreOf` for `StoreOf<Game>` or `Outer<Int>.Inner`; nil for a type without arguments.
    static func genericBase(of spelled: String) -> String? {
        guard let open = spelled.firstIndex(of: "<"), open != spelled.startIndex else { return nil }
        return String(spelled[..<open])
    }

    /// Swift allows one conformance of a generic type to `Providable`, whatever its arguments
    /// (`extension StoreOf<Game>: Providable` and `extension StoreOf<Settings>: Providable`
    /// conflict), so where the fields need it with several, each field gets a default instead.
    private static func mendConflictingFixes(in roots: inout [String: Root]) {
        var spellings: [String: [String]] = [:]
        for root in roots.values {
            if let generic = root.generic { spellings[generic.base, default: []].append(generic.spelled) }
        }
        for (key, root) in roots {
            guard let generic = root.generic,
                  let other = spellings[generic.base]?.filter({ $0 != generic.spelled }).min() else { continue }
            // No file declares a standard type (`InlineArray<4, UInt8>`): a default is the one fix.
            let cause = generic.isStandard
                ? "'\(generic.spelled)' is not among the standard types factorygen provides; "
                : "'\(generic.spelled)' is not declared in the input files; add its file to includes, or "
            roots[key]?.message = "cannot provide '\(generic.path)': " + cause
                + "give each field of this type a value under `defaults:` in .factory.yml "
                + "(`\(generic.path): …`): '\(generic.base)' may conform to Providable only once, whatever its arguments, "
                + "and '\(other)' is needed too"
        }
    }

    private static func isSingleName(_ spelled: String) -> Bool {
        spelled.utf8.allSatisfy { $0 == UInt8(ascii: "_") || $0 >= 0x80 || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    /// `Any` and unsupported types are a problem of the field, not of a type one could add.
    private static func isPerField(_ kind: UnprovidableKind) -> Bool {
        kind == .opaqueValue || kind == .unsupported || kind == .foreignProtocol || kind == .hidden
    }

    private static func message(_ kind: UnprovidableKind, spelled: String, path: String, owner: String, unknownFix: String? = nil) -> String {
        let fix = "write `extension \(owner): Providable` in your test target"
        switch kind {
        case .unknown:
            return "cannot provide '\(path)': '\(spelled)' is not declared in the input files; add its file to includes, or "
                + (unknownFix ?? "write `extension \(spelled): Providable` in your test target")
        case .opaqueValue:
            return "cannot provide '\(path)': there is no default value of type '\(spelled)'; change the field's type, or \(fix)"
        case .foreignProtocol:
            return "cannot provide '\(path)': '\(spelled)' is a protocol from outside the input files, so there is no conforming type to pick; \(fix)"
        case .noConformer:
            return "cannot provide '\(path)': no providable type in the input files conforms to '\(spelled)'; "
                + "add a conforming type's file to includes, or \(fix)"
        case .conformerWithoutFactory(let conformer):
            return "cannot provide '\(path)': '\(conformer)' conforms to '\(spelled)', but it is from outside the input files "
                + "and has no factory; write `extension \(conformer): Providable` (or `extension \(owner): Providable`) in your test target"
        case .conformersUnderCondition:
            return "cannot provide '\(path)': the providable types that conform to '\(spelled)' exist only under `#if` "
                + "or on some platforms, and '\(owner)' is compiled without them; add a conforming type that always exists, or \(fix)"
        case .inaccessible:
            return "cannot provide '\(path)': '\(spelled)' is private, so the test module cannot see it; make it internal, or \(fix)"
        case .unsupported:
            return "cannot provide '\(path)': factorygen cannot build a value of type '\(spelled)'; \(fix)"
        case .hidden:
            return "cannot provide '\(path)': '\(spelled)' names another module's type here, as a module of the inputs declares "
                + "its own, internal, and the file imports several modules that may declare it; write it with its module (`Module.\(spelled)`)"
        }
    }
}
