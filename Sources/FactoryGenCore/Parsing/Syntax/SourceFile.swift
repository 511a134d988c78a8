/// Everything the parser found in one Swift file: the parsing stage's output.
///
/// ```swift
/// let file = Parser.parse("struct User { let name: String }", path: "User.swift")
/// file.types.first?.name                   // "User"
/// file.types.first?.members.properties[0].name // "name"
/// ```
///
/// Only declarations are kept; statements and expressions (bodies, default values) are skipped,
/// apart from the source text of default values, which later stages may show or reuse.
public struct SourceFile: Hashable, Sendable, Encodable {
    /// The path as it was given to factorygen (relative paths stay relative).
    public var path: String
    /// Module names from `import` declarations, in source order (`import struct Foo.Bar` gives `Foo`).
    public var imports: [String]
    /// Type names written after a module the file imports (`NIOSSL.ValidatedCertificateChain`),
    /// each once, in the order first read: where two modules declare a name, the models qualify
    /// it so, and a bare use elsewhere means the one its own file imports.
    public var moduleQualifiedNames: [String]
    /// Top-level types, in source order. Nested types live in their parent's `members`.
    public var types: [TypeDeclaration]
    /// Top-level extensions, in source order.
    public var extensions: [ExtensionDeclaration]
    /// Top-level typealiases, in source order.
    public var typealiases: [TypealiasDeclaration]
    /// Top-level functions, in source order: helpers that `init(from:)` may call. A stored
    /// property whose value is a closure literal counts as one of its name, whose body is the
    /// closure's (`var check: (Bool) -> Void = { precondition($0) }`): calling it runs that.
    public var functions: [FunctionDeclaration]
    /// Top-level stored `let`s, in source order: values the module made once
    /// (`public let GraphQLInt = try! GraphQLScalarType(…)`), which a type that has no other
    /// way in may be provided with.
    public var constants: [PropertyDeclaration]
    /// What could not be read, as errors at the place where reading failed.
    public var diagnostics: [Diagnostic]

    public init(
        path: String,
        imports: [String] = [],
        moduleQualifiedNames: [String] = [],
        types: [TypeDeclaration] = [],
        extensions: [ExtensionDeclaration] = [],
        typealiases: [TypealiasDeclaration] = [],
        functions: [FunctionDeclaration] = [],
        constants: [PropertyDeclaration] = [],
        diagnostics: [Diagnostic] = []
    ) {
        self.path = path
        self.imports = imports
        self.moduleQualifiedNames = moduleQualifiedNames
        self.types = types
        self.extensions = extensions
        self.typealiases = typealiases
        self.functions = functions
        self.constants = constants
        self.diagnostics = diagnostics
    }
}
