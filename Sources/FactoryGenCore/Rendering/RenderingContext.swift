/// Builds the dictionary templates render over. Every key is documented in the README's
/// `templates` section; keep the two in step.
///
/// ```swift
/// let context = RenderingContext.make(plan: plan, files: files)
/// context.values["types"] // a list of objects, read in place: each TypePlan plus `declaration`, `isOpenClass`, `wholeType`, …
/// ```
public enum RenderingContext {
    /// The runtime names templates spell; each is qualified with `FactoryRuntime.` only when a
    /// parsed file declares a type or typealias of the same name, which would make the plain
    /// name ambiguous in the generated file (or mean the user's nested type).
    static let runtimeNames = ["ArbitrarySource", "Factory", "FieldVariations", "Lens", "Prism", "Providable", "ProvidableSubclass"]

    /// The context's own names, in the order ``make(plan:files:retroactive:)`` gives their values.
    private static let rootShape = RecordShape([
        "header", "scopedTestableImports", "imports", "testableImports", "spiGroups", "sourceImports", "publicImports", "retroactive", "runtime",
        "types", "skipped", "plan",
    ])
    private static let runtimeShape = RecordShape(runtimeNames)

    /// The context for `plan`, made from `files`: a type's `declaration` is the one at its location there.
    public static func make(plan: GenerationPlan, files: [SourceFile], retroactive: Bool = false) -> TemplateRecord {
        make(plan: plan, files: files, scan: SourceScan(files: files), retroactive: retroactive)
    }

    /// The context for `plan`, with what it reads of `files` found ahead in `scan`.
    static func make(plan: GenerationPlan, files: [SourceFile], scan: SourceScan, retroactive: Bool) -> TemplateRecord {
        let declaredNames = scan.declaredNames, clashing = scan.clashing

        let hierarchy = ClassHierarchy(plan: plan)
        // A type's plain value, for the `subclasses` of the classes above it: made once, and
        // only for class hierarchies.
        let descendants = plan.types.indices.map { index in
            let all = hierarchy.descendants(of: index)
            guard let fallback = plan.types[index].subclassFallback, !all.isEmpty else { return all }
            // What the root's fallback builds (decoding) gets no line of its own: one that
            // decodes would do the same, and one naming a deprecated subclass would warn.
            return all.filter { subclass in
                let type = plan.types[subclass]
                return !type.isDeprecated && type.providable?.expression != fallback.replacingBytes(of: "Self.self", with: type.selfType + ".self")
            }
        }
        let described = Array(Set(descendants.joined())).sorted()
        let plainValues = Dictionary(uniqueKeysWithValues: zip(described, described.concurrentMap { plan.types[$0].templateValue }))
        // Read in place, member by member, as the loop over `types` reaches each type, on all cores.
        let types: TemplateValue = plan.types.isEmpty ? .array([]) : .elements(TypeRecordList(plan.types, additions: TypeRecordList.Additions(
            declarationIndex: scan.declarationIndex,
            finalClasses: scan.finalClasses,
            hidingSelf: scan.hidingSelf,
            superclass: hierarchy.superclass,
            subclasses: descendants.map { $0.compactMap { plainValues[$0] } },
            selfProviding: hierarchy.selfProviding,
            askingSubclasses: hierarchy.askingSubclasses
        )))

        let runtime = runtimeNames.map { name in TemplateValue.string(declaredNames.contains(name) ? "FactoryRuntime." + name : name) }

        // A scoped import shadows whole-module imports, so the plain name means the user's type
        // while the runtime's stays reachable as `FactoryRuntime.Name`.
        let scopedImports: [String] = plan.testableImports.first.map { module in
            clashing.sorted().map { declaration -> String in
                let parts = declaration.split(separator: " ", maxSplits: 1)
                return "\(parts[0]) \(module).\(parts[1])"
            }
        } ?? []

        func strings(_ values: [String]) -> TemplateValue { .array(values.map(TemplateValue.string)) }
        return TemplateRecord(shape: rootShape, values: [
            .string(GeneratedFileHeader.line),
            strings(scopedImports),
            strings(plan.imports),
            strings(plan.testableImports),
            strings(plan.spiGroups),
            strings(sourceImports(of: files, besides: plan)),
            strings(publicImports(of: plan, hierarchy: hierarchy)),
            .bool(retroactive),
            .object(TemplateRecord(shape: runtimeShape, values: runtime)),
            types,
            .array((plan.skipped + unbuiltSubclasses(of: plan, hierarchy: hierarchy)).map(\.templateValue)),
            .lazy(LazyTemplateValue { (try? TemplateValueEncoder.value(of: plan)) ?? .null }),
        ])
    }

    /// The classes no conformance of their hierarchy builds (``ClassHierarchy/unbuilt(in:)``),
    /// as skipped types: the message its `provide()` stops with points to this list.
    static func unbuiltSubclasses(of plan: GenerationPlan, hierarchy: ClassHierarchy) -> [SkippedType] {
        // Named as the other skipped types are, without their module.
        func name(_ index: Int) -> String {
            let type = plan.types[index]
            guard let module = type.module, type.name.hasPrefix(module + ".") else { return type.name }
            return String(type.name.dropFirst(module.utf8.count + 1))
        }
        return hierarchy.unbuilt(in: plan).map { unbuilt in
            SkippedType(
                name: name(unbuilt.index), location: plan.types[unbuilt.index].location,
                reason: "inherits the conformance of '\(name(unbuilt.inherits))', whose provide() cannot name it (it renames, "
                    + "wraps or asks more of the generic parameters it passes on), and Swift allows it none of its own"
            )
        }
    }

    /// The imports a public declaration of the output uses, in a target whose imports are
    /// internal by default (`InternalImportsByDefault`): FactoryRuntime once a type gets a
    /// conformance, whose `provide()` is public, and each configured module that declares such
    /// a type. A type of unknown module makes every configured one public: an unused `public
    /// import` is a warning, a missing one an error.
    static func publicImports(of plan: GenerationPlan, hierarchy: ClassHierarchy) -> [String] {
        // As the bundled template decides: a subclass of a generated class inherits its conformance.
        let conforming = plan.types.indices.filter { plan.types[$0].providable != nil && hierarchy.superclass[$0] == nil }
        guard !conforming.isEmpty else { return [] }
        let configured = plan.imports + plan.testableImports
        let modules = Set(conforming.map { plan.types[$0].module })
        let used = modules.contains(nil) ? configured : configured.filter { modules.contains($0) }
        return ["FactoryRuntime"] + used
    }

    /// The modules the model files import, which the generated file needs too: a model's
    /// `Date` comes from Foundation, and `@testable import App` does not bring Foundation's
    /// names along. Sorted, without the modules imported anyway.
    static func sourceImports(of files: [SourceFile], besides plan: GenerationPlan) -> [String] {
        let imported = Set(plan.imports + plan.testableImports + ["FactoryRuntime"])
        return Set(files.flatMap(\.imports)).subtracting(imported).sorted()
    }
}
