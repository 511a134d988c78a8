/// The plan as template values, written out member by member: the same keys and values the
/// plan's `Encodable` conformance gives (and `factorygen dump` prints), without a generic
/// encoder's boxes and casts. A test holds the two to each other over every fixture set.
protocol TemplateValueConvertible {
    var templateValue: TemplateValue { get }
}

extension TemplateValue {
    /// A record of a plan type: `values` in the order of `shape`'s keys, `.null` for a `nil`,
    /// which Stencil and ``TemplateRecord/values`` read as absent, as `encodeIfPresent` leaves it out.
    fileprivate static func record(_ shape: RecordShape, _ values: [TemplateValue]) -> TemplateValue {
        .object(TemplateRecord(shape: shape, values: values))
    }

    fileprivate static func strings(_ values: [String]) -> TemplateValue { .array(values.map(TemplateValue.string)) }
    fileprivate static func string(_ value: String?) -> TemplateValue { value.map(TemplateValue.string) ?? .null }
}

extension TypePlan: TemplateValueConvertible {
    /// The keys of ``templateValues``, in order.
    static let templateKeys = [
        "name", "kind", "selfType", "genericParameters", "conformanceRequirements", "condition", "location", "providable",
        "globalActor", "providableIsolation", "lenses", "prisms", "opticRequirements", "isDeprecated", "isImportedFromC",
        "subclassFallback", "rebuild", "declaredSuperclass", "module",
    ]
    private static let templateShape = RecordShape(templateKeys)

    var templateValue: TemplateValue { .record(Self.templateShape, withUnsafePointer(to: self, Self.templateValues(at:))) }

    /// The members' values, in the order of ``templateKeys``, for a caller that adds its own
    /// (``RenderingContext``). Of a plan read in place, member by member: a property called on
    /// the pointee of a pointer copied the whole plan first, a retain and a release of each of
    /// its members.
    static func templateValues(at plan: UnsafePointer<TypePlan>) -> [TemplateValue] {
        let name = plan.pointee.name, kind = plan.pointee.kind, selfType = plan.pointee.selfType
        let genericParameters = plan.pointee.genericParameters, conformanceRequirements = plan.pointee.conformanceRequirements
        let condition = plan.pointee.condition, location = plan.pointee.location, providable = plan.pointee.providable
        let globalActor = plan.pointee.globalActor, providableIsolation = plan.pointee.providableIsolation
        let lenses = plan.pointee.lenses, prisms = plan.pointee.prisms, opticRequirements = plan.pointee.opticRequirements
        let isDeprecated = plan.pointee.isDeprecated, isImportedFromC = plan.pointee.isImportedFromC
        let subclassFallback = plan.pointee.subclassFallback, rebuild = plan.pointee.rebuild
        let declaredSuperclass = plan.pointee.declaredSuperclass, module = plan.pointee.module
        return [
            .string(name),
            .string(kind.rawValue),
            .string(selfType),
            .strings(genericParameters),
            .strings(conformanceRequirements),
            .string(condition),
            location.templateValue,
            providable?.templateValue ?? .null,
            .string(globalActor),
            .string(providableIsolation),
            .array(lenses.map(\.templateValue)),
            .array(prisms.map(\.templateValue)),
            .strings(opticRequirements),
            .bool(isDeprecated),
            .bool(isImportedFromC),
            .string(subclassFallback),
            rebuild?.templateValue ?? .null,
            .string(declaredSuperclass),
            .string(module),
        ]
    }
}

extension ProvidablePlan: TemplateValueConvertible {
    private static let templateShape = RecordShape([
        "callee", "arguments", "hasParentheses", "expression", "origin", "mentionsDeprecated", "variants", "arbitraryChoices",
        "variedLenses", "emptyVariedLenses", "assignments", "varies",
    ])

    var templateValue: TemplateValue {
        .record(Self.templateShape, [
            .string(callee),
            .array(arguments.map(\.templateValue)),
            .bool(hasParentheses),
            .string(expression),
            .string(origin),
            .bool(mentionsDeprecated),
            .strings(variants),
            .strings(arbitraryChoices),
            .strings(variedLenses),
            .strings(emptyVariedLenses),
            .array(assignments.map(\.templateValue)),
            .bool(varies),
        ])
    }
}

extension ArgumentPlan: TemplateValueConvertible {
    private static let templateShape = RecordShape(["label", "value", "property"])

    var templateValue: TemplateValue {
        .record(Self.templateShape, [.string(label), .string(value), .string(property)])
    }
}

extension LensPlan: TemplateValueConvertible {
    private static let templateShape = RecordShape([
        "name", "property", "type", "strategy", "rebuildExpression", "condition", "mentionsDeprecated",
    ])

    var templateValue: TemplateValue {
        .record(Self.templateShape, [
            .string(name),
            .string(property),
            .string(type),
            .string(strategy.rawValue),
            .string(rebuildExpression),
            .string(condition),
            .bool(mentionsDeprecated),
        ])
    }
}

extension PrismPlan: TemplateValueConvertible {
    private static let templateShape = RecordShape([
        "name", "caseName", "payloadType", "pattern", "extractedValue", "embedExpression", "condition", "mentionsDeprecated",
        "matchesByEquality",
    ])

    var templateValue: TemplateValue {
        .record(Self.templateShape, [
            .string(name),
            .string(caseName),
            .string(payloadType),
            .string(pattern),
            .string(extractedValue),
            .string(embedExpression),
            .string(condition),
            .bool(mentionsDeprecated),
            .bool(matchesByEquality),
        ])
    }
}

extension SkippedType: TemplateValueConvertible {
    private static let templateShape = RecordShape(["name", "location", "reason"])

    var templateValue: TemplateValue {
        .record(Self.templateShape, [.string(name), location.templateValue, .string(reason)])
    }
}

extension SourceLocation: TemplateValueConvertible {
    private static let templateShape = RecordShape(["file", "line", "column"])

    var templateValue: TemplateValue {
        .record(Self.templateShape, [.string(file), .int(line), .int(column)])
    }
}

extension RebuildPlan: TemplateValueConvertible {
    private static let templateShape = RecordShape(["name", "partName", "callee", "fields"])
    private static let fieldShape = RecordShape(["label", "key", "name", "type"])

    var templateValue: TemplateValue {
        .record(Self.templateShape, [
            .string(name),
            .string(partName),
            .string(callee),
            .array(fields.map { .record(Self.fieldShape, [.string($0.label), .string($0.key), .string($0.name), .string($0.type)]) }),
        ])
    }
}
