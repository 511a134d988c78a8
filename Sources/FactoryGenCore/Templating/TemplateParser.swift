/// Reads a template's tokens into ``TemplateNode``s, accepting only what renders exactly as in
/// Stencil; anything else is ``OutsideSubset``, and the renderer hands the template to Stencil.
///
/// The subset: text; `{{ value|filter:arg }}`; comments; `{% if %}`/`{% elif %}`/`{% else %}`
/// with `not`, `and`, `or`, `==`, `!=`, `<`, `<=`, `>`, `>=` and `in`; `{% for x in xs %}` with
/// `{% empty %}` and `forloop`; `{% filter %}`; `{% include "name" %}`. Filters: those of
/// ``TemplateFilterLibrary``.
struct TemplateParser {
    private let tokens: [TemplateLexer.Token]
    private var position = 0
    /// Reads an included template by name, already lexed, or `nil` when there is none.
    private let include: (String) -> [TemplateLexer.Token]?
    private let includeDepth: Int

    static func parse(_ template: String, include: @escaping (String) -> [TemplateLexer.Token]? = { _ in nil })
        throws(OutsideSubset) -> [TemplateNode] {
        var parser = TemplateParser(tokens: try TemplateLexer.tokens(in: template), include: include, includeDepth: 0)
        return try parser.parseAll()
    }

    private init(tokens: [TemplateLexer.Token], include: @escaping (String) -> [TemplateLexer.Token]?, includeDepth: Int) {
        self.tokens = tokens
        self.include = include
        self.includeDepth = includeDepth
    }

    private mutating func parseAll() throws(OutsideSubset) -> [TemplateNode] {
        let (nodes, end) = try parseNodes(until: [])
        if let end { throw OutsideSubset("'\(end.contents)' closes nothing", line: end.line) }
        return nodes
    }

    /// Nodes up to a block whose first word is in `ends` (returned, not consumed further).
    private mutating func parseNodes(until ends: [String]) throws(OutsideSubset) -> ([TemplateNode], TemplateLexer.Token?) {
        var nodes: [TemplateNode] = []
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            switch token.kind {
            case .text:
                if !token.contents.isEmpty { nodes.append(.text(token.contents)) }
            case .comment:
                break
            case .variable:
                nodes.append(try output(token))
            case .block:
                let words = StencilSyntax.smartSplit(token.contents)
                guard let name = words.first else { throw OutsideSubset("an empty tag", line: token.line) }
                if ends.contains(name) { return (nodes, token) }
                nodes.append(try block(name, words: words, token: token))
            }
        }
        return (nodes, nil)
    }

    private mutating func block(_ name: String, words: [String], token: TemplateLexer.Token) throws(OutsideSubset) -> TemplateNode {
        switch name {
        case "if": return try conditional(words: words, token: token)
        case "for": return try loop(words: words, token: token)
        case "filter": return try filtered(words: words, token: token)
        case "include": return try included(words: words, token: token)
        default: throw OutsideSubset("the '\(name)' tag is not compiled", line: token.line)
        }
    }

    private func output(_ token: TemplateLexer.Token) throws(OutsideSubset) -> TemplateNode {
        let words = StencilSyntax.smartSplit(token.contents)
        guard words.count == 1, !Self.operators.keys.contains(words[0]), words[0] != "(", words[0] != ")" else {
            throw OutsideSubset("'{{ \(token.contents) }}' is more than one value", line: token.line)
        }
        return .output(try Self.operand(words[0], line: token.line), line: token.line)
    }

    private mutating func conditional(words: [String], token: TemplateLexer.Token) throws(OutsideSubset) -> TemplateNode {
        var branches: [(condition: TemplateCondition?, body: [TemplateNode])] = []
        var condition: TemplateCondition? = try Self.condition(Array(words.dropFirst()), line: token.line)
        while true {
            let (body, end) = try parseNodes(until: ["endif", "elif", "else"])
            guard let end else { throw OutsideSubset("'if' has no 'endif'", line: token.line) }
            let endWords = StencilSyntax.smartSplit(end.contents)
            branches.append((condition, body))
            switch endWords[0] {
            case "elif" where condition != nil:
                condition = try Self.condition(Array(endWords.dropFirst()), line: end.line)
            case "else" where condition != nil && end.contents == "else":
                condition = nil
            case "endif" where end.contents == "endif":
                return .conditional(branches)
            default:
                throw OutsideSubset("'\(end.contents)' is not where Stencil expects it", line: end.line)
            }
        }
    }

    private mutating func loop(words: [String], token: TemplateLexer.Token) throws(OutsideSubset) -> TemplateNode {
        guard words.count == 4, words[2] == "in", Self.isIdentifier(words[1]) else {
            throw OutsideSubset("only 'for item in items' loops are compiled", line: token.line)
        }
        let sequence = try Self.operand(words[3], line: token.line)
        let (body, end) = try parseNodes(until: ["endfor", "empty"])
        guard let end else { throw OutsideSubset("'for' has no 'endfor'", line: token.line) }
        var empty: [TemplateNode] = []
        var last = end
        if end.contents == "empty" {
            let (nodes, close) = try parseNodes(until: ["endfor"])
            guard let close else { throw OutsideSubset("'for' has no 'endfor'", line: token.line) }
            empty = nodes
            last = close
        }
        guard last.contents == "endfor" else { throw OutsideSubset("'\(last.contents)' is not where Stencil expects it", line: last.line) }
        return .loop(variable: words[1], over: sequence, body: body, empty: empty, line: token.line)
    }

    private mutating func filtered(words: [String], token: TemplateLexer.Token) throws(OutsideSubset) -> TemplateNode {
        guard words.count == 2 else { throw OutsideSubset("'filter' takes one filter expression", line: token.line) }
        let (body, end) = try parseNodes(until: ["endfilter"])
        guard let end, end.contents == "endfilter" else { throw OutsideSubset("'filter' has no 'endfilter'", line: token.line) }
        let operand = try Self.operand("filter_value|" + words[1], line: token.line)
        return .filtered(body: body, filters: operand.filters)
    }

    private mutating func included(words: [String], token: TemplateLexer.Token) throws(OutsideSubset) -> TemplateNode {
        guard words.count == 2, case .literal(.string(let name)) = try Self.operand(words[1], line: token.line).source else {
            throw OutsideSubset("only 'include \"name\"' is compiled", line: token.line)
        }
        guard includeDepth < 16, let included = include(name) else {
            throw OutsideSubset("'\(name)' cannot be included here", line: token.line)
        }
        var parser = TemplateParser(tokens: included, include: include, includeDepth: includeDepth + 1)
        return .included(try parser.parseAll())
    }

    // MARK: Values and conditions

    /// Stencil's `if` operators and their binding powers.
    static let operators: [String: Int] = ["in": 5, "or": 6, "and": 7, "not": 8, "==": 10, "!=": 10, ">": 10, ">=": 10, "<": 10, "<=": 10]

    /// A value with its filters, as Stencil's `FilterExpression` reads `text`.
    static func operand(_ text: String, line: Int) throws(OutsideSubset) -> TemplateOperand {
        if containsRange(text) { throw OutsideSubset("ranges ('1...3') are Stencil's", line: line) }
        let bits = StencilSyntax.smartSplit(text, separator: "|").map { StencilSyntax.trim($0) }
        guard let first = bits.first else { throw OutsideSubset("an empty value", line: line) }
        var filters: [TemplateFilterCall] = []
        for bit in bits.dropFirst() {
            var parts = StencilSyntax.smartSplit(bit, separator: ":")
            guard !parts.isEmpty else { throw OutsideSubset("an empty filter", line: line) }
            let name = StencilSyntax.trim(parts.removeFirst())
            let arguments = try StencilSyntax.smartSplit(parts.count <= 1 ? parts.first ?? "" : parts.joined(separator: ":"), separator: ",")
                .map { argument throws(OutsideSubset) in TemplateOperand(source: try source(StencilSyntax.trim(argument), line: line), filters: []) }
            guard TemplateFilterLibrary.accepts(name, argumentCount: arguments.count) else {
                throw OutsideSubset("the filter '\(name)' with \(arguments.count) argument(s) is not compiled", line: line)
            }
            filters.append(TemplateFilterCall(name: name, arguments: arguments))
        }
        return TemplateOperand(source: try source(first, line: line), filters: filters)
    }

    /// Whether `text` holds `...`, on bytes: `String.contains` with Foundation imported is
    /// `NSString`'s, and the generic searchers are not specialized; both cost more than the parse.
    private static func containsRange(_ text: String) -> Bool {
        var dots = 0
        for byte in text.utf8 {
            dots = byte == UInt8(ascii: ".") ? dots + 1 : 0
            if dots == 3 { return true }
        }
        return false
    }

    /// A literal or a path, as Stencil's `Variable` reads `text`.
    private static func source(_ text: String, line: Int) throws(OutsideSubset) -> TemplateOperand.Source {
        let first = text.utf8.first
        // Only a text whose first byte is a quote can start with a quote character.
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"),
           text.count > 1, let quote = text.first, quote == "\"" || quote == "'", text.last == quote {
            return .literal(.string(String(text.dropFirst().dropLast())))
        }
        // A path starts with a letter: no number starts with one, except the Float spellings
        // of `nan`, `snan` and `inf`. Parsing a number cost more than the rest of the operand.
        if let first, first == UInt8(ascii: "_") || Self.isASCIILetter(first), !Self.mayStartFloat(first) {
            if text == "true" || text == "false" { return .literal(.bool(text == "true")) }
        } else {
            if let int = Int(text) { return .literal(.int(int)) }
            if Float(text) != nil { throw OutsideSubset("'\(text)' is a Float in Stencil", line: line) }
            if let bool = Bool(text) { return .literal(.bool(bool)) }
        }
        // Split on characters, as Stencil's `KeyPath` does (a `.` with a combining mark does not
        // split); on bytes when every byte is a character, many times faster.
        let parts = StencilSyntax.isASCII(text)
            ? splitASCII(text, at: UInt8(ascii: "."))
            : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let head = parts.first, isIdentifier(head), parts.dropFirst().allSatisfy({ isIdentifier($0) || Int($0) != nil }) else {
            throw OutsideSubset("'\(text)' is not a plain dotted path", line: line)
        }
        return .path(head, Array(parts.dropFirst()))
    }

    /// `text` cut at every `separator`, empty parts kept, over its own bytes: the generic
    /// `split` over `String.UTF8View` cost more than the rest of reading a path.
    private static func splitASCII(_ text: String, at separator: UInt8) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var parts: [String] = []
            var start = 0
            for index in bytes.indices where bytes[index] == separator {
                parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return parts
        }
    }

    /// Whether a letter may start a Float's spelling: `nan`, `snan`, `inf`, in any case.
    private static func mayStartFloat(_ letter: UInt8) -> Bool {
        switch letter | 0x20 {
        case UInt8(ascii: "n"), UInt8(ascii: "s"), UInt8(ascii: "i"): return true
        default: return false
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

    static func isIdentifier(_ text: String) -> Bool {
        // ASCII first: looking up a scalar's Unicode properties costs more than the rest of parsing.
        if let first = text.utf8.first, first == UInt8(ascii: "_") || isASCIILetter(first),
           text.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || isASCIILetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            return true
        }
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// An `if` condition, parsed as Stencil's Pratt parser does.
    static func condition(_ words: [String], line: Int) throws(OutsideSubset) -> TemplateCondition {
        guard !words.isEmpty else { throw OutsideSubset("an empty condition", line: line) }
        if words.contains("(") || words.contains(")") { throw OutsideSubset("parentheses in conditions are Stencil's", line: line) }
        var position = 0
        func power(_ index: Int) -> Int { index < words.count ? operators[words[index]] ?? 0 : 0 }
        func expression(_ binding: Int) throws(OutsideSubset) -> TemplateCondition {
            guard position < words.count else { throw OutsideSubset("a condition ends too early", line: line) }
            let word = words[position]
            position += 1
            var left: TemplateCondition
            if word == "not" {
                left = .not(try expression(8))
            } else if operators[word] != nil {
                throw OutsideSubset("'\(word)' has no left-hand side", line: line)
            } else {
                left = .value(try operand(word, line: line))
            }
            while binding < power(position) {
                let infix = words[position]
                guard infix != "not" else { throw OutsideSubset("'not' after a value", line: line) }
                position += 1
                let right = try expression(operators[infix]!)
                switch infix {
                case "and": left = .and(left, right)
                case "or": left = .or(left, right)
                default: left = .compare(infix, left, right)
                }
            }
            return left
        }
        let result = try expression(0)
        guard position == words.count else { throw OutsideSubset("a condition has a dangling word", line: line) }
        return result
    }
}
