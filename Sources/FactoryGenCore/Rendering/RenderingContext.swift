import Stencil

/// Builds the dictionary templates render over. Every key is documented in the README's
/// `templates` section; keep the two in step.
///
/// ```swift
/// let context = try RenderingContext.make(plan: plan, files: files)
/// context["types"] // [TemplateObject]: each TypePlan plus `declaration`, `isOpenClass`, …
/// ```
public enum RenderingContext {
    /// The runtime names templates spell; each is qualified with `FactoryRuntime.` only when a
    /// parsed file declares a type or typealias of the same name, which would make the plain
    /// name ambiguous in the generated file (or mean the user's nested type).
    static let runtimeNames = ["Factory", "Lens", "Prism", "Providable"]

    public static func make(plan: GenerationPlan, files: [SourceFile]) throws -> [String: Any] {
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
        var types: [Any] = []
        types.reserveCapacity(plan.types.count)
        for (index, typePlan) in plan.types.enumerated() {
            var value = (try TemplateValueEncoder.encode(typePlan) as? TemplateObject)?.values ?? [:]
            let declaration = declarations[typePlan.location]
            if let declaration {
                // Encoded only if a template reads it: the bundled ones do not.
                value["declaration"] = LazyValueWrapper(try TemplateValueEncoder.encode(declaration))
            }
            value["isOpenClass"] = typePlan.kind == .class && !(declaration?.modifiers.contains("final") ?? false)
            if let superclass = hierarchy.superclass[index] {
                value["superclass"] = plan.types[superclass].name
            }
            value["subclasses"] = try hierarchy.descendants(of: index).map { try TemplateValueEncoder.encode(plan.types[$0]) }
            types.append(TemplateObject(value))
        }

        var runtime: [String: String] = [:]
        for name in runtimeNames {
            runtime[name] = declaredNames.contains(name) ? "FactoryRuntime." + name : name
        }

        // A scoped import shadows whole-module imports, so the plain name means the user's type
        // while the runtime's stays reachable as `FactoryRuntime.Name`.
        let scopedImports = plan.testableImports.first.map { module in
            clashing.sorted().map { declaration in
                let parts = declaration.split(separator: " ", maxSplits: 1)
                return "\(parts[0]) \(module).\(parts[1])"
            }
        } ?? []

        return [
            "header": GeneratedFileHeader.line,
            "scopedTestableImports": scopedImports,
            "imports": plan.imports,
            "testableImports": plan.testableImports,
            "retroactive": !plan.testableImports.isEmpty || !plan.imports.isEmpty,
            "runtime": TemplateObject(runtime),
            "types": types,
            "skipped": try TemplateValueEncoder.encode(plan.skipped),
            "plan": LazyValueWrapper(try TemplateValueEncoder.encode(plan)),
        ]
    }
}
