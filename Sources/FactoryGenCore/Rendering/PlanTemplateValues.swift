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

/// A plan value that templates read in place, member by member, in a list of them (a type's
/// lenses): its members are written once, here, for both that and a record of its own.
protocol TemplateRecordSource: TemplateValueConvertible {
    static var templateShape: RecordShape { get }
    /// The member at `slot` of ``templateShape`` of the value `element` points to: read in
    /// place, since a copy of the value retains and releases each of its members.
    static func templateMember(_ slot: Int, of element: UnsafePointer<Self>) -> TemplateValue
}

extension TemplateRecordSource {
    var templateValue: TemplateValue {
        withUnsafePointer(to: self) { element in
            .record(Self.templateShape, Self.templateShape.keys.indices.map { Self.templateMember($0, of: element) })
        }
    }

    /// `elements` as a template's list, read in place.
    static func list(_ elements: [Self]) -> TemplateValue {
        elements.isEmpty ? .array([]) : .elements(PlanRecordList(elements))
    }
}

/// A list of plan values that templates read in place (see ``RecordList``).
final class PlanRecordList<Element: TemplateRecordSource>: RecordList, @unchecked Sendable {
    /// Held so that `base` stays valid: a native array of structs, never mutated, keeps its
    /// storage where it is for as long as it lives.
    private let elements: [Element]
    private let base: UnsafePointer<Element>

    /// `elements`, which must not be empty.
    init(_ elements: [Element]) {
        self.elements = elements
        base = elements.withUnsafeBufferPointer { $0.baseAddress! }
        super.init(shape: Element.templateShape, count: elements.count)
    }

    override func member(_ slot: Int, at index: Int) -> TemplateValue {
        Element.templateMember(slot, of: base + index)
    }
}

extension TypePlan: TemplateRecordSource {
    /// The keys of a type's record, in order.
    static let templateKeys = [
        "name", "kind", "selfType", "genericParameters", "conformanceRequirements", "condition", "location", "providable",
        "globalActor", "providableIsolation", "lenses", "prisms", "opticRequirements", "isDeprecated", "isImportedFromC",
        "subclassFallback", "rebuild", "declaredSuperclass", "module", "isolatedFields", "passesParametersToSuperclass",
    ]
    static let templateShape = RecordShape(templateKeys)
    /// The slots of the members that are records of their own, which a list of types gives as
    /// elements of a list of them (``TypeRecordList``), and the number of keys. Literals,
    /// which need no lazy initialization at each read (a test holds them to the keys).
    static let providableSlot = 7, rebuildSlot = 16, templateKeyCount = 21

    static func templateMember(_ slot: Int, of plan: UnsafePointer<Self>) -> TemplateValue {
        switch slot {
        case 0: .string(plan.pointee.name)
        case 1: .string(plan.pointee.kind.rawValue)
        case 2: .string(plan.pointee.selfType)
        case 3: .strings(plan.pointee.genericParameters)
        case 4: .strings(plan.pointee.conformanceRequirements)
        case 5: .string(plan.pointee.condition)
        case 6: plan.pointee.location.templateValue
        case 7: plan.pointee.providable?.templateValue ?? .null
        case 8: .string(plan.pointee.globalActor)
        case 9: .string(plan.pointee.providableIsolation)
        case 10: LensPlan.list(plan.pointee.lenses)
        case 11: PrismPlan.list(plan.pointee.prisms)
        case 12: .strings(plan.pointee.opticRequirements)
        case 13: .bool(plan.pointee.isDeprecated)
        case 14: .bool(plan.pointee.isImportedFromC)
        case 15: .string(plan.pointee.subclassFallback)
        case 16: plan.pointee.rebuild?.templateValue ?? .null
        case 17: .string(plan.pointee.declaredSuperclass)
        case 18: .string(plan.pointee.module)
        case 19: .strings(plan.pointee.isolatedFields)
        default: .bool(plan.pointee.passesParametersToSuperclass)
        }
    }
}

extension ProvidablePlan: TemplateRecordSource {
    static let templateShape = RecordShape([
        "callee", "arguments", "hasParentheses", "expression", "origin", "mentionsDeprecated", "variants", "arbitraryChoices",
        "variedLenses", "emptyVariedLenses", "assignments", "varies",
    ])

    static func templateMember(_ slot: Int, of plan: UnsafePointer<Self>) -> TemplateValue {
        switch slot {
        case 0: .string(plan.pointee.callee)
        case 1: ArgumentPlan.list(plan.pointee.arguments)
        case 2: .bool(plan.pointee.hasParentheses)
        case 3: .string(plan.pointee.expression)
        case 4: .string(plan.pointee.origin)
        case 5: .bool(plan.pointee.mentionsDeprecated)
        case 6: .strings(plan.pointee.variants)
        case 7: .strings(plan.pointee.arbitraryChoices)
        case 8: .strings(plan.pointee.variedLenses)
        case 9: .strings(plan.pointee.emptyVariedLenses)
        case 10: ArgumentPlan.list(plan.pointee.assignments)
        default: .bool(plan.pointee.varies)
        }
    }
}

extension ArgumentPlan: TemplateRecordSource {
    static let templateShape = RecordShape(["label", "value", "property"])

    static func templateMember(_ slot: Int, of argument: UnsafePointer<Self>) -> TemplateValue {
        switch slot {
        case 0: .string(argument.pointee.label)
        case 1: .string(argument.pointee.value)
        default: .string(argument.pointee.property)
        }
    }
}

extension LensPlan: TemplateRecordSource {
    static let templateShape = RecordShape([
        "name", "property", "type", "strategy", "rebuildExpression", "condition", "mentionsDeprecated",
    ])

    static func templateMember(_ slot: Int, of lens: UnsafePointer<Self>) -> TemplateValue {
        switch slot {
        case 0: .string(lens.pointee.name)
        case 1: .string(lens.pointee.property)
        case 2: .string(lens.pointee.type)
        case 3: .string(lens.pointee.strategy.rawValue)
        case 4: .string(lens.pointee.rebuildExpression)
        case 5: .string(lens.pointee.condition)
        default: .bool(lens.pointee.mentionsDeprecated)
        }
    }
}

extension PrismPlan: TemplateRecordSource {
    static let templateShape = RecordShape([
        "name", "caseName", "payloadType", "pattern", "extractedValue", "embedExpression", "condition", "mentionsDeprecated",
        "matchesByEquality", "isolatedToMainActor",
    ])

    static func templateMember(_ slot: Int, of prism: UnsafePointer<Self>) -> TemplateValue {
        switch slot {
        case 0: .string(prism.pointee.name)
        case 1: .string(prism.pointee.caseName)
        case 2: .string(prism.pointee.payloadType)
        case 3: .string(prism.pointee.pattern)
        case 4: .string(prism.pointee.extractedValue)
        case 5: .string(prism.pointee.embedExpression)
        case 6: .string(prism.pointee.condition)
        case 7: .bool(prism.pointee.mentionsDeprecated)
        case 8: .bool(prism.pointee.matchesByEquality)
        default: .bool(prism.pointee.isolatedToMainActor)
        }
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

extension RebuildPlan.Field: TemplateRecordSource {
    static let templateShape = RecordShape(["label", "key", "name", "type"])

    static func templateMember(_ slot: Int, of field: UnsafePointer<Self>) -> TemplateValue {
        switch slot {
        case 0: .string(field.pointee.label)
        case 1: .string(field.pointee.key)
        case 2: .string(field.pointee.name)
        default: .string(field.pointee.type)
        }
    }
}

extension RebuildPlan: TemplateRecordSource {
    static let templateShape = RecordShape(["name", "partName", "callee", "fields"])

    static func templateMember(_ slot: Int, of plan: UnsafePointer<Self>) -> TemplateValue {
        switch slot {
        case 0: .string(plan.pointee.name)
        case 1: .string(plan.pointee.partName)
        case 2: .string(plan.pointee.callee)
        default: Field.list(plan.pointee.fields)
        }
    }
}
