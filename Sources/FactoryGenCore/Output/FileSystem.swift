import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few system calls the walk needs, in one place.
enum FileSystem {
    /// A file's identity on disk, to recognise a folder reached twice through links.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    struct Status {
        var isDirectory: Bool
        var identity: Identity
        var modificationSeconds: Int
        var modificationNanoseconds: Int
        var permissions: mode_t
        /// The size in bytes.
        var size: Int = 0
        /// Whether it is a symbolic link (only when read without following links).
        var isLink = false
    }

    /// The status of `path`, following links; `nil` when it does not exist (or a link dangles).
    /// Without `followingLinks`, a link's own status.
    static func status(_ path: String, followingLinks: Bool = true) -> Status? {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        #if canImport(Darwin)
        let modification = info.st_mtimespec
        #else
        let modification = info.st_mtim
        #endif
        return Status(
            isDirectory: (info.st_mode & S_IFMT) == S_IFDIR,
            identity: Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)),
            modificationSeconds: Int(modification.tv_sec),
            modificationNanoseconds: Int(modification.tv_nsec),
            permissions: info.st_mode & 0o7777,
            size: Int(info.st_size),
            isLink: (info.st_mode & S_IFMT) == S_IFLNK
        )
    }

    /// The absolute path with every link resolved; `nil` when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` is `root` or lies inside it.
    static func isSame(_ path: String, orInside root: String) -> Bool {
        if path == root { return true }
        return path.hasPrefix(root == "/" ? root : root + "/")
    }
}

extension FileSystem {
    /// Writes the file made of `parts` to `path` atomically: into a temporary file in the same
    /// folder (so the rename cannot cross file systems), then renamed over `path`. Readers see
    /// the old file or the new one, never half of one. `permissions` are applied before the
    /// rename.
    static func writeAtomically(_ parts: [UnsafeBufferPointer<UInt8>], to path: String, permissions: mode_t?) throws(OutputError) {
        let folder = PathNormalizer.parent(of: path)
        let name = PathNormalizer.lastComponent(of: path)
        let temporary = PathNormalizer.join(folder, ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).factorygen-tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw OutputError.cannotWrite(path, reason: lastError()) }
        // One `writev` for many parts: the tidied pieces and the line breaks between them.
        var vectors = parts.filter { $0.count > 0 }.map { iovec(iov_base: UnsafeMutableRawPointer(mutating: $0.baseAddress), iov_len: $0.count) }
        var first = 0
        while first < vectors.count {
            let count = vectors.withUnsafeMutableBufferPointer { vectors in
                writev(descriptor, vectors.baseAddress! + first, Int32(min(vectors.count - first, 1024)))
            }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = lastError()
                close(descriptor)
                unlink(temporary)
                throw OutputError.cannotWrite(path, reason: reason)
            }
            // Past what was written: whole parts, then into the next.
            var written = count
            while first < vectors.count, written >= vectors[first].iov_len {
                written -= vectors[first].iov_len
                first += 1
            }
            if written > 0 {
                // Optional on Darwin, implicitly unwrapped on Linux.
                vectors[first].iov_base = vectors[first].iov_base.map { $0 + written }
                vectors[first].iov_len -= written
            }
        }
        if let permissions { fchmod(descriptor, permissions) }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let reason = lastError()
            unlink(temporary)
            throw OutputError.cannotWrite(path, reason: reason)
        }
    }

    /// Reads `path` from its start, a full block at a time (the last may be shorter), until
    /// `body` returns `false` or the file ends. `nil` when the file cannot be opened or read.
    static func readBlocks(of path: String, size: Int = 1 << 16, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Void? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let block = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size)
        defer { block.deallocate() }
        while true {
            guard let filled = fill(block, from: descriptor) else { return nil }
            guard filled > 0, body(UnsafeBufferPointer(rebasing: block[..<filled])), filled == size else { return () }
        }
    }

    /// Reads from `descriptor` until `buffer` is full or the file ends; the count read, or
    /// `nil` when a read fails.
    private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32) -> Int? {
        var filled = 0
        while filled < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            filled += count
        }
        return filled
    }

    /// The message for the last failed system call.
    static func lastError() -> String {
        String(cString: strerror(errno))
    }
}

extension FileSystem {
    /// The bytes of the file at `path`; `nil` when it cannot be opened or read. Read straight
    /// into the array: through `FileManager` and `Data` reading two thousand small files took
    /// twice as long, and copied each once more.
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        // One byte more than the size, for the read that finds the end. A file may grow after
        // `fstat`: it is read to its end, not to the size seen.
        var bytes: [UInt8] = []
        var size = Int(info.st_size) + 1
        while true {
            var failed = false
            let chunk = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
                let filled = fill(buffer, from: descriptor)
                failed = filled == nil
                initialized = filled ?? 0
            }
            if failed { return nil }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if chunk.count < size { return bytes }
            size = Swift.max(4096, bytes.count)
        }
    }

    /// The file's bytes followed by the lexer's zero bytes, read straight into the buffer the
    /// lexer reads: a copy of ``contents(of:)``'s array was the whole input once more, 4.6 MB
    /// over twelve real folders, each page touched fresh. The caller deallocates it.
    static func paddedContents(of path: String) -> PaddedSource? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        // One byte more than the size, for the read that finds the end; a file that grew after
        // `fstat` is read to its end.
        var capacity = Int(info.st_size) + 1
        var base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + PaddedSource.padding)
        var count = 0
        while true {
            guard let filled = fill(UnsafeMutableBufferPointer(start: base + count, count: capacity - count), from: descriptor) else {
                base.deallocate()
                return nil
            }
            count += filled
            if count < capacity { break }
            capacity = Swift.max(4096, capacity * 2)
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + PaddedSource.padding)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
        }
        (base + count).initialize(repeating: 0, count: PaddedSource.padding)
        return PaddedSource(adopting: base, count: count)
    }
}

extension FileSystem {
    /// What a folder's entry is, as the folder itself records it.
    enum EntryKind {
        case folder, file
        /// A symbolic link, or an entry whose kind the file system does not record: its status
        /// must be read.
        case other
    }

    /// The names in `folder`, without `.` and `..`, each with its kind; `nil` when the folder
    /// cannot be read. The kind comes from the listing itself, so a walk needs no `lstat` for a
    /// plain file: through `FileManager` and an `lstat` an entry, listing the twelve real
    /// folders' 1,810 entries took 8 to 12 ms.
    static func entries(of folder: String) -> [(name: String, kind: EntryKind)]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var entries: [(name: String, kind: EntryKind)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            let kind: EntryKind = switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): .folder
            case Int32(DT_REG): .file
            default: .other
            }
            entries.append((name, kind))
        }
        return entries
    }
}
