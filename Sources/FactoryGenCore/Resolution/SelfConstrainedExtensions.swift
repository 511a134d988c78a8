/// Extensions of a protocol constrained to one conformer (`extension Transcoder where Self ==
/// ISOTranscoder { static var iso: Self { … } }`), which libraries write so that `.iso` reads
/// wherever a `some Transcoder` is expected (SE-0299): their static members are the
/// conformer's, reached as `ISOTranscoder.iso`, and may be its only way in
/// (apple/swift-openapi-runtime's `ISO8601DateTranscoder.iso8601`). The protocol may be
/// another module's (SwiftUI's styles are written so).
///
/// Found once, by the conformer: only the extensions that say `Self ==` are read, and most
/// inputs have none. Swift rejects such an extension unless the conformer conforms, so the
/// models compiling says it does.
struct SelfConstrainedExtension {
    /// Kept whole: such extensions are few, and their members are read as a type's own are.
    let declaration: ExtensionDeclaration
    /// Where its members' names resolve: the protocol's members, when the inputs declare it,
    /// then the top level of the extension's module.
    let context: LookupContext

    /// The conformer each extension of `files` is constrained to, when the inputs declare it
    /// without generic parameters (an extension naming arguments, `Self == Box<Int>`, holds
    /// for those only), the protocol is visible to the test module, and no `#if` holds it.
    static func collect(from files: [SourceFile], table: SymbolTable) -> [TypeID: [SelfConstrainedExtension]] {
        var found: [TypeID: [SelfConstrainedExtension]] = [:]
        for file in files {
            // By index: a copy of each extension retained its fields, and most are not wanted.
            for index in file.extensions.indices where !file.extensions[index].genericRequirements.isEmpty {
                guard let conformer = conformerWritten(in: file.extensions[index].genericRequirements),
                      file.extensions[index].condition == nil else { continue }
                let module = table.moduleOfFile[file.path]
                var context = LookupContext(chain: [], module: module)
                if let owner = table.extendedType(named: file.extensions[index].extendedType, module: module) {
                    // A private protocol's members are no more visible than it is.
                    guard table[owner].kind == .protocol, table[owner].effectiveAccess >= .internal, table[owner].fullCondition == nil else { continue }
                    context.chain = [owner]
                }
                guard let id = table.extendedType(named: conformer, module: module), table[id].kind != .protocol,
                      table[id].genericParametersInScope.isEmpty else { continue }
                found[id, default: []].append(SelfConstrainedExtension(declaration: file.extensions[index], context: context))
            }
        }
        return found
    }

    /// The type `Self` is made equal to (`Self == T`, or `T == Self`), if any requirement does.
    private static func conformerWritten(in requirements: [GenericRequirement]) -> TypeSyntax? {
        for requirement in requirements where requirement.relation == .sameType {
            if isSelf(requirement.left) { return requirement.right }
            if isSelf(requirement.right) { return requirement.left }
        }
        return nil
    }

    private static func isSelf(_ type: TypeSyntax) -> Bool {
        guard case .nominal(let components) = type else { return false }
        return components.count == 1 && components[0].name == "Self" && components[0].genericArguments.isEmpty
    }
}
