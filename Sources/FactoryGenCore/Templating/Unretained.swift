/// A node of a compiled template as its parent calls it: without a retain before the call and
/// a release after.
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

    /// `body` over the node, which must be held elsewhere for the call.
    @inline(__always) func callAsFunction<Value>(_ body: (Node) -> Value) -> Value {
        reference._withUnsafeGuaranteedRef(body)
    }
}

// The calls go through `Result`: the unretained call only rethrows an untyped error.

extension Unretained where Node == RenderNode {
    @inline(__always) func render(_ frame: RenderFrame, into output: inout [UInt8]) throws(NeedsStencil) {
        try self { node in Result { () throws(NeedsStencil) in try node.render(frame, into: &output) } }.get()
    }
}

extension Unretained where Node == ValueNode {
    @inline(__always) func evaluate(_ frame: RenderFrame) throws(NeedsStencil) -> TemplateValue {
        try self { node in Result { () throws(NeedsStencil) in try node.evaluate(frame) } }.get()
    }

    @inline(__always) func isTruthy(_ frame: RenderFrame) throws(NeedsStencil) -> Bool {
        try self { node in Result { () throws(NeedsStencil) in try node.isTruthy(frame) } }.get()
    }

    @inline(__always) func print(_ frame: RenderFrame, into output: inout [UInt8]) throws(NeedsStencil) {
        try self { node in Result { () throws(NeedsStencil) in try node.print(frame, into: &output) } }.get()
    }
}

extension Unretained where Node == TestNode {
    @inline(__always) func holds(_ frame: RenderFrame) throws(NeedsStencil) -> Bool {
        try self { node in Result { () throws(NeedsStencil) in try node.holds(frame) } }.get()
    }
}

extension Unretained where Node == FilterCall {
    @inline(__always) func apply(to value: TemplateValue, in frame: RenderFrame) throws(NeedsStencil) -> TemplateValue {
        try self { call in Result { () throws(NeedsStencil) in try call.apply(to: value, in: frame) } }.get()
    }
}
