/// The standard types FactoryRuntime makes `Providable`, with the number of generic
/// arguments each takes. Resolution treats them as leaves; the runtime's tests check that
/// every one of them really conforms.
public enum StandardProvidableTypes {
    /// Names as they are spelled unqualified, mapped to their generic argument count. A nested
    /// one (`String.Index`) is found as a member of its outer type, not by its name alone.
    public static let arity: [String: Int] = [
        "Int": 0, "Int8": 0, "Int16": 0, "Int32": 0, "Int64": 0, "Int128": 0,
        "UInt": 0, "UInt8": 0, "UInt16": 0, "UInt32": 0, "UInt64": 0, "UInt128": 0,
        "Float": 0, "Double": 0, "Bool": 0,
        "String": 0, "Substring": 0, "StaticString": 0, "Character": 0, "String.Index": 0, "Unicode.Scalar": 0,
        "Data": 0, "Date": 0, "URL": 0, "UUID": 0, "Decimal": 0, "NSNumber": 0, "NSRange": 0, "DateComponents": 0,
        "Duration": 0, "DispatchTimeInterval": 0, "IndexSet": 0, "CharacterSet": 0, "Locale": 0, "TimeZone": 0, "Calendar": 0, "PersonNameComponents": 0,
        "Optional": 1, "Array": 1, "ArraySlice": 1, "ContiguousArray": 1, "Set": 1, "Dictionary": 2, "Result": 2,
        "ClosedRange": 1, "Range": 1, "AnyHashable": 0, "ObjectIdentifier": 0, "DecodingError": 0, "EncodingError": 0,
        "AsyncStream": 1, "AsyncThrowingStream": 2,
        "CGFloat": 0, "CGPoint": 0, "CGSize": 0, "CGRect": 0,
    ]

    /// Whether `name<arguments>` is one FactoryRuntime conforms: an `AsyncThrowingStream` only
    /// when it may throw any error, the only one a continuation makes.
    static func conforms(_ name: String, _ arguments: [ResolvedType]) -> Bool {
        guard name == "AsyncThrowingStream", arguments.count == 2 else { return true }
        if case .standardExistential(.error, _) = arguments[1] { return true }
        return false
    }

    /// Typealiases whose type differs between platforms (`CChar` is `Int8` on x86_64 and
    /// `UInt8` on Linux on ARM): spelled as written, so that the generated code compiles on
    /// each, and provided as their type is, by an entry of ``arity``.
    public static let platformAliases: Set<String> = ["CChar"]

    /// Modules a standard type may be qualified with: `Swift.Int`, `Foundation.Date`.
    public static let modules: Set<String> = ["Swift", "Foundation", "CoreGraphics", "Dispatch"]

    /// Types of other packages that FactoryRuntime makes `Providable` under a package trait
    /// named like their module. Resolution knows one only when a model file imports its module
    /// (the models of a test target that enables the trait do).
    public static let packageTypes: [String: PackageType] = [
        "Tagged": PackageType(module: "Tagged", arity: 2, builtArguments: [1]),
        "IdentifiedArray": PackageType(module: "IdentifiedCollections", arity: 2, builtArguments: [1], elementIsIdentifiable: true),
        "IdentifiedArrayOf": PackageType(module: "IdentifiedCollections", arity: 1, builtArguments: [0], elementIsIdentifiable: true),
    ]

    /// A type FactoryRuntime conforms when the trait of its module is enabled.
    public struct PackageType: Hashable, Sendable {
        /// The module that declares it, which is also the trait's name.
        public var module: String
        /// The number of generic arguments.
        public var arity: Int
        /// The positions of the arguments `provide()` builds: `Tagged`'s tag is never built.
        public var builtArguments: [Int]
        /// `IdentifiedArray` conforms only when its elements are `Identifiable` (by their `id`).
        public var elementIsIdentifiable = false
    }

    /// Standard types whose `provide()` builds none of their arguments: a stream that has
    /// finished yields no element.
    static let buildsNoArgument: Set<String> = ["AsyncStream", "AsyncThrowingStream"]

    /// The generic arguments a standard or package type's `provide()` builds, which must be
    /// providable: `Result` builds only its success, `Tagged<Tag, RawValue>` only its raw value,
    /// a stream none.
    static func builtArguments(of name: String, _ arguments: [ResolvedType]) -> [ResolvedType] {
        if name == "Result" { return Array(arguments.prefix(1)) }
        if buildsNoArgument.contains(name) { return [] }
        guard let package = packageTypes[name] else { return arguments }
        return package.builtArguments.filter { $0 < arguments.count }.map { arguments[$0] }
    }
}
