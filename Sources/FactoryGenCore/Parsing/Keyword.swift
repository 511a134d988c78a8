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

    /// The keyword spelled by `length` bytes at `start`, or `nil`. The bytes are compared as
    /// little-endian words, so classifying a name costs a few integer comparisons. `start` must
    /// point into a ``PaddedSource`` (8 bytes past any token are readable).
    static func classify(_ start: UnsafePointer<UInt8>, length: Int) -> Keyword? {
        guard length > 0, length <= 20 else { return nil }
        let low = word(start, count: min(length, 8))
        let high = length > 8 ? word(start + 8, count: min(length - 8, 8)) : 0
        switch length {
        case 1:
            switch (low, high) {
            case (0x000000000000005F, 0x0): return ._ // _
            default: return nil
            }
        case 3:
            switch (low, high) {
            case (0x0000000000726176, 0x0): return .var // var
            case (0x000000000074656C, 0x0): return .let // let
            case (0x0000000000796E61, 0x0): return .any // any
            case (0x0000000000796E41, 0x0): return .Any // Any
            case (0x0000000000746567, 0x0): return .get // get
            case (0x0000000000746573, 0x0): return .set // set
            default: return nil
            }
        case 4:
            switch (low, high) {
            case (0x000000006D756E65, 0x0): return .enum // enum
            case (0x0000000065736163, 0x0): return .case // case
            case (0x00000000636E7566, 0x0): return .func // func
            case (0x0000000074696E69, 0x0): return .initializer // init
            case (0x000000006E65706F, 0x0): return .open // open
            case (0x00000000797A616C, 0x0): return .lazy // lazy
            case (0x000000006B616577, 0x0): return .weak // weak
            case (0x00000000656D6F73, 0x0): return .some // some
            case (0x0000000068636165, 0x0): return .each // each
            case (0x00000000666C6553, 0x0): return .Self // Self
            case (0x0000000065707954, 0x0): return .Type // Type
            case (0x0000000064616572, 0x0): return .read // read
            default: return nil
            }
        case 5:
            switch (low, high) {
            case (0x0000007373616C63, 0x0): return .class // class
            case (0x000000726F746361, 0x0): return .actor // actor
            case (0x0000006F7263616D, 0x0): return .macro // macro
            case (0x0000006C616E6966, 0x0): return .final // final
            case (0x0000007869666E69, 0x0): return .infix // infix
            case (0x0000006572656877, 0x0): return .where // where
            case (0x000000636E797361, 0x0): return .async // async
            case (0x00000074756F6E69, 0x0): return .inout // inout
            case (0x000000646165725F, 0x0): return ._read // _read
            default: return nil
            }
        case 6:
            switch (low, high) {
            case (0x0000746375727473, 0x0): return .struct // struct
            case (0x000074696E696564, 0x0): return .deinitializer // deinit
            case (0x000074726F706D69, 0x0): return .import // import
            case (0x000063696C627570, 0x0): return .public // public
            case (0x0000636974617473, 0x0): return .static // static
            case (0x0000786966657270, 0x0): return .prefix // prefix
            case (0x000073776F726874, 0x0): return .throws // throws
            case (0x0000746165706572, 0x0): return .repeat // repeat
            case (0x000074736E6F635F, 0x0): return ._const // _const
            case (0x0000746553646964, 0x0): return .didSet // didSet
            case (0x0000796669646F6D, 0x0): return .modify // modify
            default: return nil
            }
        case 7:
            switch (low, high) {
            case (0x0065746176697270, 0x0): return .private // private
            case (0x006567616B636170, 0x0): return .package // package
            case (0x0064656E776F6E75, 0x0): return .unowned // unowned
            case (0x0063696D616E7964, 0x0): return .dynamic // dynamic
            case (0x0078696674736F70, 0x0): return .postfix // postfix
            case (0x0064656E776F5F5F, 0x0): return .__owned // __owned
            case (0x00676E69646E6573, 0x0): return .sending // sending
            case (0x00636E7973616572, 0x0): return .reasync // reasync
            case (0x007465536C6C6977, 0x0): return .willSet // willSet
            case (0x00796669646F6D5F, 0x0): return ._modify // _modify
            default: return nil
            }
        case 8:
            switch (low, high) {
            case (0x6C6F636F746F7270, 0x0): return .protocol // protocol
            case (0x726F74617265706F, 0x0): return .operator // operator
            case (0x6C616E7265746E69, 0x0): return .internal // internal
            case (0x656469727265766F, 0x0): return .override // override
            case (0x6465726975716572, 0x0): return .required // required
            case (0x676E69746174756D, 0x0): return .mutating // mutating
            case (0x6C616E6F6974706F, 0x0): return .optional // optional
            case (0x7463657269646E69, 0x0): return .indirect // indirect
            case (0x646574616C6F7369, 0x0): return .isolated // isolated
            case (0x6465726168735F5F, 0x0): return .__shared // __shared
            case (0x73776F7268746572, 0x0): return .rethrows // rethrows
            case (0x6C6F636F746F7250, 0x0): return .Protocol // Protocol
            default: return nil
            }
        case 9:
            switch (low, high) {
            case (0x6F69736E65747865, 0x6E): return .extension // extension
            case (0x61696C6165707974, 0x73): return .typealias // typealias
            case (0x7069726373627573, 0x74): return .subscript // subscript
            case (0x6E696D75736E6F63, 0x67): return .consuming // consuming
            case (0x6E69776F72726F62, 0x67): return .borrowing // borrowing
            default: return nil
            }
        case 11:
            switch (low, high) {
            case (0x76697270656C6966, 0x657461): return .fileprivate // fileprivate
            case (0x65696E65766E6F63, 0x65636E): return .convenience // convenience
            case (0x746174756D6E6F6E, 0x676E69): return .nonmutating // nonmutating
            case (0x616C6F73696E6F6E, 0x646574): return .nonisolated // nonisolated
            case (0x7562697274736964, 0x646574): return .distributed // distributed
            case (0x6D75736E6F635F5F, 0x676E69): return .__consuming // __consuming
            default: return nil
            }
        case 13:
            switch (low, high) {
            case (0x6441656661736E75, 0x7373657264): return .unsafeAddress // unsafeAddress
            default: return nil
            }
        case 14:
            switch (low, high) {
            case (0x746169636F737361, 0x657079746465): return .associatedtype // associatedtype
            default: return nil
            }
        case 15:
            switch (low, high) {
            case (0x6E65646563657270, 0x70756F72676563): return .precedencegroup // precedencegroup
            default: return nil
            }
        case 20:
            // unsafeMutableAddress, the only keyword longer than 16 bytes.
            guard low == 0x754D656661736E75, high == 0x646441656C626174 else { return nil }
            return UInt64(start[16]) | UInt64(start[17]) << 8 | UInt64(start[18]) << 16 | UInt64(start[19]) << 24 == 0x73736572 ? .unsafeMutableAddress : nil
        default:
            return nil
        }
    }

    /// `count` (1...8) bytes as a little-endian integer, zero-filled. Reads 8 bytes: callers
    /// pass text followed by ``PaddedSource/padding`` bytes, so the read stays in bounds.
    @inline(__always)
    private static func word(_ start: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        let value = UnsafeRawPointer(start).loadUnaligned(as: UInt64.self)
        return count >= 8 ? value : value & ((1 << (UInt64(count) &* 8)) &- 1)
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
