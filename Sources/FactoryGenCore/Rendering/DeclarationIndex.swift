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

    /// `body` for every type declaration in `files`, nested ones included, each before its
    /// nested ones. Walked where the declarations lie, through a buffer pointer, whose elements
    /// are lent rather than copied: a queue of them, and then an array's subscript, copied each
    /// one, with a retain and a release for each of its many fields.
    static func forEachDeclaration(in files: [SourceFile], _ body: (borrowing TypeDeclaration) -> Void) {
        func visit(_ declarations: [TypeDeclaration]) {
            declarations.withUnsafeBufferPointer { declarations in
                for index in declarations.indices {
                    body(declarations[index])
                    if !declarations[index].members.nestedTypes.isEmpty { visit(declarations[index].members.nestedTypes) }
                }
            }
        }
        for index in files.indices {
            visit(files[index].types)
            // A type declared in an extension (`extension AppFailure { final class BadInput … }`).
            for extensionIndex in files[index].extensions.indices where !files[index].extensions[extensionIndex].members.nestedTypes.isEmpty {
                visit(files[index].extensions[extensionIndex].members.nestedTypes)
            }
        }
    }
}
