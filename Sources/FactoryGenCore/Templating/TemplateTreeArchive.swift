/// A template's syntax tree (``TemplateNode``s) written as text and read back without lexing
/// or parsing: the bundled templates are archived ahead (``BundledTemplateTrees``), since
/// lexing and parsing them was two thirds of a one-file module's run.
///
/// ```swift
/// let nodes = try TemplateParser.parse("{% for type in types %}{{ type.name }}{% endfor %}")
/// let archive = TemplateTreeArchive.encode(nodes)!  // "1:l4:typep5:types0:0:1:o1:p4:type1:4:name0:0:1:"
/// var bytes = Array(archive.utf8)
/// bytes.withUnsafeBufferPointer { TemplateTreeArchive.decode($0) } // the same nodes
/// ```
///
/// The format is a prefix code, so that equal archives are equal trees. A count or a number is
/// decimal and ends with `:`; a string is its UTF-8 length, then its bytes. A node list is its
/// count, then its nodes, each a letter and its fields in order:
/// - `t` text; `o` line, operand; `f` body, filters;
/// - `c` the count of branches, each `i` and a condition, or `e` for `else`, then its body;
/// - `l` variable, sequence operand, body, `empty` body, line.
///
/// An operand is its source (`p` the path's first name, then the count of the others and them;
/// `s` a string; `n` a number; `b` 0 or 1), then its filters: their count, each a name, then the
/// count of its arguments and them. A
/// condition is `v` and an operand, `!` and a condition, `&` or `|` and two, or `=`, the
/// operator's spelling and two.
enum TemplateTreeArchive {
    /// `nodes` archived, or `nil` when they hold what the archive does not keep: an included
    /// template (which another set may replace), or a literal that the parser never makes.
    static func encode(_ nodes: [TemplateNode]) -> String? {
        var writer = Writer()
        return writer.nodes(nodes) ? writer.text : nil
    }

    /// The nodes `archive` holds, or `nil` when it is not one whole archive.
    static func decode(_ archive: UnsafeBufferPointer<UInt8>) -> [TemplateNode]? {
        var reader = Reader(bytes: archive)
        guard let nodes = reader.nodes(), reader.position == archive.count else { return nil }
        return nodes
    }

    /// FNV-1a over `text`'s UTF-8: which template an archive was made from.
    static func fingerprint(_ text: String) -> UInt64 {
        // Over the contiguous bytes: walking `String.UTF8View` cost 31 instructions a byte, a
        // twentieth of a one-file module's run for the bundled templates' 11 kB.
        var text = text
        return text.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            return hash
        }
    }

    private struct Writer {
        var text = ""

        mutating func number(_ value: Int) { text += "\(value):" }

        mutating func string(_ value: String) {
            number(value.utf8.count)
            text += value
        }

        /// The count of `elements`, then each as `write` writes it; `false` once one fails.
        mutating func list<Element>(_ elements: [Element], _ write: (inout Writer, Element) -> Bool) -> Bool {
            number(elements.count)
            return elements.allSatisfy { write(&self, $0) }
        }

        mutating func nodes(_ nodes: [TemplateNode]) -> Bool {
            list(nodes) { $0.node($1) }
        }

        mutating func node(_ node: TemplateNode) -> Bool {
            switch node {
            case .text(let value):
                text += "t"
                string(value)
                return true
            case .output(let operand, let line):
                text += "o"
                number(line)
                return self.operand(operand)
            case .conditional(let branches):
                text += "c"
                return list(branches) { writer, branch in
                    if let condition = branch.condition {
                        writer.text += "i"
                        guard writer.condition(condition) else { return false }
                    } else {
                        writer.text += "e"
                    }
                    return writer.nodes(branch.body)
                }
            case .loop(let variable, let sequence, let body, let empty, let line):
                text += "l"
                string(variable)
                guard operand(sequence), nodes(body), nodes(empty) else { return false }
                number(line)
                return true
            case .filtered(let body, let filters):
                text += "f"
                return nodes(body) && self.filters(filters)
            case .included:
                return false
            }
        }

        mutating func operand(_ operand: TemplateOperand) -> Bool {
            switch operand.source {
            case .path(let head, let rest):
                text += "p"
                string(head)
                _ = list(rest) { writer, name in
                    writer.string(name)
                    return true
                }
            case .literal(.string(let value)):
                text += "s"
                string(value)
            case .literal(.int(let value)):
                text += "n"
                number(value)
            case .literal(.bool(let value)):
                text += "b"
                number(value ? 1 : 0)
            case .literal:
                return false
            }
            return filters(operand.filters)
        }

        mutating func filters(_ filters: [TemplateFilterCall]) -> Bool {
            list(filters) { writer, filter in
                writer.string(filter.name)
                return writer.list(filter.arguments) { $0.operand($1) }
            }
        }

        mutating func condition(_ condition: TemplateCondition) -> Bool {
            switch condition {
            case .value(let operand):
                text += "v"
                return self.operand(operand)
            case .not(let inner):
                text += "!"
                return self.condition(inner)
            case .and(let left, let right):
                text += "&"
                return self.condition(left) && self.condition(right)
            case .or(let left, let right):
                text += "|"
                return self.condition(left) && self.condition(right)
            case .compare(let name, let left, let right):
                text += "="
                string(name)
                return self.condition(left) && self.condition(right)
            }
        }
    }

    /// Reads what ``Writer`` wrote; every read checks its bounds, so a damaged archive is `nil`.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        mutating func letter() -> UInt8? {
            guard position < bytes.count else { return nil }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func number() -> Int? {
            var negative = false
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") {
                negative = true
                position += 1
            }
            var value = 0
            var digits = 0
            while position < bytes.count, bytes[position] != UInt8(ascii: ":") {
                let digit = Int(bytes[position]) - Int(UInt8(ascii: "0"))
                // Spelled as the writer spells it: no leading zero, no `-0`, no overflow.
                guard (0...9).contains(digit), digits < 18, digits == 0 || value != 0 else { return nil }
                value = value * 10 + digit
                digits += 1
                position += 1
            }
            guard digits > 0, position < bytes.count, !(negative && value == 0) else { return nil }
            position += 1
            return negative ? -value : value
        }

        mutating func string() -> String? {
            guard let count = number(), count >= 0, count <= bytes.count - position else { return nil }
            defer { position += count }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + count]), as: UTF8.self)
        }

        /// A count, then that many elements as `read` reads them; each takes a byte at least, so
        /// a count past the bytes left is damage.
        mutating func list<Element>(_ read: (inout Reader) -> Element?) -> [Element]? {
            guard let count = number(), count >= 0, count <= bytes.count - position else { return nil }
            var elements: [Element] = []
            elements.reserveCapacity(count)
            for _ in 0..<count {
                guard let element = read(&self) else { return nil }
                elements.append(element)
            }
            return elements
        }

        mutating func nodes() -> [TemplateNode]? {
            list { $0.node() }
        }

        mutating func node() -> TemplateNode? {
            switch letter() {
            case UInt8(ascii: "t"):
                return string().map { .text($0) }
            case UInt8(ascii: "o"):
                guard let line = number(), let operand = operand() else { return nil }
                return .output(operand, line: line)
            case UInt8(ascii: "c"):
                let branches = list { reader -> (condition: TemplateCondition?, body: [TemplateNode])? in
                    let condition: TemplateCondition?
                    switch reader.letter() {
                    case UInt8(ascii: "i"):
                        guard let read = reader.condition() else { return nil }
                        condition = read
                    case UInt8(ascii: "e"):
                        condition = nil
                    default:
                        return nil
                    }
                    guard let body = reader.nodes() else { return nil }
                    return (condition, body)
                }
                return branches.map { .conditional($0) }
            case UInt8(ascii: "l"):
                guard let variable = string(), let sequence = operand(), let body = nodes(), let empty = nodes(),
                      let line = number() else { return nil }
                return .loop(variable: variable, over: sequence, body: body, empty: empty, line: line)
            case UInt8(ascii: "f"):
                guard let body = nodes(), let filters = filters() else { return nil }
                return .filtered(body: body, filters: filters)
            default:
                return nil
            }
        }

        mutating func operand() -> TemplateOperand? {
            let source: TemplateOperand.Source
            switch letter() {
            case UInt8(ascii: "p"):
                guard let head = string(), let rest = list({ $0.string() }) else { return nil }
                source = .path(head, rest)
            case UInt8(ascii: "s"):
                guard let value = string() else { return nil }
                source = .literal(.string(value))
            case UInt8(ascii: "n"):
                guard let value = number() else { return nil }
                source = .literal(.int(value))
            case UInt8(ascii: "b"):
                guard let value = number(), value == 0 || value == 1 else { return nil }
                source = .literal(.bool(value == 1))
            default:
                return nil
            }
            guard let filters = filters() else { return nil }
            return TemplateOperand(source: source, filters: filters)
        }

        mutating func filters() -> [TemplateFilterCall]? {
            list { reader in
                guard let name = reader.string(), let arguments = reader.list({ $0.operand() }) else { return nil }
                return TemplateFilterCall(name: name, arguments: arguments)
            }
        }

        mutating func condition() -> TemplateCondition? {
            switch letter() {
            case UInt8(ascii: "v"):
                return operand().map { .value($0) }
            case UInt8(ascii: "!"):
                return condition().map { .not($0) }
            case UInt8(ascii: "&"):
                guard let left = condition(), let right = condition() else { return nil }
                return .and(left, right)
            case UInt8(ascii: "|"):
                guard let left = condition(), let right = condition() else { return nil }
                return .or(left, right)
            case UInt8(ascii: "="):
                guard let name = string(), let left = condition(), let right = condition() else { return nil }
                return .compare(name, left, right)
            default:
                return nil
            }
        }
    }
}
