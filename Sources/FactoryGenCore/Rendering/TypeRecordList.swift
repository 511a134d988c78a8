import Foundation

/// The context's `types`: each type's plan read in place, with the members rendering adds
/// (``RenderingContext``), one at a time as a template asks for it.
///
/// No record is made for a type, nor freed after it: making each type's record, with its
/// `providable` and `rebuild` records, was a sixth of the rendering threads' work. A member
/// that is a record of its own is an element of a list of them read in the same way
/// (``TypePlanPartList``). Whatever reads a type whole (Stencil, `==`) gets its record
/// (``TemplateValue/forced``).
final class TypeRecordList: RecordList, @unchecked Sendable {
    /// What rendering adds to a type's plan, worked out from the plan and the source files
    /// before the first type is rendered.
    struct Additions: Sendable {
        /// Each type's parsed declaration, for the templates that read one.
        var declarationIndex: DeclarationIndex
        /// The locations of the final classes, whose lenses need no `open` subclass.
        var finalClasses: Set<SourceLocation>
        /// The locations of the types that declare a nested `` `Self` ``.
        var hidingSelf: Set<SourceLocation>
        /// The index of each type's superclass among the plan's types, by the type's index.
        var superclass: [Int: Int]
        /// Each class's subclasses among the plan's types, as their plain records.
        var subclasses: [[TemplateValue]]
        /// The generic subclasses that build themselves, and the roots that ask them to
        /// (``ClassHierarchy/selfProviding``).
        var selfProviding: Set<Int> = []
        var askingSubclasses: Set<Int> = []
    }

    static let addedKeys = [
        "declaration", "isOpenClass", "wholeType", "superclass", "subclasses", "opticsInConformance", "providesItselfAsSubclass",
        "asksSubclassesToProvideThemselves",
    ]
    private static let shape = RecordShape(TypePlan.templateKeys + addedKeys)

    /// Held so that `base` stays valid: a native array of structs, never mutated, keeps its
    /// storage where it is for as long as it lives.
    private let types: [TypePlan]
    private let base: UnsafePointer<TypePlan>
    private let additions: Additions
    private let providables: Parts<ProvidablePlan>
    private let rebuilds: Parts<RebuildPlan>
    /// Each type's encoded declaration, by index, once a template has read it: encoding one
    /// costs more than rendering the type.
    nonisolated(unsafe) private var declarations: [Int: TemplateValue] = [:]
    private let lock = NSLock()

    init(_ types: [TypePlan], additions: Additions) {
        self.types = types
        base = types.withUnsafeBufferPointer { $0.baseAddress! }
        self.additions = additions
        providables = Parts(types) { $0.providable }
        rebuilds = Parts(types) { $0.rebuild }
        super.init(shape: Self.shape, count: types.count)
    }

    override func member(_ slot: Int, at index: Int) -> TemplateValue {
        let plan = base + index
        if slot == TypePlan.providableSlot { return providables.value(of: index) }
        if slot == TypePlan.rebuildSlot { return rebuilds.value(of: index) }
        if slot < TypePlan.templateKeyCount { return TypePlan.templateMember(slot, of: plan) }
        return addedMember(slot - TypePlan.templateKeyCount, of: plan, at: index)
    }

    private func addedMember(_ slot: Int, of plan: UnsafePointer<TypePlan>, at index: Int) -> TemplateValue {
        switch slot {
        // Lazy, for what reads the type whole (Stencil): it is encoded only if read.
        case 0: return .lazy(LazyTemplateValue { self.declaration(at: index) })
        case 1: return .bool(plan.pointee.kind == .class && !additions.finalClasses.contains(plan.pointee.location))
        case 2:
            // `Self` is shorter than `App.Account`, and means the same in a value type's
            // extension; in a class's it means the dynamic type, which a property cannot be, and
            // in a type that declares a nested `` `Self` ``, that type.
            let kind = plan.pointee.kind
            let saysSelf = (kind == .struct || kind == .enum)
                && (additions.hidingSelf.isEmpty || !additions.hidingSelf.contains(plan.pointee.location))
            return .string(saysSelf ? "Self" : plan.pointee.selfType)
        case 3: return additions.superclass[index].map { .string(types[$0].name) } ?? .null
        case 4: return .array(additions.subclasses[index])
        case 5: return .bool(additions.superclass[index] == nil && providables.has(index) && TypePlan.opticsFitConformance(at: plan))
        case 6: return .bool(additions.selfProviding.contains(index))
        default: return .bool(additions.askingSubclasses.contains(index))
        }
    }

    /// The declaration of the type at `index`, found and encoded the first time a template
    /// reads it (the bundled ones do not), from whichever thread.
    private func declaration(at index: Int) -> TemplateValue {
        lock.firstKept(read: { declarations[index] }, keep: { declarations[index] = $0 }) {
            additions.declarationIndex[types[index].location].flatMap { try? TemplateValueEncoder.value(of: $0) } ?? .null
        }
    }
}

/// One member of each type's plan that is a record of its own, when the type has one (its
/// `providable`, its `rebuild`): gathered into a list read in place, since read through the
/// type's plan in place it would be copied whole, with a retain and a release of each of
/// its members, each time a template reads one of them.
private struct Parts<Part: TemplateRecordSource> {
    private let list: PlanRecordList<Part>?
    /// The position of each type's part in `list`, by the type's index; `-1` for none.
    private let positions: [Int32]

    init(_ types: [TypePlan], _ part: (borrowing TypePlan) -> Part?) {
        var parts: [Part] = []
        positions = types.indices.map { index in
            guard let found = part(types[index]) else { return -1 }
            parts.append(found)
            return Int32(parts.count - 1)
        }
        list = parts.isEmpty ? nil : PlanRecordList(parts)
    }

    /// Whether the type at `index` has one.
    func has(_ index: Int) -> Bool { positions[index] >= 0 }

    /// The part of the type at `index`, or `.null`.
    func value(of index: Int) -> TemplateValue {
        guard let list, positions[index] >= 0 else { return .null }
        return .element(list, Int(positions[index]))
    }
}
