/// Names that several imported modules declare, which the generated file, importing every
/// module the models import, cannot write bare.
///
/// Where two modules declare a type of one name (swift-nio-ssl's and swift-certificates'
/// `ValidatedCertificateChain`), a file that imports both must qualify it, and the models show
/// it so (`NIOSSL.ValidatedCertificateChain` in one place, `X509.ValidatedCertificateChain` in
/// another); a file that imports only one writes it bare and means that one. The generated
/// file imports both, where the bare name is ambiguous: it is written after the module of the
/// candidates that its own file imports. Names no file qualifies with two modules, as in most
/// inputs, are left as written, and the table is empty.
struct ForeignNameModules {
    /// The modules the inputs qualify each such name with, two or more, in input order.
    private var modulesByName: [String: [String]] = [:]
    /// The candidate modules each file imports, by its ``SourcePaths`` number; only files that
    /// import one of them.
    private var candidatesByFile: [UInt32: [String]] = [:]

    var isEmpty: Bool { modulesByName.isEmpty }

    init() {}

    /// Reads the qualified names of `files`; a module of the inputs (`userModules`) qualifies
    /// types they declare, which are looked up as such.
    init(files: [SourceFile], userModules: Set<String>) {
        var modules: [String: [String]] = [:]
        for file in files {
            for qualified in file.moduleQualifiedNames {
                guard let dot = qualified.firstIndex(of: ".") else { continue }
                let module = String(qualified[..<dot])
                guard !userModules.contains(module) else { continue }
                let name = String(qualified[qualified.index(after: dot)...])
                if !(modules[name]?.contains(module) ?? false) { modules[name, default: []].append(module) }
            }
        }
        modulesByName = modules.filter { $0.value.count > 1 }
        guard !modulesByName.isEmpty else { return }
        let candidates = Set(modulesByName.values.joined())
        for file in files {
            let imported = file.imports.filter(candidates.contains)
            if !imported.isEmpty { candidatesByFile[SourcePaths.id(of: file.path)] = imported }
        }
    }

    /// The module that a bare `name` written in the file `fileID` means, when the inputs
    /// qualify it with several modules and that file imports exactly one of them.
    func module(of name: String, inFile fileID: UInt32?) -> String? {
        guard let modules = modulesByName[name], let fileID, let imported = candidatesByFile[fileID] else { return nil }
        let meant = modules.filter(imported.contains)
        return meant.count == 1 ? meant[0] : nil
    }
}
