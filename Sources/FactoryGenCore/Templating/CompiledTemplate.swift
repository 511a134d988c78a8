/// A template compiled once into closures over ``TemplateValue``s: rendering walks no syntax,
/// parses no path and casts no value, and prints byte for byte what Stencil prints.
///
/// ```swift
/// let template = try CompiledTemplate("{% for type in types %}{{ type.name }}\n{% endfor %}")
/// try template.render(TemplateRecord(["types": [["name": "User"], ["name": "Order"]]])) // "User\nOrder\n"
/// ```
public struct CompiledTemplate: Sendable {
    private let body: Emit

    /// Compiles `template`; `include` gives an included template's text by name. Throws when
    /// the template is outside the compiled subset (see ``TemplateParser``).
    public init(_ template: String, include: @escaping (String) -> String? = { _ in nil }) throws(OutsideSubset) {
        let nodes = try TemplateParser.parse(template) { name in
            include(name).flatMap { try? TemplateLexer.tokens(in: $0) }
        }
        var scope = Scope()
        body = try Self.compile(nodes, scope: &scope)
    }

    /// Renders over `root`, the context's top-level names. Throws when a value is one that only
    /// Stencil prints exactly.
    public func render(_ root: TemplateRecord) throws(NeedsStencil) -> String {
        let frame = Frame(root: root)
        var output = ""
        try body(frame, &output)
        return output
    }

    // MARK: Compilation

    typealias Emit = @Sendable (Frame, inout String) throws(NeedsStencil) -> Void
    typealias Evaluate = @Sendable (Frame) throws(NeedsStencil) -> TemplateValue
    typealias Test = @Sendable (Frame) throws(NeedsStencil) -> Bool

    /// The loops around a node at compile time: their variables' slots, innermost last.
    struct Scope {
        var loops: [(variable: String, slot: Int)] = []
        var slotCount = 0
    }

    /// The values of one render: the root, then each enclosing loop's item and counters.
    final class Frame {
        let root: TemplateRecord
        var items: [TemplateValue] = []
        var counters: [(index: Int, count: Int)] = []

        init(root: TemplateRecord) {
            self.root = root
        }
    }

    private static func compile(_ nodes: [TemplateNode], scope: inout Scope) throws(OutsideSubset) -> Emit {
        var parts: [Emit] = []
        for node in nodes { parts.append(try compile(node, scope: &scope)) }
        // Adjacent text is one append.
        if parts.isEmpty { return { _, _ throws(NeedsStencil) in } }
        if parts.count == 1 { return parts[0] }
        let all = parts
        return { frame, output throws(NeedsStencil) in
            for part in all { try part(frame, &output) }
        }
    }

    private static func compile(_ node: TemplateNode, scope: inout Scope) throws(OutsideSubset) -> Emit {
        switch node {
        case .text(let text):
            return { _, output throws(NeedsStencil) in output += text }
        case .output(let operand, let line):
            let value = try evaluate(operand, scope: scope, line: line)
            return { frame, output throws(NeedsStencil) in output += try TemplateFilterLibrary.text(try value(frame)) }
        case .included(let nodes):
            return try compile(nodes, scope: &scope)
        case .conditional(let branches):
            var compiled: [(Test?, Emit)] = []
            for branch in branches {
                let test = try branch.condition.map { condition throws(OutsideSubset) in try self.test(condition, scope: scope) }
                compiled.append((test, try compile(branch.body, scope: &scope)))
            }
            let all = compiled
            return { frame, output throws(NeedsStencil) in
                for (test, body) in all {
                    if let test, !(try test(frame)) { continue }
                    try body(frame, &output)
                    return
                }
            }
        case .loop(let variable, let sequence, let body, let empty, let line):
            let items = try evaluate(sequence, scope: scope, line: line)
            let emptyBody = try compile(empty, scope: &scope)
            let slot = scope.loops.count
            scope.loops.append((variable, slot))
            defer { scope.loops.removeLast() }
            let loopBody = try compile(body, scope: &scope)
            return { frame, output throws(NeedsStencil) in
                let elements: [TemplateValue]
                switch try items(frame).forced {
                case .array(let values): elements = values
                case .null: elements = []
                default: throw NeedsStencil("a loop over something that is not a list")
                }
                guard !elements.isEmpty else {
                    try emptyBody(frame, &output)
                    return
                }
                frame.items.append(.null)
                frame.counters.append((0, elements.count))
                defer {
                    frame.items.removeLast()
                    frame.counters.removeLast()
                }
                for (index, element) in elements.enumerated() {
                    frame.items[slot] = element
                    frame.counters[slot].index = index
                    try loopBody(frame, &output)
                }
            }
        case .filtered(let body, let filters):
            let content = try compile(body, scope: &scope)
            let calls = try filters.map { call throws(OutsideSubset) in try self.filter(call, scope: scope, line: 0) }
            return { frame, output throws(NeedsStencil) in
                var text = ""
                try content(frame, &text)
                var value = TemplateValue.string(text)
                for call in calls { value = try call(frame, value) }
                output += try TemplateFilterLibrary.text(value)
            }
        }
    }

    private static func evaluate(_ operand: TemplateOperand, scope: Scope, line: Int) throws(OutsideSubset) -> Evaluate {
        let source = try self.source(operand.source, scope: scope, line: line)
        guard !operand.filters.isEmpty else { return source }
        let calls = try operand.filters.map { call throws(OutsideSubset) in try filter(call, scope: scope, line: line) }
        return { frame throws(NeedsStencil) in
            var value = try source(frame)
            for call in calls { value = try call(frame, value) }
            return value
        }
    }

    private static func filter(_ call: TemplateFilterCall, scope: Scope, line: Int)
        throws(OutsideSubset) -> @Sendable (Frame, TemplateValue) throws(NeedsStencil) -> TemplateValue {
        let arguments = try call.arguments.map { argument throws(OutsideSubset) in try evaluate(argument, scope: scope, line: line) }
        let name = call.name
        return { frame, value throws(NeedsStencil) in
            var values: [TemplateValue] = []
            for argument in arguments { values.append(try argument(frame)) }
            return try TemplateFilterLibrary.apply(name, to: value, arguments: values)
        }
    }

    private static let loopCounters: Set<String> = ["first", "last", "counter", "counter0", "length"]

    private static func source(_ source: TemplateOperand.Source, scope: Scope, line: Int) throws(OutsideSubset) -> Evaluate {
        switch source {
        case .literal(let value):
            return { _ throws(NeedsStencil) in value }
        case .path(let head, let rest):
            let start: Evaluate
            var members = rest
            if let loop = scope.loops.last(where: { $0.variable == head }) {
                let slot = loop.slot
                start = { frame throws(NeedsStencil) in frame.items[slot] }
            } else if head == "forloop", let innermost = scope.loops.last {
                guard let counter = rest.first, loopCounters.contains(counter) else {
                    throw OutsideSubset("'forloop' is compiled only as forloop.first, .last, .counter, .counter0 or .length", line: line)
                }
                members.removeFirst()
                let slot = innermost.slot
                start = { frame throws(NeedsStencil) in
                    let (index, count) = frame.counters[slot]
                    switch counter {
                    case "first": return .bool(index == 0)
                    case "last": return .bool(index == count - 1)
                    case "counter": return .int(index + 1)
                    case "counter0": return .int(index)
                    default: return .int(count)
                    }
                }
            } else {
                start = { frame throws(NeedsStencil) in frame.root[head]?.forced ?? .null }
            }
            guard !members.isEmpty else { return start }
            let path = members
            return { frame throws(NeedsStencil) in
                var value = try start(frame)
                for member in path {
                    value = try value.member(member)
                    if case .null = value { return .null }
                }
                return value
            }
        }
    }

    // MARK: Conditions

    private static func test(_ condition: TemplateCondition, scope: Scope) throws(OutsideSubset) -> Test {
        switch condition {
        case .value(let operand):
            let value = try evaluate(operand, scope: scope, line: 0)
            return { frame throws(NeedsStencil) in try value(frame).isTruthy }
        case .not(let inner):
            let test = try self.test(inner, scope: scope)
            return { frame throws(NeedsStencil) in !(try test(frame)) }
        case .and(let left, let right):
            let lhs = try test(left, scope: scope), rhs = try test(right, scope: scope)
            return { frame throws(NeedsStencil) in
                guard try lhs(frame) else { return false }
                return try rhs(frame)
            }
        case .or(let left, let right):
            let lhs = try test(left, scope: scope), rhs = try test(right, scope: scope)
            return { frame throws(NeedsStencil) in
                if try lhs(frame) { return true }
                return try rhs(frame)
            }
        case .compare(let name, let left, let right):
            // Stencil compares values only; with a `not`, `and` or `or` on either side, never.
            guard case .value(let leftOperand) = left, case .value(let rightOperand) = right else {
                let inverted = name == "!="
                return { _ throws(NeedsStencil) in inverted }
            }
            let lhs = try evaluate(leftOperand, scope: scope, line: 0), rhs = try evaluate(rightOperand, scope: scope, line: 0)
            let comparison = TemplateComparison(name)
            return { frame throws(NeedsStencil) in try comparison.holds(try lhs(frame), try rhs(frame)) }
        }
    }
}
