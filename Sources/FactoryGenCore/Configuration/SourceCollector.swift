import Foundation

/// Expands `includes` and `excludes` into the Swift files to read.
///
/// ```swift
/// let collection = SourceCollector.collect(includes: configuration.includes, excludes: configuration.excludes)
/// collection.files       // ["Fixtures/Example/Models/Season.swift", "Fixtures/Example/Models/User.swift"]
/// collection.diagnostics // e.g. "…/.factory.yml:3:5: error: 'includes' path 'Modles' does not exist"
/// ```
///
/// Folders are walked recursively, skipping hidden folders and `.build` (a folder named
/// explicitly is walked even if hidden). Symbolic links are followed, but a folder is never
/// entered twice, so a link loop cannot hang the walk. The result is sorted by path and holds
/// each file once, even when two paths lead to it, so the input order never shows in the output.
public enum SourceCollector {
    /// The Swift files, and the problems found (missing includes are errors, missing
    /// excludes warnings: an exclude that matches nothing is harmless but likely a typo).
    public struct Collection: Hashable, Sendable {
        /// The Swift files, sorted by path, each once.
        public var files: [String]
        /// Missing paths and ignored files, at the place they were written.
        public var diagnostics: [Diagnostic]
        /// The Swift files of the `context` paths that are not also inputs, sorted, each once.
        public var contextFiles: [String] = []
    }

    /// The configuration's Swift files, and its context files. The output file is never one of
    /// them, even when it lies inside an include: reading last run's factories back would change
    /// this run's (its conformances would make every type look hand-written).
    public static func collect(_ configuration: Configuration) -> Collection {
        var excludes = configuration.excludes
        if let output = configuration.output, FileSystem.status(output.path) != nil {
            excludes.append(output)
        }
        var collection = collect(includes: configuration.includes, excludes: excludes)
        if !configuration.context.isEmpty {
            let context = collect(includes: configuration.context, excludes: excludes)
            let inputs = Set(collection.files)
            collection.contextFiles = context.files.filter { !inputs.contains($0) }
            collection.diagnostics += context.diagnostics
        }
        return collection
    }

    /// The Swift files under `includes` and not under `excludes`.
    public static func collect(includes: [ConfiguredPath], excludes: [ConfiguredPath]) -> Collection {
        var walker = Walker()
        for include in includes {
            walker.add(include)
        }
        var excludedRoots: [String] = []
        for exclude in excludes {
            if let real = FileSystem.realPath(exclude.path) {
                excludedRoots.append(real)
            } else {
                walker.diagnostics.append(.warning(
                    "'\(exclude.key)' path '\(exclude.written)' does not exist", at: exclude.location))
            }
        }
        var seen: Set<String> = []
        var files: [String] = []
        for candidate in walker.candidates.sorted(by: { $0.path.precedesByteWise($1.path) }) {
            guard !excludedRoots.contains(where: { FileSystem.isSame(candidate.realPath, orInside: $0) }) else { continue }
            if seen.insert(candidate.realPath).inserted {
                files.append(candidate.path)
            }
        }
        return Collection(files: files, diagnostics: walker.diagnostics)
    }
}

/// One recursive walk over the includes.
private struct Walker {
    struct Candidate {
        var path: String
        var realPath: String
    }

    var candidates: [Candidate] = []
    var diagnostics: [Diagnostic] = []
    private var visitedFolders: Set<FileSystem.Identity> = []

    mutating func add(_ include: ConfiguredPath) {
        // The link's own status first: a file that is not a link lies where its folder really is.
        guard let own = FileSystem.status(include.path, followingLinks: false),
              let status = own.isLink ? FileSystem.status(include.path) : own else {
            diagnostics.append(.error("'\(include.key)' path '\(include.written)' does not exist", at: include.location))
            return
        }
        if status.isDirectory {
            walk(folder: include.path, identity: status.identity, realFolder: FileSystem.realPath(include.path) ?? include.path)
        } else if include.path.hasSuffix(".swift") {
            candidates.append(Candidate(path: include.path, realPath: own.isLink ? FileSystem.realPath(include.path) ?? include.path : realPath(ofFile: include.path)))
        } else {
            diagnostics.append(.warning(
                "'\(include.key)' path '\(include.written)' is not a Swift file or a folder; it is ignored", at: include.location))
        }
    }

    /// The real paths of the folders of files named one by one, as the build plugin names each
    /// model file: resolving every file's path read each component of it again (5,975
    /// `readlink` calls for 1,135 files), where its folder's is resolved once.
    private var realFolders: [Substring: String] = [:]

    /// The real path of `path`, a file that is not a link: its folder's, then its name. The
    /// folder is cut from the path as written, not normalized: `..` after a link must be
    /// resolved on disk, where the link leads.
    private mutating func realPath(ofFile path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else {
            return FileSystem.realPath(path) ?? path
        }
        let folder = path[..<slash]
        let name = path[path.utf8.index(after: slash)...]
        let real: String
        if let known = realFolders[folder] {
            real = known
        } else {
            guard let resolved = FileSystem.realPath(folder.isEmpty ? "/" : String(folder)) else { return FileSystem.realPath(path) ?? path }
            realFolders[folder] = resolved
            real = resolved
        }
        return real.hasSuffix("/") ? real + name : String(concatenating: real, "/", String(name))
    }

    /// Walks `folder`, whose links are resolved in `realFolder`: an entry that is not a link
    /// itself lies at `realFolder/name`, which saves resolving every file's path.
    private mutating func walk(folder: String, identity: FileSystem.Identity, realFolder: String) {
        guard visitedFolders.insert(identity).inserted else { return }
        guard let entries = FileSystem.entries(of: folder) else {
            diagnostics.append(.warning("cannot read the folder '\(folder)'"))
            return
        }
        let realPrefix = realFolder.hasSuffix("/") ? realFolder : realFolder + "/"
        for (name, kind) in entries {
            let path = folder == "." ? name : String(concatenating: folder, "/", name)
            var realPath = String(concatenating: realPrefix, name)
            var identity: FileSystem.Identity?
            let isFolder: Bool
            switch kind {
            case .file: isFolder = false
            case .folder: isFolder = true
            case .other:
                guard let own = FileSystem.status(path, followingLinks: false) else { continue }
                // Following a link (stat, not lstat) treats a linked folder like a folder.
                guard let status = own.isLink ? FileSystem.status(path) : own else { continue }
                isFolder = status.isDirectory
                identity = status.identity
                if own.isLink { realPath = FileSystem.realPath(path) ?? path }
            }
            if isFolder {
                guard !name.hasPrefix("."), let identity = identity ?? FileSystem.status(path)?.identity else { continue }
                walk(folder: path, identity: identity, realFolder: realPath)
            } else if name.hasSuffix(".swift") {
                candidates.append(Candidate(path: path, realPath: realPath))
            }
        }
    }
}

private extension String {
    /// Whether the string sorts before `other` by UTF-8 bytes, an order that is the same on
    /// every machine. Compared as memory: walking `utf8` element by element was three quarters
    /// of collecting 2,229 files, whose paths share long folder prefixes.
    func precedesByteWise(_ other: String) -> Bool {
        let compared = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right -> Bool in
                let common = Swift.min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
        // Bridged strings have no contiguous UTF-8: they take the walk.
        guard let compared = compared.flatMap({ $0 }) else { return utf8.lexicographicallyPrecedes(other.utf8) }
        return compared
    }
}
