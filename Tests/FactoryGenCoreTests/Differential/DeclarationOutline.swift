/// The declarations both swiftc and our parser report for one file, flattened to one line
/// each so that two outlines compare exactly and differ readably:
///
/// ```
/// import Foundation
/// struct Library @8:1
///   property Library.name let stored typed @9:9
///   init Library.init(name:) @31:5
/// ```
///
/// A property line also tells `let`/`var`, stored/computed, `static`, whether it has a type
/// annotation and an initial value, and its accessors (see ``PropertyShape``).
///
/// Within a type the order is fixed by kind (properties, cases, initializers, functions,
/// subscripts, typealiases, associated types, then nested types), each kind in source order,
/// because the syntax model groups members by kind while swiftc lists them as written.
/// Top-level: imports, types, extensions, typealiases, each in source order.
struct DeclarationOutline: Equatable {
    var lines: [String] = []

    mutating func add(_ depth: Int, _ text: String) {
        lines.append(String(repeating: "  ", count: depth) + text)
    }

    /// A unified-diff-like listing of the lines only one side has, with line numbers of the
    /// outline, or `nil` when the outlines are equal.
    func differences(from reference: DeclarationOutline, referenceName: String, ownName: String) -> String? {
        guard self != reference else { return nil }
        // Listed by position in the outlines, so that a changed line shows its two versions
        // next to each other.
        var report: [(offset: Int, text: String)] = []
        for change in lines.difference(from: reference.lines) {
            switch change {
            case .remove(let offset, let element, _):
                report.append((offset, "  only \(referenceName) [\(offset + 1)]: \(element)"))
            case .insert(let offset, let element, _):
                report.append((offset, "  only \(ownName) [\(offset + 1)]: \(element)"))
            }
        }
        report.sort { ($0.offset, $0.text) < ($1.offset, $1.text) }
        return report.map(\.text).joined(separator: "\n")
    }

    static func position(_ line: Int, _ column: Int) -> String { "@\(line):\(column)" }

    /// swiftc's full name of a declaration with argument labels: `init(x:_:)`, `d(_:x:)`.
    static func fullName(_ base: String, labels: [String?]) -> String {
        base + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
}

/// How a property is declared, spelled as one outline field:
/// `let stored static typed initialized {get,set}`.
struct PropertyShape: CustomStringConvertible {
    var isLet = false
    var isComputed = false
    var isStatic = false
    /// Written with a type annotation (for a tuple pattern, the pattern's annotation counts).
    var isTyped = false
    var isInitialized = false
    var accessors: [String] = []

    var description: String {
        var parts = [isLet ? "let" : "var", isComputed ? "computed" : "stored"]
        if isStatic { parts.append("static") }
        parts.append(isTyped ? "typed" : "untyped")
        if isInitialized { parts.append("initialized") }
        if !accessors.isEmpty { parts.append("{" + accessors.joined(separator: ",") + "}") }
        return parts.joined(separator: " ")
    }
}

/// One kind-ordered bucket of member lines for a container, before nesting is written out.
struct MemberBuckets {
    var properties: [String] = []
    var cases: [String] = []
    var initializers: [String] = []
    var functions: [String] = []
    var subscripts: [String] = []
    var typealiases: [String] = []
    var associatedTypes: [String] = []

    func write(into outline: inout DeclarationOutline, depth: Int) {
        for line in properties + cases + initializers + functions + subscripts + typealiases + associatedTypes {
            outline.add(depth, line)
        }
    }
}
