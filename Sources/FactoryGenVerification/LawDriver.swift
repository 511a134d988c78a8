import FactoryGenCore

/// Writes the `main.swift` that exercises a generated file: it calls every generated
/// `provide()`, checks every lens (get-set, set-get, set-set) and every prism
/// (embed-extract, extract-embed, a set on another case leaves the value alone), and exits
/// non-zero naming each law that failed. Values are compared through `dump`, so no type
/// needs to be Equatable.
///
/// The checks for a type live in an extension of it, where the plan's type spellings are
/// valid; generic types are checked with every parameter bound to `Int` (a parent's too:
/// `Page<Int>.Meta`). Without `bindsConstrainedGenerics`, a type whose parameters are
/// constrained (`K: CodingKey`, which `Int` may not satisfy) is checked only where
/// ``LawBindings`` finds a standard type the models make conform.
///
/// ```swift
/// let main = LawDriver.source(plan: result.plan, files: parsed, generated: code, extra: "")
/// // compile it with the generated file against the models; it prints "N checks, 0 failed"
/// ```
public enum LawDriver {
    /// `generated` is the generated file: the driver imports what it imports (scoped imports included).
    /// Each lens's laws are also checked on `seeds` arbitrary values, and a type's variants
    /// and arbitrary values are each made and read.
    public static func source(
        plan: GenerationPlan, files: [SourceFile], generated: String, extra: String, bindsConstrainedGenerics: Bool = true, seeds: Int = 1_000
    ) -> String {
        var declarations: [SourceLocation: TypeDeclaration] = [:]
        // The types a nested one is declared in, outermost first: their parameters are its too.
        var enclosing: [SourceLocation: [TypeDeclaration]] = [:]
        var pending = files.flatMap(\.types).map { ($0, [TypeDeclaration]()) }
        while let (declaration, parents) = pending.popLast() {
            declarations[declaration.location] = declaration
            if !parents.isEmpty { enclosing[declaration.location] = parents }
            pending.append(contentsOf: declaration.members.nestedTypes.map { ($0, parents + [declaration]) })
        }
        // Case payloads are written as declared (`User`); the plan spells with the module (`App.User`).
        let planNames = plan.types.filter { $0.providable != nil && $0.genericParameters.isEmpty }.map(\.name)
        let modulePrefixes = plan.testableImports.flatMap { [$0 + ".", $0 + "::"] }
        let providableNames = Set(planNames + planNames.compactMap { name in
            modulePrefixes.first(where: name.hasPrefix).map { String(name.dropFirst($0.count)) }
        })

        // Only the generated file's imports: another (Foundation: `Expression`, `Data`…) could
        // clash with the models' names in the driver alone.
        var lines = importLines(of: generated)
        lines += ["#if canImport(Glibc)", "import Glibc", "#elseif canImport(Darwin)", "import Darwin", "#endif"]
        lines.append(prologue)

        var calls: [String] = []
        let bindings = LawBindings(files: files)
        for (index, type) in plan.types.enumerated() {
            // One name per type: a subclass cannot redeclare a static method of its superclass's extension.
            let method = "__factorygenLaws\(index)"
            let parameters = genericParameters(in: type.selfType)
            var arguments: [String: String] = [:]
            if bindsConstrainedGenerics || type.opticRequirements.isEmpty {
                for parameter in parameters { arguments[parameter] = "Int" }
            } else if let declaration = declarations[type.location],
                      let found = bindings.arguments(for: (enclosing[type.location] ?? []) + [declaration]),
                      parameters.allSatisfy({ found[$0] != nil }) {
                arguments = found
            } else {
                continue
            }
            let equalities = parameters.map { "\($0) == " + (arguments[$0] == "Int" ? "LawInt" : arguments[$0] ?? "LawInt") }
            let header = "extension \(type.name)" + (equalities.isEmpty ? "" : " where " + equalities.joined(separator: ", "))
            let spelled = bound(type.selfType, to: arguments)
            // Checked where `provide()` runs: written out, since a type isolated by the models'
            // default isolation does not lend it to an extension in another module.
            // An actor's static members are nonisolated, yet in a test target built with
            // `-default-isolation MainActor` its conformance is inferred to be main-actor
            // isolated: its checks run on the main actor too.
            let isolated = type.providableIsolation.map { "@\($0) " } ?? (type.kind == .actor ? "@MainActor " : "")
            var body = [
                "    \(isolated)static func \(method)() {",
                "        let whole = FactoryRuntime.Factory<Self>.provide()",
                "        Laws.touch(whole, \"\(type.name).provide()\")",
            ]
            body += readingEveryField(of: declarations[type.location], kind: type.kind, isolated: type.isolatedFields)
            for lens in type.lenses {
                let literal = literal(for: lens.type)
                body += wrapped(lens.condition, [
                    "        do {",
                    "            let lens = Self.\(lens.name)",
                    literal.map { "            let part: \(lens.type) = \($0)" } ?? "            let part = lens.get(whole)",
                    "            Laws.same(lens.set(lens.get(whole), whole), whole, \"\(type.name).\(lens.name) get-set\")",
                    "            Laws.same(lens.get(lens.set(part, whole)), part, \"\(type.name).\(lens.name) set-get\")",
                    "            Laws.same(lens.set(part, lens.set(lens.get(whole), whole)), lens.set(part, whole), \"\(type.name).\(lens.name) set-set\")",
                    "        }",
                ])
            }
            // On arbitrary values too, for a type whose arbitrary values vary (any other's are all
            // `provide()`, checked above): a whole drawn from one seed, a part read from another's.
            if let providable = type.providable, !type.lenses.isEmpty,
               !providable.variedLenses.isEmpty || !providable.emptyVariedLenses.isEmpty {
                body += [
                    "        for seed in 0..<\(seeds) as LawSeeds {",
                    "            let whole = FactoryRuntime.Factory<Self>.arbitrary(seed: seed)",
                    "            let other = FactoryRuntime.Factory<Self>.arbitrary(seed: seed &+ 1_000_003)",
                ]
                for lens in type.lenses {
                    let what = "\(type.name).\(lens.name)"
                    body += wrapped(lens.condition, [
                        "            do {",
                        "                let lens = Self.\(lens.name)",
                        "                let part = lens.get(other)",
                        "                Laws.same(lens.set(lens.get(whole), whole), whole, \"\(what) get-set, seed \\(seed)\")",
                        "                Laws.same(lens.get(lens.set(part, whole)), part, \"\(what) set-get, seed \\(seed)\")",
                        "                Laws.same(lens.set(part, lens.set(lens.get(other), whole)), lens.set(part, whole), \"\(what) set-set, seed \\(seed)\")",
                        "            }",
                    ])
                }
                body.append("        }")
            }
            if let providable = type.providable, !providable.variedLenses.isEmpty || !providable.emptyVariedLenses.isEmpty {
                let listed = providable.variedLenses + providable.emptyVariedLenses
                let varied = type.lenses.filter { listed.contains($0.name) }.map { "FactoryRuntime.Factory<\($0.type)>.variants().count" }
                body += makingVariants(type) + [
                    // More than one whenever a listed field's type has more than one, counted one
                    // level down, where the whole's variants ask for them: a field whose own choices
                    // lie past the depth budget from there has one, though it has more from the top.
                    "        let parts: LawCounts = FactoryRuntime.VariantDepth.nested(or: []) { [\(varied.joined(separator: ", "))] }",
                    "        Laws.check(variants.count > 1 || parts.allSatisfy { $0 == 1 }, \"\(type.name).variants() varies its fields\")",
                    "        if let first = variants.first { \(startsWithProvide(type)) }",
                    "        for variant in variants { Laws.touch(variant, \"\(type.name) variant\") }",
                ]
            }
            let cases = declarations[type.location]?.members.cases ?? []
            for prism in type.prisms {
                // The last case of the name under the prism's condition: cases overloaded by labels
                // get a prism only for the last one, the one a pattern reaches.
                let declared = cases.last { $0.name == prism.caseName.trimmingBackticks && $0.condition == prism.condition }
                // A bare name in the case is another module's type where the plan qualifies it so
                // (`Glazes.Glaze`), though a testable module declares one alike.
                let foreign = foreignNames(in: prism.payloadType, testables: plan.testableImports)
                let constructed = declared.flatMap { payload(for: $0, providable: foreign.isEmpty ? providableNames : providableNames.subtracting(foreign)) }
                body += wrapped(prism.condition, [
                    "        do {",
                    "            let prism = Self.\(prism.name)",
                    "            if let part = prism.extract(whole) {",
                    "                Laws.same(prism.embed(part), whole, \"\(type.name).\(prism.name) embed(extract)\")",
                    "            }",
                    "            let payload: LawOptional<\(prism.payloadType)> = \(constructed.map { "(\($0))" } ?? "prism.extract(whole)")",
                    "            if let payload {",
                    "                let extracted: LawOptional<\(prism.payloadType)> = prism.extract(prism.embed(payload))",
                    "                Laws.check(extracted != nil, \"\(type.name).\(prism.name) extract(embed) matches\")",
                    "                if let extracted { Laws.same(extracted, payload, \"\(type.name).\(prism.name) extract(embed)\") }",
                    "                if prism.extract(whole) == nil {",
                    "                    Laws.same(prism.set(payload, whole), whole, \"\(type.name).\(prism.name) set on another case\")",
                    "                }",
                    "            }",
                    "        }",
                ])
            }
            if let providable = type.providable, !providable.variants.isEmpty {
                // Every case the plan lists, `provide()`'s first, and each prism's law on the
                // variants and on arbitrary values. (Whether a seed gives the same value is the
                // runtime's tests' to check: two equal sets may print their elements in another
                // order.)
                let embedLaws = type.prisms.flatMap { prism in
                    wrapped(prism.condition, [
                        "            if let part = Self.\(prism.name).extract(value) {",
                        "                Laws.same(Self.\(prism.name).embed(part), value, \"\(type.name).\(prism.name) embed(extract) of \\(origin)\")",
                        "            }",
                    ])
                }
                body += makingVariants(type) + [
                    "        Laws.check(variants.count == \(providable.variants.count + 1), \"\(type.name).variants() has every listed case\")",
                    "        if let first = variants.first { \(startsWithProvide(type)) }",
                    "        let arbitrary = (0..<50 as LawSeeds).map { FactoryRuntime.Factory<Self>.arbitrary(seed: $0) }",
                    "        for (origin, value) in variants.map({ (\"a variant\", $0) }) + arbitrary.map({ (\"an arbitrary value\", $0) }) {",
                    "            Laws.touch(value, \"\(type.name) \\(origin)\")",
                ] + embedLaws + ["        }"]
            }
            body.append("    }")
            // In a type that declares a nested `` `Self` ``, `Self` means that type, and in one
            // with a case or member so named, that member: the checked type is spelled out
            // instead (not inside a prism's name, `_Self`).
            if let declaration = declarations[type.location], declaration.members.declaresSelf {
                body = body.map { spellingSelf(in: $0, as: spelled) }
            }
            lines += wrapped(type.condition, [header + " {"] + body + ["}"])
            // Top-level code runs on the main actor; a type isolated to another global actor
            // (`@MixingActor struct Channel`) is checked on that actor.
            let hop = type.providableIsolation.map { $0 == "MainActor" ? "" : "await " } ?? ""
            // Through a typealias: in an expression, `Outer.`Type`` would be the metatype, not
            // a nested type named `Type`.
            calls += wrapped(type.condition, [
                "if Laws.runs(\(index), \"\(type.name)\") { typealias Checked = \(spelled); \(hop)Checked.\(method)() }",
            ])
        }
        lines += calls
        lines.append(extra)
        lines.append("Laws.finish()")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `variants`, made after a `provide()` named `before` where two `provide()` calls differ
    /// (``ProvidablePlan/varies``: a value stamped with the time or a new identifier), for
    /// ``startsWithProvide(_:)``.
    static func makingVariants(_ type: TypePlan) -> [String] {
        let before = type.providable?.varies == true ? ["        let before = FactoryRuntime.Factory<Self>.provide()"] : []
        return before + ["        let variants = FactoryRuntime.Factory<Self>.variants()"]
    }

    /// The check that a type's first variant is its `provide()`: a fresh one, not `whole`, since
    /// the lens laws rebuilt values from `whole`'s objects, and an initializer may change an
    /// object it is given (SwiftFormat's AutoUpdatingIndex registers itself in its Formatter).
    /// Where two `provide()` calls differ, the first variant, made between `before` and the fresh
    /// one, may differ from that one where `before` does too: at the time it was stamped with,
    /// which cannot fall outside theirs, or at an identifier (two consecutive reads of the clock
    /// may well be equal, so a second fresh value would not show where they differ).
    static func startsWithProvide(_ type: TypePlan) -> String {
        let provide = "FactoryRuntime.Factory<Self>.provide()"
        let what = "\"\(type.name).variants() starts with provide()\""
        guard type.providable?.varies == true else { return "Laws.same(first, \(provide), apart: true, \(what))" }
        return "Laws.same(first, \(provide), exceptWhere: before, \(what))"
    }

    /// What the driver writes before a type's checks when asked for a range, followed by the
    /// type's index and name.
    public static let typeMarker = "factorygen-laws: checking "

    private static let prologue = """

    // The standard types the checks name inside a model's extensions, spelled out here, where
    // no model's nested type (`Recipe.Swift`, `Counter.Int`) can stand for them.
    typealias LawSeeds = Swift.Range<Swift.UInt64>
    typealias LawCounts = [Swift.Int]
    typealias LawOptional<Wrapped> = Swift.Optional<Wrapped>
    typealias LawInt = Swift.Int

    // Unbuffered, at the top level: inside `Laws`, `write` is its own method.
    nonisolated func writeToStandardError(_ text: Swift.String) {
        _ = text.withCString { write(2, $0, strlen($0)) }
    }

    // Nonisolated even in a test target built with `-default-isolation MainActor`: the checks
    // of a type isolated to another global actor call it.
    nonisolated enum Laws {
        nonisolated(unsafe) static var checks = 0
        nonisolated(unsafe) static var failures: [String] = []

        // The stored structure through `Mirror`, descriptions only at the leaves: `dump` would
        // call a model's `description`, which may trap on a value the model never expects
        // (a coding key whose `intValue` a lens set to `nil`).
        // `apart`: the values compared were built apart, so an address they hold (a lock's
        // mutex a class allocates in its init, as swift-openapi-runtime's `Lock` does) differs
        // whatever they mean; pointers are then compared by their type. Values one was
        // rebuilt from the other (the lens and prism laws) share theirs, which stay compared.
        // An object already on the path from the root (a delegate's or an `unowned` owner's
        // back-reference) is written as the depth of the object it repeats, not again: a
        // class graph with such cycles (migueldeicaza/SwiftTerm's terminal, whose buffers and
        // delegate point back at it) was written down to the depth limit along every cycle,
        // which took longer than the check's time limit.
        static func text<T>(_ value: T, apart: Bool = false) -> String {
            var text = ""
            var path: [ObjectIdentifier] = []
            write(value, depth: 0, apart: apart, path: &path, into: &text)
            return text
        }

        // Rich text is compared by what it says: its stored state holds version counters
        // that differ between equal values (IceCubesApp's models hold such fields).
        static let describedWhole: Set<String> = [
            "AttributedString", "AttributedSubstring", "AttributeContainer",
        ]

        // A lock, queue or thread holds nothing a value means, and its state is an address
        // that differs between equal values (XcodeProj's objects guard their table with one),
        // or moves on by itself while it is read (a worker thread's handle and status, as
        // opentelemetry-swift's batch processors start one).
        static let comparedByType: Set<String> = [
            "Foundation.NSLock", "Foundation.NSRecursiveLock", "Foundation.NSCondition", "Foundation.NSConditionLock",
            "Dispatch.DispatchQueue", "Dispatch.DispatchSemaphore", "Dispatch.DispatchGroup",
            "Foundation.Thread", "Foundation.OperationQueue",
        ]

        static let pointers = [
            "Swift.UnsafePointer<", "Swift.UnsafeMutablePointer<", "Swift.UnsafeRawPointer", "Swift.UnsafeMutableRawPointer",
            "Swift.UnsafeBufferPointer<", "Swift.UnsafeMutableBufferPointer<", "Swift.UnsafeRawBufferPointer",
            "Swift.UnsafeMutableRawBufferPointer", "Swift.OpaquePointer",
        ]

        static func write(_ value: Any, depth: Int, apart: Bool, path: inout [ObjectIdentifier], into text: inout String) {
            let mirror = Mirror(reflecting: value)
            guard depth < 24 else { return }
            let typeName = String(reflecting: mirror.subjectType)
            if comparedByType.contains(typeName) || apart && pointers.contains(where: { typeName.hasPrefix($0) }) {
                text += typeName + "\\n"
                return
            }
            if let dot = typeName.firstIndex(of: "."), describedWhole.contains(String(typeName[typeName.index(after: dot)...])),
               typeName.hasPrefix("Foundation") {
                text += String(reflecting: value) + "\\n"
                return
            }
            var isOnPath = false
            if mirror.displayStyle == .class {
                let object = ObjectIdentifier(value as AnyObject)
                if let repeated = path.firstIndex(of: object) {
                    text += "\\(mirror.subjectType) repeats object \\(repeated)\\n"
                    return
                }
                path.append(object)
                isOnPath = true
            }
            defer { if isOnPath { path.removeLast() } }
            // A class's inherited stored properties are in its superclass mirrors; those of a
            // superclass compared by its type (a `Thread` subclass's) are left out likewise.
            var children: [Mirror.Child] = []
            var current: Mirror? = mirror
            while let level = current {
                children += level.children
                current = level.superclassMirror.flatMap { comparedByType.contains(String(reflecting: $0.subjectType)) ? nil : $0 }
            }
            if children.isEmpty {
                text += mirror.displayStyle == .optional ? "nil" : String(reflecting: value)
                text += "\\n"
                return
            }
            text += "\\(mirror.subjectType)\\n"
            var elements: [String] = []
            for child in children {
                var element = String(repeating: " ", count: depth + 1) + (child.label ?? "-") + ": "
                write(child.value, depth: depth + 1, apart: apart, path: &path, into: &element)
                elements.append(element)
            }
            // Two equal dictionaries or sets may list their elements in different orders (each
            // storage is seeded on its own): theirs are compared sorted.
            let isUnordered = mirror.displayStyle == .dictionary || mirror.displayStyle == .set
            text += (isUnordered ? elements.sorted() : elements).joined()
        }

        static func touch<T>(_ value: T, _ what: String) {
            checks += 1
            if text(value).isEmpty { failures.append(what) }
        }

        /// Reads a field through its getter, borrowing it: `_ = whole.field` would consume a
        /// noncopyable one (a `Mutex`), which a stored property of a provided value cannot give.
        static func read<T: ~Copyable>(_ value: borrowing T) {}

        static func check(_ condition: Bool, _ what: String) {
            checks += 1
            if !condition { failures.append(what) }
        }

        static func same<T>(_ left: T, _ right: T, apart: Bool = false, _ what: String) {
            checks += 1
            let left = text(left, apart: apart), right = text(right, apart: apart)
            if left != right { failures.append("\\(what)\\n--- left\\n\\(left)--- right\\n\\(right)") }
        }

        // For a type whose provide() reads the time or a new identifier: `left` and `right`
        // may differ at the leaves where `right` and `other`, a provide() made before `left`,
        // differ too, when all three have the same structure, line for line.
        static func same<T>(_ left: T, _ right: T, exceptWhere other: T, _ what: String) {
            checks += 1
            let leftText = text(left, apart: true), rightText = text(right, apart: true), otherText = text(other, apart: true)
            let lines = [leftText, rightText, otherText].map { $0.split(separator: "\\n", omittingEmptySubsequences: false) }
            let agree = lines[0].count == lines[1].count && lines[1].count == lines[2].count
                ? lines[0].indices.allSatisfy { lines[0][$0] == lines[1][$0] || lines[1][$0] != lines[2][$0] }
                : leftText == rightText
            if !agree { failures.append("\\(what)\\n--- left\\n\\(leftText)--- right\\n\\(rightText)") }
        }

        // The types checked: those from `FACTORYGEN_LAWS_FROM` up to `FACTORYGEN_LAWS_UNTIL`,
        // every one by default. When the range is given, each type's index and name is written
        // unbuffered before its checks: a check that traps ends the process, and the check tool
        // reads which type it was, then checks the others in runs of their own.
        static let range: Swift.Range<Swift.Int>? = {
            func number(_ name: Swift.String) -> Swift.Int? { getenv(name).flatMap { Swift.Int(Swift.String(cString: $0)) } }
            guard let from = number("FACTORYGEN_LAWS_FROM") else { return nil }
            return from..<(number("FACTORYGEN_LAWS_UNTIL") ?? Swift.Int.max)
        }()

        static func runs(_ index: Swift.Int, _ name: Swift.String) -> Swift.Bool {
            guard let range else { return true }
            guard range.contains(index) else { return false }
            writeToStandardError("\\(marker)\\(index) \\(name)\\n")
            return true
        }

        static let marker = "\(typeMarker)"

        static func finish() {
            print("\\(checks) checks, \\(failures.count) failed")
            // A lens that breaks its laws on arbitrary values breaks them on most seeds.
            for failure in failures.prefix(40) { print("FAILED: \\(failure)") }
            if failures.count > 40 { print("… and \\(failures.count - 40) more") }
            if !failures.isEmpty { exit(1) }
        }
    }

    func expect(_ condition: Bool, _ what: String) {
        Laws.check(condition, what)
    }

    """

    /// A read of each stored property through its getter: `dump` reads a wrapped property's
    /// storage, so a wrapper that traps until it is set (an ORM field that an empty `init() {}`
    /// leaves unset) went unseen. An actor's state is isolated, and a property isolated to a
    /// global actor of its own (`isolated`: one Swift infers too), deprecated or unavailable is
    /// not read; neither is a `lazy` one, which a `let` value cannot start, nor a Fluent
    /// relation, which traps until it is loaded from a database (``FactoryGenCore/FluentRelations``), nor a SwiftUI field that reads the
    /// view hierarchy it is not in (``FactoryGenCore/FrameworkWrappers/environmentReaders``).
    private static func readingEveryField(of declaration: TypeDeclaration?, kind: TypeDeclaration.Kind, isolated: [String]) -> [String] {
        guard let declaration, kind != .actor else { return [] }
        var lines: [String] = []
        for property in declaration.members.properties where property.isStored && !property.isStatic && !property.isLazy
            && !isolated.contains(property.name)
            && (property.accessLevel ?? .internal) >= .internal
            && !property.attributes.contains(where: { $0.name == "available" || $0.name.hasSuffix("Actor") || FluentRelations.wrappers.contains($0.name)
                || FrameworkWrappers.environmentReaders.contains($0.name) }) {
            lines += wrapped(property.condition, ["        Laws.read(whole.`\(property.name.trimmingBackticks)`)"])
        }
        return lines
    }

    private static func wrapped(_ condition: String?, _ lines: [String]) -> [String] {
        guard let condition else { return lines }
        return ["#if \(condition)"] + lines + ["#endif"]
    }
}

private extension String {
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}
