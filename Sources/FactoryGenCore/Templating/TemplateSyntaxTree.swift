/// A template read into nodes: what ``TemplateParser`` produces and ``CompiledTemplate``
/// compiles. Only constructs that render exactly as in Stencil have a node.
indirect enum TemplateNode {
    case text(String)
    /// `{{ value }}`
    case output(TemplateOperand, line: Int)
    /// `{% if %}` … `{% elif %}` … `{% else %}` … `{% endif %}`: the first branch whose condition
    /// holds (`nil` is `else`).
    case conditional([(condition: TemplateCondition?, body: [TemplateNode])])
    /// `{% for item in items %}` … `{% empty %}` … `{% endfor %}`
    case loop(variable: String, over: TemplateOperand, body: [TemplateNode], empty: [TemplateNode], line: Int)
    /// `{% filter name %}` … `{% endfilter %}`: the body's text through the filters.
    case filtered(body: [TemplateNode], filters: [TemplateFilterCall])
    /// `{% include "name" %}`, already read.
    case included([TemplateNode])
}

/// A value in a tag: a literal or a dotted path, then filters (`type.names|join:", "`).
struct TemplateOperand {
    enum Source {
        case literal(TemplateValue)
        /// A dotted path from a name (`type.providable.origin`, `forloop.last`).
        case path(String, [String])
    }
    var source: Source
    var filters: [TemplateFilterCall]
}

/// `name` or `name:argument,…`, with literal or path arguments.
struct TemplateFilterCall {
    var name: String
    var arguments: [TemplateOperand]
}

/// An `{% if %}` condition: Stencil's operators with its precedence (`in` binds loosest, then
/// `or`, `and`, `not`, then the comparisons).
indirect enum TemplateCondition {
    case value(TemplateOperand)
    case not(TemplateCondition)
    case and(TemplateCondition, TemplateCondition)
    case or(TemplateCondition, TemplateCondition)
    case compare(String, TemplateCondition, TemplateCondition)
}
