/// A node of a compiled template as its parent calls it (or a loop's item as its members are
/// read, ``LoopItem``): without a retain before the call and a release after.
///
/// Every rendering thread walks the same immutable tree, and a retain is an atomic write to the
/// node. With one around each call, the nodes' reference counts moved from core to core all
/// through a render, and rendering took as long on two cores as on one. The parent keeps its
/// children alive with ordinary references, which rendering never touches.
struct Unretained<Node: AnyObject>: @unchecked Sendable {
    private let reference: Unmanaged<Node>

    init(_ node: Node) {
        reference = .passUnretained(node)
    }

    /// `body` over the node, which must be held elsewhere for the call. Through `Result`: the
    /// unretained call only rethrows an untyped error.
    @inline(__always) func call<Value>(_ body: (Node) throws(NeedsStencil) -> Value) throws(NeedsStencil) -> Value {
        try reference._withUnsafeGuaranteedRef { node in Result { () throws(NeedsStencil) in try body(node) } }.get()
    }
}

extension Unretained where Node == RenderNode {
    @inline(__always) func render(_ frame: RenderFrame, into output: inout RenderBuffer) throws(NeedsStencil) {
        try call { (node) throws(NeedsStencil) in try node.render(frame, into: &output) }
    }
}

extension Unretained where Node == ValueNode {
    @inline(__always) func evaluate(_ frame: RenderFrame) throws(NeedsStencil) -> TemplateValue {
        try call { (node) throws(NeedsStencil) in try node.evaluate(frame) }
    }

    @inline(__always) func isTruthy(_ frame: RenderFrame) throws(NeedsStencil) -> Bool {
        try call { (node) throws(NeedsStencil) in try node.isTruthy(frame) }
    }

    @inline(__always) func print(_ frame: RenderFrame, into output: inout RenderBuffer) throws(NeedsStencil) {
        try call { (node) throws(NeedsStencil) in try node.print(frame, into: &output) }
    }
}

extension Unretained where Node == TestNode {
    @inline(__always) func holds(_ frame: RenderFrame) throws(NeedsStencil) -> Bool {
        try call { (node) throws(NeedsStencil) in try node.holds(frame) }
    }
}

extension Unretained where Node == FilterCall {
    @inline(__always) func apply(to value: TemplateValue, in frame: RenderFrame) throws(NeedsStencil) -> TemplateValue {
        try call { (node) throws(NeedsStencil) in try node.apply(to: value, in: frame) }
    }
}
