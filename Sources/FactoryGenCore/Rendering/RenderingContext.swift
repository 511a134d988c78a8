/// Builds the dictionary templates render over. Every key is documented in the README's
/// `templates` section; keep the two in step.
///
/// ```swift
/// let context = RenderingContext.make(plan: plan, files: files)
/// context.values["types"] // .array of objects: each TypePlan plus `declaration`, `isOpenClass`, `wholeType`, …
/// ```
public enum RenderingContext {
    /// The runtime names templates spell; each is qualified with `FactoryRuntime.` only when a
    /// parsed file declares a type or typealias of the same name, which would make the plain
    /// name ambiguous in the generated file (or mean the user's nested type).
    static let runtimeNames = ["ArbitrarySource", "Factory", "FieldVariations", "Lens", "Prism", "Providable"]

    /// A type's members: its plan's, then what rendering adds.
    private static let typeShape = RecordShape(TypePlan.templateKeys + ["declaration", "isOpenClass", "wholeType", "superclass", "subclasses"])

    public static func make(plan: GenerationPlan, files: [SourceFile], retroactive: Bool = false) -> TemplateRecord {
        var declarations: [SourceLocation: TypeDeclaration] = [:]
        var declaredNames: Set<String> = []
        // Top-level declarations that share a runtime name, as `kind Name`.
        var clashing: Set<String> = []
        for file in files {
            for alias in file.typealiases {
                declaredNames.insert(alias.name)
                if runtimeNames.contains(alias.name) { clashing.insert("typealias " + alias.name) }
            }
            for type in file.types where runtimeNames.contains(type.name) {
                clashing.insert(type.kind.rawValue + " " + type.name)
            }
            var pending = file.types
            while let declaration = pending.popLast() {
                declarations[declaration.location] = declaration
                declaredNames.insert(declaration.name)
                for alias in declaration.members.typealiases { declaredNames.insert(alias.name) }
                pending.append(contentsOf: declaration.members.nestedTypes)
            }
        }

        let hierarchy = ClassHierarchy(plan: plan, declarations: declarations)
        // A type's plain value, for the `subclasses` of the classes above it: made once, and
        // only for class hierarchies.
        let descendants = plan.types.indices.map(hierarchy.descendants)
        let described = Array(Set(descendants.joined())).sorted()
        let plainValues = Dictionary(uniqueKeysWithValues: zip(described, described.concurrentMap { plan.types[$0].templateValue }))
        // Each type's value reads only the plan and the tables above, so all cores make them.
        let types: [TemplateValue] = Array(plan.types.indices).concurrentMap { index in
            let typePlan = plan.types[index]
            var values = typePlan.templateValues
            values.reserveCapacity(values.count + 5)
            let declaration = declarations[typePlan.location]
            // Encoded only if a template reads it: the bundled ones do not.
            values.append(declaration.map { declaration in .lazy(LazyTemplateValue { (try? TemplateValueEncoder.value(of: declaration)) ?? .null }) } ?? .null)
            values.append(.bool(typePlan.kind == .class && !(declaration?.modifiers.contains("final") ?? false)))
            // `Self` is shorter than `App.Account`, and means the same in a value type's
            // extension; in a class's it means the dynamic type, which a property cannot be.
            values.append(.string(typePlan.kind == .struct || typePlan.kind == .enum ? "Self" : typePlan.selfType))
            values.append(hierarchy.superclass[index].map { .string(plan.types[$0].name) } ?? .null)
            values.append(.array(descendants[index].compactMap { plainValues[$0] }))
            return .object(TemplateRecord(shape: typeShape, values: values))
        }

        var runtime: [String: TemplateValue] = [:]
        for name in runtimeNames {
            runtime[name] = .string(declaredNames.contains(name) ? "FactoryRuntime." + name : name)
        }

        // A scoped import shadows whole-module imports, so the plain name means the user's type
        // while the runtime's stays reachable as `FactoryRuntime.Name`.
        let scopedImports: [String] = plan.testableImports.first.map { module in
            clashing.sorted().map { declaration -> String in
                let parts = declaration.split(separator: " ", maxSplits: 1)
                return "\(parts[0]) \(module).\(parts[1])"
            }
        } ?? []

        func strings(_ values: [String]) -> TemplateValue { .array(values.map(TemplateValue.string)) }
        return TemplateRecord([
            "header": .string(GeneratedFileHeader.line),
            "scopedTestableImports": strings(scopedImports),
            "imports": strings(plan.imports),
            "testableImports": strings(plan.testableImports),
            "sourceImports": strings(sourceImports(of: files, besides: plan)),
            "retroactive": .bool(retroactive),
            "runtime": .object(TemplateRecord(runtime)),
            "types": .array(types),
            "skipped": .array(plan.skipped.map(\.templateValue)),
            "plan": .lazy(LazyTemplateValue { (try? TemplateValueEncoder.value(of: plan)) ?? .null }),
        ])
    }

    /// The modules the model files import, which the generated file needs too: a model's
    /// `Date` comes from Foundation, and `@testable import App` does not bring Foundation's
    /// names along. Sorted, without the modules imported anyway.
    static func sourceImports(of files: [SourceFile], besides plan: GenerationPlan) -> [String] {
        let imported = Set(plan.imports + plan.testableImports + ["FactoryRuntime"])
        return Set(files.flatMap(\.imports)).subtracting(imported).sorted()
    }
}
