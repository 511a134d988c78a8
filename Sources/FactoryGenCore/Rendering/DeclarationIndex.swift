import Foundation

/// The parsed type declarations by location, for templates that read `type.declaration`.
///
/// Made the first time a template reads one: the bundled templates never do, and indexing
/// every declaration cost as much as the rest of the rendering context.
final class DeclarationIndex: @unchecked Sendable {
    private let files: [SourceFile]
    private let lock = NSLock()
    nonisolated(unsafe) private var declarations: [SourceLocation: TypeDeclaration]?

    init(files: [SourceFile]) {
        self.files = files
    }

    subscript(location: SourceLocation) -> TypeDeclaration? {
        lock.lock()
        defer { lock.unlock() }
        if declarations == nil {
            var declarations: [SourceLocation: TypeDeclaration] = [:]
            Self.forEachDeclaration(in: files) { declarations[$0.location] = $0 }
            self.declarations = declarations
        }
        return declarations?[location]
    }

    /// `body` for every type declaration in `files`, nested ones included; of two at one
    /// location, the one given last is the one indexed.
    static func forEachDeclaration(in files: [SourceFile], _ body: (TypeDeclaration) -> Void) {
        for file in files {
            var pending = file.types
            while let declaration = pending.popLast() {
                body(declaration)
                pending.append(contentsOf: declaration.members.nestedTypes)
            }
        }
    }
}
