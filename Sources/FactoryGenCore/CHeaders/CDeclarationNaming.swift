import CLibclang

/// The Swift name of every record, enum and typedef of the headers, found before any type is
/// mapped, since a field may name a type declared further down:
/// - a tag by its name (`struct Point` is `Point`);
/// - an anonymous tag behind a typedef by the typedef's name (`typedef struct { … } Size`);
/// - an anonymous record that is a field's type by the importer's nested name
///   (`Nested.__Unnamed_struct_coordinates`);
/// - a typedef by its name, which is a typealias unless it names a tag of its own name or an
///   anonymous one (``aliases`` lists those that are).
struct CDeclarationNaming {
    let clang: Libclang
    private(set) var names: [CDeclarationKey: TypeSyntax] = [:]
    /// Typedefs that become typealiases.
    private(set) var aliases: Set<CDeclarationKey> = []
    /// Anonymous records Swift confuses at run time with another of the same name: see
    /// ``confusedAnonymousRecords()``.
    private(set) var confused: [CDeclarationKey: String] = [:]
    /// Each anonymous record's name by its last component, with its layout and full name.
    private var anonymous: [String: [(key: CDeclarationKey, layout: [Int64], name: String)]] = [:]

    init(clang: Libclang) {
        self.clang = clang
    }

    mutating func name(_ cursors: [FGCursor]) {
        // Typedefs first: they name the anonymous tags declared just before them.
        for cursor in cursors where cursor.declarationKind == .typedef {
            nameTypedef(cursor)
        }
        for cursor in cursors where (cursor.declarationKind?.isTag ?? false) {
            nameTag(cursor, path: nil)
        }
        findConfusedAnonymousRecords()
    }

    /// Swift 6.3 keeps one run-time metadata record for all the anonymous records the importer
    /// names alike (`yaml_event_s.__Unnamed_union_data` and `yaml_node_s.__Unnamed_union_data`,
    /// libyaml's), whatever their parent: generic code over any of them (`Factory<T>`, a
    /// `Lens`, a key path) uses the first one's size wherever it is not specialized (all of a
    /// debug build), and copying a value of another overwrites what follows it. Those whose layout differs from another's of their
    /// name are left out, with their fields; the records holding them are zeroed.
    private mutating func findConfusedAnonymousRecords() {
        for records in anonymous.values where Set(records.map(\.layout)).count > 1 {
            for record in records {
                let others = records.filter { $0.layout != record.layout }.map(\.name)
                confused[record.key] = others.sorted().first
            }
        }
    }

    private mutating func nameTypedef(_ cursor: FGCursor) {
        let name = clang.string(clang.cursorSpelling(cursor))
        let key = CDeclarationKey(cursor, clang: clang)
        names[key] = .named(name)
        var underlying = clang.typedefUnderlyingType(cursor)
        while underlying.kind == 119 { underlying = clang.namedType(underlying) }
        if underlying.kind == 105 || underlying.kind == 106 {
            let tag = clang.typeDeclaration(underlying)
            if clang.isUnnamed(tag) {
                let tagKey = CDeclarationKey(tag, clang: clang)
                if names[tagKey] == nil { names[tagKey] = .named(name) }
                return
            }
            if clang.string(clang.cursorSpelling(tag)) == name { return }
        }
        aliases.insert(key)
    }

    /// Names `cursor` (when it has a name of its own or `path` gives one) and the records nested in it.
    private mutating func nameTag(_ cursor: FGCursor, path: [String]?) {
        let key = CDeclarationKey(cursor, clang: clang)
        if names[key] == nil, !clang.isUnnamed(cursor) {
            names[key] = .named(clang.string(clang.cursorSpelling(cursor)))
        }
        guard case .nominal(let components)? = names[key] else { return }
        let own = components.map(\.name)
        let children = clang.children(of: cursor)
        let fields = children.filter { $0.declarationKind == .field }
        for child in children where (child.declarationKind?.isTag ?? false) {
            guard clang.isUnnamed(child) else {
                nameTag(child, path: nil)
                continue
            }
            let childKey = CDeclarationKey(child, clang: clang)
            // The importer names an anonymous record after the field it is the type of.
            guard let field = fields.first(where: { field in
                clang.record(under: clang.cursorType(field)).map { CDeclarationKey(clang.typeDeclaration($0), clang: clang) } == childKey
            }) else { continue }
            let fieldName = clang.string(clang.cursorSpelling(field))
            guard !fieldName.isEmpty else { continue }
            let kind = child.declarationKind == .union ? "union" : child.declarationKind == .enumeration ? "enum" : "struct"
            let nested = own + ["__Unnamed_\(kind)_\(fieldName)"]
            names[childKey] = .nominal(nested.map { TypeComponent(name: $0) })
            let type = clang.cursorType(child)
            anonymous[nested[nested.count - 1], default: []].append(
                (childKey, [clang.sizeOf(type), clang.alignOf(type)], nested.joined(separator: "."))
            )
            nameTag(child, path: nested)
        }
    }
}

/// The `CXCursorKind`s factorygen reads.
enum CCursorKind: Int32 {
    case structure = 2, union = 3, enumeration = 5, field = 6, enumConstant = 7, typedef = 20
    case flagEnumAttribute = 437

    var isTag: Bool { self == .structure || self == .union || self == .enumeration }
}

extension FGCursor {
    /// The kind, when factorygen reads that kind of cursor.
    var declarationKind: CCursorKind? { CCursorKind(rawValue: kind) }
}
