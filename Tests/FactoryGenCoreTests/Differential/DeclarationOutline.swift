/// The declarations both swiftc and our parser report for one file, flattened to one line
/// each so that two outlines compare exactly and differ readably:
///
/// ```
/// import Foundation
/// struct Library @8:1
///   property Library.name let stored @9:9
///   init Library.init(name:) @31:5
/// ```
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
