/// A template compiled once into a tree of render nodes (``RenderNode``) over ``TemplateValue``s: rendering walks no syntax,
/// parses no path and casts no value, and prints byte for byte what Stencil prints.
///
/// ```swift
/// let template = try CompiledTemplate("{% for type in types %}{{ type.name }}\n{% endfor %}")
/// try template.render(TemplateRecord(["types": [["name": "User"], ["name": "Order"]]])) // "User\nOrder\n"
/// ```
public struct CompiledTemplate: Sendable {
    private let body: RenderNode

    /// Compiles `template`; `include` gives an included template's text by name. Throws when
    /// the template is outside the compiled subset (see ``TemplateParser``).
    public init(_ template: String, include: @escaping (String) -> String? = { _ in nil }) throws(OutsideSubset) {
        try self.init(template, include: include, disposal: .background)
    }

    /// Compiles `template`, and hands its syntax tree to `disposal`: freeing the tree had taken a
    /// fifth of compiling the bundled templates, which a small module's run waits for.
    init(_ template: String, include: @escaping (String) -> String?, disposal: Disposal) throws(OutsideSubset) {
        let nodes = try TemplateParser.parse(template) { name in
            include(name).flatMap { try? TemplateLexer.tokens(in: $0) }
        }
        try self.init(nodes: nodes, disposal: disposal)
    }

    /// Compiles a template's `nodes`, parsed or read from an archive (``TemplateTreeArchive``).
    init(nodes: consuming [TemplateNode], disposal: Disposal) throws(OutsideSubset) {
        var loops: [String] = []
        body = try Self.compile(nodes, loops: &loops)
        disposal.dispose(nodes)
    }

    /// Renders over `root`, the context's top-level names. Throws when a value is one that only
    /// Stencil prints exactly.
    public func render(_ root: TemplateRecord) throws(NeedsStencil) -> String {
        String(decoding: try renderUTF8(root), as: UTF8.self)
    }

    /// The rendered text as UTF-8: nodes append bytes, which costs a copy where appending to a
    /// `String` costs a capacity and encoding check.
    func renderUTF8(_ root: TemplateRecord) throws(NeedsStencil) -> [UInt8] {
        var output = RenderBuffer()
        try body.render(RenderFrame(root: root), into: &output)
        return output.bytes()
    }

    /// The rendered text as UTF-8 segments, in order: a core's run of an outermost loop each,
    /// with the text around them (see ``GeneratedText``).
    func renderSegments(_ root: TemplateRecord) throws(NeedsStencil) -> [GeneratedText.Storage] {
        var output = RenderBuffer()
        try body.render(RenderFrame(root: root), into: &output)
        return output.takeSegments()
    }

    // MARK: Compilation

    /// `loops` are the variables of the loops around a node, innermost last: a loop's slot in
    /// the frame is its depth.
    private static func compile(_ nodes: [TemplateNode], loops: inout [String]) throws(OutsideSubset) -> RenderNode {
        var parts: [RenderNode] = []
        for node in nodes { parts.append(try compile(node, loops: &loops)) }
        return parts.count == 1 ? parts[0] : SequenceNode(parts)
    }

    private static func compile(_ node: TemplateNode, loops: inout [String]) throws(OutsideSubset) -> RenderNode {
        switch node {
        case .text(let text):
            return TextNode(text)
        case .output(let operand, let line):
            return OutputNode(try value(operand, loops: loops, line: line))
        case .included(let nodes):
            return try compile(nodes, loops: &loops)
        case .conditional(let branches):
            var compiled: [(test: TestNode?, body: RenderNode)] = []
            for branch in branches {
                let test = try branch.condition.map { condition throws(OutsideSubset) in try self.test(condition, loops: loops) }
                compiled.append((test, try compile(branch.body, loops: &loops)))
            }
            return ConditionalNode(compiled)
        case .loop(let variable, let sequence, let body, let empty, let line):
            let items = try value(sequence, loops: loops, line: line)
            let emptyBody = try compile(empty, loops: &loops)
            let slot = loops.count
            loops.append(variable)
            defer { loops.removeLast() }
            return LoopNode(items: items, slot: slot, body: try compile(body, loops: &loops), empty: emptyBody)
        case .filtered(let body, let filters):
            let calls = try filters.map { call throws(OutsideSubset) in try filter(call, loops: loops, line: 0) }
            return FilteredNode(body: try compile(body, loops: &loops), filters: calls)
        }
    }

    private static func value(_ operand: TemplateOperand, loops: [String], line: Int) throws(OutsideSubset) -> ValueNode {
        let source = try self.source(operand.source, loops: loops, line: line)
        guard !operand.filters.isEmpty else { return source }
        let calls = try operand.filters.map { call throws(OutsideSubset) in try filter(call, loops: loops, line: line) }
        return FilteredValue(base: source, filters: calls)
    }

    private static func filter(_ call: TemplateFilterCall, loops: [String], line: Int) throws(OutsideSubset) -> FilterCall {
        FilterCall(name: call.name, arguments: try call.arguments.map { argument throws(OutsideSubset) in
            try value(argument, loops: loops, line: line)
        })
    }

    private static func source(_ source: TemplateOperand.Source, loops: [String], line: Int) throws(OutsideSubset) -> ValueNode {
        switch source {
        case .literal(let value):
            return LiteralValue(value)
        case .path(let head, let rest):
            let start: ValueNode
            var members = rest
            if let slot = loops.lastIndex(of: head) {
                start = LoopItemValue(slot: slot)
            } else if head == "forloop", !loops.isEmpty {
                guard let name = rest.first, let counter = LoopCounterValue.Counter(rawValue: name) else {
                    throw OutsideSubset("'forloop' is compiled only as forloop.first, .last, .counter, .counter0 or .length", line: line)
                }
                members.removeFirst()
                start = LoopCounterValue(slot: loops.count - 1, counter: counter)
            } else {
                start = RootValue(head)
            }
            if let item = start as? LoopItemValue, members.count == 1 { return LoopMemberValue(slot: item.slot, member: members[0]) }
            return members.isEmpty ? start : MemberValue(base: start, path: members)
        }
    }

    private static func test(_ condition: TemplateCondition, loops: [String]) throws(OutsideSubset) -> TestNode {
        switch condition {
        case .value(let operand):
            return TruthTest(try value(operand, loops: loops, line: 0))
        case .not(let inner):
            return NotTest(try test(inner, loops: loops))
        case .and(let left, let right):
            return AndTest(try test(left, loops: loops), try test(right, loops: loops))
        case .or(let left, let right):
            return OrTest(try test(left, loops: loops), try test(right, loops: loops))
        case .compare(let name, let left, let right):
            // Stencil compares values only; with a `not`, `and` or `or` on either side, never.
            guard case .value(let leftOperand) = left, case .value(let rightOperand) = right else {
                return ConstantTest(name == "!=")
            }
            return CompareTest(TemplateComparison(name), try value(leftOperand, loops: loops, line: 0),
                               try value(rightOperand, loops: loops, line: 0))
        }
    }
}
