import FactoryGenCore

/// What must hold for any parse of any bytes: every location the parser reports, on a
/// diagnostic or a declaration, names the file and points inside it.
struct ParseInvariants {
    /// Lengths in bytes of each line; line breaks are `\n`, `\r\n` and a lone `\r`, as in Swift.
    private let lineLengths: [Int]
    let path: String

    init(source: [UInt8], path: String) {
        self.path = path
        var lengths: [Int] = []
        var length = 0
        var index = 0
        while index < source.count {
            switch source[index] {
            case 0x0A:
                lengths.append(length)
                length = 0
            case 0x0D:
                lengths.append(length)
                length = 0
                if index + 1 < source.count, source[index + 1] == 0x0A { index += 1 }
            default:
                length += 1
            }
            index += 1
        }
        lengths.append(length)
        lineLengths = lengths
    }

    /// Descriptions of every violation; empty when the file is fine.
    func violations(in file: SourceFile) -> [String] {
        var problems: [String] = []
        for diagnostic in file.diagnostics {
            guard let location = diagnostic.location else {
                problems.append("diagnostic without a location: \(diagnostic)")
                continue
            }
            check(location, "diagnostic `\(diagnostic.message)`", into: &problems)
        }
        for type in file.types { check(type, into: &problems) }
        for declaration in file.extensions {
            check(declaration.location, "extension \(declaration.extendedType)", into: &problems)
            check(declaration.members, into: &problems)
        }
        for alias in file.typealiases { check(alias.location, "typealias \(alias.name)", into: &problems) }
        return problems
    }

    private func check(_ type: TypeDeclaration, into problems: inout [String]) {
        check(type.location, "\(type.kind) \(type.qualifiedName)", into: &problems)
        check(type.members, into: &problems)
    }

    private func check(_ members: MemberList, into problems: inout [String]) {
        for property in members.properties { check(property.location, "property \(property.name)", into: &problems) }
        for enumCase in members.cases { check(enumCase.location, "case \(enumCase.name)", into: &problems) }
        for initializer in members.initializers { check(initializer.location, "init", into: &problems) }
        for function in members.functions { check(function.location, "func \(function.name)", into: &problems) }
        for subscriptDeclaration in members.subscripts { check(subscriptDeclaration.location, "subscript", into: &problems) }
        for alias in members.typealiases { check(alias.location, "typealias \(alias.name)", into: &problems) }
        for associatedType in members.associatedTypes { check(associatedType.location, "associatedtype \(associatedType.name)", into: &problems) }
        for nested in members.nestedTypes { check(nested, into: &problems) }
    }

    /// A position may be one past a line's last byte (a diagnostic at the end of a line or of
    /// the file), never further.
    private func check(_ location: SourceLocation, _ what: String, into problems: inout [String]) {
        if location.file != path {
            problems.append("\(what) at \(location): wrong file, expected \(path)")
        } else if location.line < 1 || location.line > lineLengths.count {
            problems.append("\(what) at \(location): line outside 1...\(lineLengths.count)")
        } else if location.column < 1 || location.column > lineLengths[location.line - 1] + 1 {
            problems.append("\(what) at \(location): column outside 1...\(lineLengths[location.line - 1] + 1)")
        }
    }
}
