/// The words the declaration parser acts on. Swift's contextual keywords are included: whether
/// `open` or `actor` is a keyword depends on where it stands, which the parser decides.
enum Keyword: UInt8 {
    // Declarations.
    case `struct`, `enum`, `class`, actor, `protocol`, `extension`, `typealias`, `associatedtype`
    case `var`, `let`, `case`, `func`, initializer, deinitializer, `subscript`, `import`, `operator`
    case `precedencegroup`, macro
    // Access levels.
    case `private`, `fileprivate`, `internal`, `package`, `public`, open
    // Other modifiers.
    case `static`, final, lazy, weak, unowned, override, required, convenience, dynamic
    case mutating, nonmutating, optional, indirect, nonisolated, isolated, distributed
    case prefix, postfix, infix, consuming, borrowing, __consuming, __owned, __shared, sending
    // Types and signatures.
    case `where`, async, `throws`, `rethrows`, reasync, some, any, each, `repeat`, `inout`
    case `Self`, `Any`, `Type`, `Protocol`, `_`, `_const`
    // Accessors.
    case get, set, willSet, didSet, _read, _modify, read, modify, unsafeAddress, unsafeMutableAddress

    /// The keywords by byte length, for ``classify(_:length:)``.
    private static let byLength: [[(StaticString, Keyword)]] = {
        let all: [(StaticString, Keyword)] = [
            ("struct", .struct), ("enum", .enum), ("class", .class), ("actor", .actor), ("protocol", .protocol),
            ("extension", .extension), ("typealias", .typealias), ("associatedtype", .associatedtype),
            ("var", .var), ("let", .let), ("case", .case), ("func", .func), ("init", .initializer), ("deinit", .deinitializer),
            ("subscript", .subscript), ("import", .import), ("operator", .operator),
            ("precedencegroup", .precedencegroup), ("macro", .macro),
            ("private", .private), ("fileprivate", .fileprivate), ("internal", .internal), ("package", .package),
            ("public", .public), ("open", .open),
            ("static", .static), ("final", .final), ("lazy", .lazy), ("weak", .weak), ("unowned", .unowned),
            ("override", .override), ("required", .required), ("convenience", .convenience), ("dynamic", .dynamic),
            ("mutating", .mutating), ("nonmutating", .nonmutating), ("optional", .optional), ("indirect", .indirect),
            ("nonisolated", .nonisolated), ("isolated", .isolated), ("distributed", .distributed),
            ("prefix", .prefix), ("postfix", .postfix), ("infix", .infix), ("consuming", .consuming),
            ("borrowing", .borrowing), ("__consuming", .__consuming), ("__owned", .__owned), ("__shared", .__shared),
            ("sending", .sending),
            ("where", .where), ("async", .async), ("throws", .throws), ("rethrows", .rethrows), ("reasync", .reasync),
            ("some", .some), ("any", .any), ("each", .each), ("repeat", .repeat), ("inout", .inout),
            ("Self", .Self), ("Any", .Any), ("Type", .Type), ("Protocol", .Protocol), ("_", ._), ("_const", ._const),
            ("get", .get), ("set", .set), ("willSet", .willSet), ("didSet", .didSet), ("_read", ._read),
            ("_modify", ._modify), ("read", .read), ("modify", .modify), ("unsafeAddress", .unsafeAddress),
            ("unsafeMutableAddress", .unsafeMutableAddress),
        ]
        var table = [[(StaticString, Keyword)]](repeating: [], count: 21)
        for entry in all { table[entry.0.utf8CodeUnitCount].append(entry) }
        return table
    }()

    /// The keyword spelled by `length` bytes at `start`, or `nil`.
    static func classify(_ start: UnsafePointer<UInt8>, length: Int) -> Keyword? {
        guard length > 0, length < byLength.count else { return nil }
        for (spelling, keyword) in byLength[length] where spelling.utf8Start[0] == start[0] {
            if memcmpBytes(start, spelling.utf8Start, length) { return keyword }
        }
        return nil
    }

    var isAccessLevel: Bool {
        switch self {
        case .private, .fileprivate, .internal, .package, .public, .open: true
        default: false
        }
    }

    var accessLevel: AccessLevel? {
        switch self {
        case .private: .private
        case .fileprivate: .fileprivate
        case .internal: .internal
        case .package: .package
        case .public: .public
        case .open: .open
        default: nil
        }
    }

    /// Words that may stand before a declaration's introducer.
    var isDeclarationModifier: Bool {
        switch self {
        case .private, .fileprivate, .internal, .package, .public, .open,
             .static, .class, .final, .lazy, .weak, .unowned, .override, .required, .convenience, .dynamic,
             .mutating, .nonmutating, .optional, .indirect, .nonisolated, .isolated, .distributed,
             .prefix, .postfix, .infix, .consuming, .borrowing, .__consuming:
            true
        default:
            false
        }
    }

    /// Words that introduce a declaration.
    var isDeclarationIntroducer: Bool {
        switch self {
        case .struct, .enum, .class, .actor, .protocol, .extension, .typealias, .associatedtype,
             .var, .let, .case, .func, .initializer, .deinitializer, .subscript, .import, .operator, .precedencegroup, .macro:
            true
        default:
            false
        }
    }

    var isAccessor: Bool {
        switch self {
        case .get, .set, .willSet, .didSet, ._read, ._modify, .read, .modify, .unsafeAddress, .unsafeMutableAddress:
            true
        default:
            false
        }
    }
}
