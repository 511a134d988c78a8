/// A type reference after name lookup: what the name means, not how it was written.
///
/// Only the cases that hold a single type are boxed: the others keep their payload inline, so
/// that the lookups, which make hundreds of thousands of these, do not allocate for each.
enum ResolvedType: Hashable, Sendable {
    /// A struct, enum, class, actor or protocol of the input files, with its generic arguments:
    /// for a type nested in a generic type, the parents' arguments first (`Page<String>.Meta`
    /// holds `[String]`), then its own.
    case user(TypeID, arguments: [ResolvedType])
    /// A standard type by its unqualified name (`Int`, `Optional`, `Dictionary`); providable
    /// when it is in ``StandardProvidableTypes``.
    case standard(String, arguments: [ResolvedType])
    /// A generic parameter of the type being generated or of one of its parents.
    case genericParameter(String)
    case tuple([ResolvedTupleElement])
    indirect case function(ResolvedFunction)
    /// `any P`, `P & Q`, or a bare protocol name: the user protocols it requires, and the
    /// marker protocols (`Sendable`, `AnyObject`) written with them that they do not imply
    /// already, which make it another type (`any Formatting & Sendable`).
    case existential([TypeID], markers: [String] = [])
    /// `any P<X>`: a user protocol with its primary associated types bound (GEOSwift's
    /// `any GeometryConvertible<C>`). Another type than `any P`, so spelled with its arguments,
    /// and only a conformer whose associated types are those arguments is a value of it
    /// (``ConstrainedConformers``).
    case constrainedExistential(TypeID, arguments: [ResolvedType])
    /// `X.Type`.
    indirect case metatype(ResolvedType)
    /// A member of a type that the inputs do not declare, such as an associated type
    /// (`Pet.ID`, from `Value.ID` in a generic typealias used with `Pet`): written, never built.
    indirect case member(ResolvedType, name: String)
    /// A standard protocol's existential with an obvious value (`any Error`, `any Hashable`),
    /// with its spelling as written.
    case standardExistential(StandardExistential, spelling: String)
    /// Something factorygen cannot build, with its spelling as written.
    case unprovidable(UnprovidableKind, spelling: String)
    /// A generic type from outside the inputs (another module's `Either<A, B>`), by its name as
    /// written (`Either`, `Core.Either`) with its generic arguments resolved: never built, like
    /// an unknown ``unprovidable(_:spelling:)`` name, but its arguments are spelled where the
    /// generated file reads them, not as the declaration wrote them, where a nested model type
    /// (`RuntimeExpression` inside `extension OpenAPI`) or a generic typealias's parameter
    /// (`T` of `typealias ComponentDictionary<T> = OrderedDictionary<ComponentKey, T>`) meant
    /// something the top level does not.
    case foreign(String, arguments: [ResolvedType])
    /// A typealias whose `#if` branches name different types (`#if LEGACY typealias Count =
    /// Int64 #else typealias Count = Int #endif`): written by its own name, right whichever
    /// branch is compiled, and providable when every branch's type is.
    case conditionalAlias(ConditionalAlias)

    /// `Void`, `()`.
    static let void = ResolvedType.tuple([])

    static func optional(_ wrapped: ResolvedType) -> ResolvedType { .standard("Optional", arguments: [wrapped]) }
}

/// A typealias declared in several `#if` branches with different targets
/// (``ResolvedType/conditionalAlias(_:)``).
struct ConditionalAlias: Hashable, Sendable {
    let id: AliasID
    /// The generic arguments written at the use (`Pair<Int>`).
    let arguments: [ResolvedType]
    /// Each branch's target as resolved here, in input order; those naming types the inputs
    /// do not declare are left out.
    let branches: [ResolvedType]
}

struct ResolvedTupleElement: Hashable, Sendable {
    var label: String?
    var type: ResolvedType
}

struct ResolvedFunction: Hashable, Sendable {
    /// Attributes written before the function type, with a trailing space: `@Sendable `.
    var attributes: String
    var parameters: [ResolvedFunctionParameter]
    /// ` async`, ` throws`, ` async throws(E)`, or empty.
    var effects: String
    /// `sending ` where the result is written so (`() -> sending Base.AsyncIterator`), or
    /// empty: a closure type spelled without it is another type, which the argument does not
    /// convert to.
    var resultPrefix = ""
    var returnType: ResolvedType
}

struct ResolvedFunctionParameter: Hashable, Sendable {
    /// Specifiers and attributes, with a trailing space: `inout `, `@escaping `.
    var prefix: String
    var type: ResolvedType
    var isVariadic: Bool
}

/// The standard existentials FactoryRuntime has a value for.
enum StandardExistential: Hashable, Sendable {
    /// `any Error`: FactoryRuntime's `ProvidedError()`, used only when nothing else works.
    case error
    /// `any Hashable`, `any Sendable`, `any Codable`, …: the provided `String`, which is all of them.
    case string
    /// `any CodingKey`: FactoryRuntime's `ProvidedCodingKey()`, as no standard type the test
    /// module can name conforms.
    case codingKey
    /// `AnyObject`: FactoryRuntime's `ProvidedObject()`, a fresh object with no state. A
    /// field or parameter of it wants some class instance and reads none of its members (an
    /// observer's owner, held `weak`, which `Any` could not be).
    case object

    /// `any Sequence<E>`, `any Collection<E>` and the other standard collection protocols whose
    /// primary associated type, `Element`, is bound: an array of `E` is a value of each. Spelled
    /// from its parts, so that a substituted element is spelled as it is.
    indirect case collection(String, element: ResolvedType)

    /// The standard protocols an array conforms to whose primary associated type is its element.
    static let collectionProtocols: Set<String> = [
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection",
    ]

    /// Protocol names whose existential gets a value, by the value.
    static let byName: [String: StandardExistential] = [
        "Error": .error, "CodingKey": .codingKey, "AnyObject": .object,
        "Hashable": .string, "Equatable": .string, "Sendable": .string, "Codable": .string, "Encodable": .string,
        "Decodable": .string, "CustomStringConvertible": .string, "CustomDebugStringConvertible": .string,
    ]
}

/// Why a type cannot be built.
enum UnprovidableKind: Hashable, Sendable {
    /// A name declared nowhere in the inputs and not a standard type.
    case unknown
    /// `Any`, `AnyClass`, `Never`, `some P`.
    case opaqueValue
    /// A protocol from outside the inputs (`Error`, `Codable`): there is no conformer to pick.
    case foreignProtocol
    /// A user protocol no providable type conforms to.
    case noConformer
    /// A user protocol that only types from outside the inputs conform to, none of which has
    /// a factory: the first of them, which the test target can make `Providable`.
    case conformerWithoutFactory(String)
    /// A user protocol whose conformers exist only under `#if` (or on some platforms), where
    /// the code that needs one is compiled without them.
    case conformersUnderCondition
    /// A private or fileprivate type: the test module cannot name it.
    case inaccessible
    /// A bare name that a module of the inputs declares below `package` access, written in
    /// another module, where it means a type of a module the inputs do not hold; the file
    /// imports several such modules, so which one is unknown. The generated file, importing
    /// the first module as testable, would take the name for that module's type.
    case hidden
    /// A parameter pack or another construct factorygen does not build.
    case unsupported
}

extension ResolvedType {
    /// Calls `body` on every user type the value of this type is built from, outside closures.
    func forEachUserType(_ body: (TypeID) -> Void) {
        switch self {
        case .user(let id, let arguments):
            body(id)
            arguments.forEach { $0.forEachUserType(body) }
        case .standard(_, let arguments):
            arguments.forEach { $0.forEachUserType(body) }
        case .tuple(let elements):
            elements.forEach { $0.type.forEachUserType(body) }
        case .existential(let protocols, _):
            protocols.forEach(body)
        case .constrainedExistential(let id, let arguments):
            body(id)
            arguments.forEach { $0.forEachUserType(body) }
        case .metatype(let base), .member(let base, _):
            base.forEachUserType(body)
        case .conditionalAlias(let alias):
            alias.branches.forEach { $0.forEachUserType(body) }
        case .standardExistential(.collection(_, let element), _):
            element.forEachUserType(body)
        case .genericParameter, .function, .standardExistential, .unprovidable, .foreign:
            break
        }
    }

    /// Whether any user type written in this type, function signatures included, satisfies `test`.
    /// Whether this type, or one it is made of, is a name the generated file cannot write
    /// (``UnprovidableKind/hidden``).
    var mentionsHiddenName: Bool {
        switch self {
        case .unprovidable(let kind, _): kind == .hidden
        case .user(_, let arguments), .standard(_, let arguments), .foreign(_, let arguments), .constrainedExistential(_, let arguments):
            arguments.contains { $0.mentionsHiddenName }
        case .tuple(let elements): elements.contains { $0.type.mentionsHiddenName }
        case .function(let function): function.returnType.mentionsHiddenName || function.parameters.contains { $0.type.mentionsHiddenName }
        case .metatype(let base), .member(let base, _): base.mentionsHiddenName
        case .conditionalAlias(let alias): alias.branches.contains { $0.mentionsHiddenName }
        case .standardExistential(.collection(_, let element), _): element.mentionsHiddenName
        case .existential, .genericParameter, .standardExistential: false
        }
    }

    func mentions(where test: (TypeID) -> Bool) -> Bool {
        switch self {
        case .user(let id, let arguments):
            return test(id) || arguments.contains { $0.mentions(where: test) }
        case .standard(_, let arguments):
            return arguments.contains { $0.mentions(where: test) }
        case .tuple(let elements):
            return elements.contains { $0.type.mentions(where: test) }
        case .function(let function):
            return function.returnType.mentions(where: test) || function.parameters.contains { $0.type.mentions(where: test) }
        case .existential(let protocols, _):
            return protocols.contains(where: test)
        case .constrainedExistential(let id, let arguments):
            return test(id) || arguments.contains { $0.mentions(where: test) }
        case .metatype(let base), .member(let base, _):
            return base.mentions(where: test)
        case .conditionalAlias(let alias):
            return alias.branches.contains { $0.mentions(where: test) }
        case .foreign(_, let arguments):
            return arguments.contains { $0.mentions(where: test) }
        case .standardExistential(.collection(_, let element), _):
            return element.mentions(where: test)
        case .genericParameter, .standardExistential, .unprovidable:
            return false
        }
    }

    /// Whether Swift source can write this type. The Clang importer makes C function pointers
    /// whose signature holds a C array (a tuple, behind a pointer: libjpeg's
    /// `JBLOCKARRAY (*alloc_barray)(…)`), which `@convention(c)` refuses once written out ("is
    /// not representable in Objective-C"), however it is spelled: such a field gets no lens.
    var isWritable: Bool {
        switch self {
        case .function(let function):
            let signature = [function.returnType] + function.parameters.map(\.type)
            if function.attributes.contains("convention(c)"), signature.contains(where: \.holdsTuple) { return false }
            return signature.allSatisfy(\.isWritable)
        case .user(_, let arguments), .standard(_, let arguments), .foreign(_, let arguments), .constrainedExistential(_, let arguments):
            return arguments.allSatisfy(\.isWritable)
        case .tuple(let elements):
            return elements.allSatisfy(\.type.isWritable)
        case .metatype(let base), .member(let base, _):
            return base.isWritable
        case .conditionalAlias(let alias):
            return alias.branches.allSatisfy(\.isWritable)
        case .genericParameter, .existential, .standardExistential, .unprovidable:
            return true
        }
    }

    /// Whether a tuple of elements is written in this type, outside function signatures.
    private var holdsTuple: Bool {
        switch self {
        case .tuple(let elements):
            return !elements.isEmpty
        case .user(_, let arguments), .standard(_, let arguments), .foreign(_, let arguments), .constrainedExistential(_, let arguments):
            return arguments.contains(where: \.holdsTuple)
        case .metatype(let base), .member(let base, _):
            return base.holdsTuple
        case .conditionalAlias(let alias):
            return alias.branches.contains(where: \.holdsTuple)
        case .function, .genericParameter, .existential, .standardExistential, .unprovidable:
            return false
        }
    }

    /// `Kind.Payload` as a `where` clause writes it, when this is an associated type of a
    /// generic parameter (`.member(.genericParameter("Kind"), name: "Payload")`), however deep.
    var associatedTypePath: String? {
        guard case .member(let base, let name) = self else { return nil }
        if case .genericParameter(let parameter) = base { return parameter + "." + name }
        return base.associatedTypePath.map { $0 + "." + name }
    }

    /// Generic parameters this type mentions, in order of appearance: outside closures, or
    /// also in function signatures when `throughFunctions`.
    func genericParameterNames(into names: inout [String], throughFunctions: Bool = false) {
        switch self {
        case .genericParameter(let name):
            if !names.contains(name) { names.append(name) }
        case .user(_, let arguments), .standard(_, let arguments), .foreign(_, let arguments), .constrainedExistential(_, let arguments):
            for argument in arguments { argument.genericParameterNames(into: &names, throughFunctions: throughFunctions) }
        case .tuple(let elements):
            for element in elements { element.type.genericParameterNames(into: &names, throughFunctions: throughFunctions) }
        case .metatype(let base), .member(let base, _):
            base.genericParameterNames(into: &names, throughFunctions: throughFunctions)
        case .conditionalAlias(let alias):
            for branch in alias.branches { branch.genericParameterNames(into: &names, throughFunctions: throughFunctions) }
        case .function(let function):
            guard throughFunctions else { return }
            for parameter in function.parameters { parameter.type.genericParameterNames(into: &names, throughFunctions: true) }
            function.returnType.genericParameterNames(into: &names, throughFunctions: true)
        case .standardExistential(.collection(_, let element), _):
            element.genericParameterNames(into: &names, throughFunctions: throughFunctions)
        case .existential, .standardExistential, .unprovidable:
            break
        }
    }
}
