import CLibclang
import Foundation

/// The structs that a library's headers point to without defining, and that the C library
/// defines: Swift sees those complete, where libclang, reading the headers alone, does not.
///
/// Tcl's `tcl.h` names `struct stat` and `struct utimbuf` without including their headers. To
/// libclang a pointer to either is a pointer to an incomplete type, which Swift imports as
/// `OpaquePointer`; but Swift's importer has the C library loaded and finds the definition, so
/// to the compiler it is `UnsafeMutablePointer<stat>`, and a lens spelled with `OpaquePointer`
/// does not compile. Such a struct is spelled by its name, which the C library's module
/// declares to Swift (``modules``, which the generated file then imports). A struct that no
/// header defines (SQLite's `sqlite3`) stays `OpaquePointer` to both.
///
/// ```swift
/// SystemRecords.defined(among: ["stat", "sqlite3"], clang: clang, index: index, arguments: arguments)
/// // ["stat"]
/// ```
enum SystemRecords {
    /// The C library's structs that a header may name without including where they are
    /// defined, with that header. Only these are looked for: reading every header of the C
    /// library took as long as reading a library's own headers, and a struct no header defines
    /// (SQLite's `sqlite3`, zlib's `internal_state`) would pay it for nothing.
    static let headers: [String: String] = [
        "stat": "sys/stat.h", "statvfs": "sys/statvfs.h", "utimbuf": "utime.h", "tm": "time.h",
        "timespec": "time.h", "timeval": "sys/time.h", "timezone": "sys/time.h", "itimerval": "sys/time.h",
        "tms": "sys/times.h", "rlimit": "sys/resource.h", "rusage": "sys/resource.h", "utsname": "sys/utsname.h",
        "sockaddr": "sys/socket.h", "sockaddr_storage": "sys/socket.h", "msghdr": "sys/socket.h",
        "cmsghdr": "sys/socket.h", "linger": "sys/socket.h", "sockaddr_in": "netinet/in.h",
        "sockaddr_in6": "netinet/in.h", "in_addr": "netinet/in.h", "in6_addr": "netinet/in.h",
        "sockaddr_un": "sys/un.h", "addrinfo": "netdb.h", "hostent": "netdb.h", "servent": "netdb.h",
        "protoent": "netdb.h", "ifaddrs": "ifaddrs.h", "iovec": "sys/uio.h", "pollfd": "poll.h",
        "dirent": "dirent.h", "passwd": "pwd.h", "group": "grp.h", "termios": "termios.h",
        "winsize": "sys/ioctl.h", "sigaction": "signal.h", "sigevent": "signal.h", "flock": "fcntl.h",
        "lconv": "locale.h", "_IO_FILE": "stdio.h", "__sFILE": "stdio.h", "sched_param": "sched.h",
        "utmp": "utmp.h", "utmpx": "utmpx.h", "aiocb": "aio.h", "sembuf": "sys/sem.h",
        "shmid_ds": "sys/shm.h", "msqid_ds": "sys/msg.h", "ipc_perm": "sys/ipc.h",
    ]

    /// The modules that bring the C library to Swift, one a platform: the generated file
    /// imports each that it can.
    static let modules = ["Darwin", "Glibc", "Musl"]

    /// Those of `names` (struct and union tags) that the C library defines.
    static func defined(
        among names: Set<String>, clang: Libclang, index: UnsafeMutableRawPointer, arguments: [String]
    ) -> Set<String> {
        let wanted = Set(names.compactMap { headers[$0] }).sorted()
        guard !wanted.isEmpty else { return [] }
        let path = FileManager.default.currentDirectoryPath + "/factorygen-system-headers.h"
        let umbrella = wanted.map { "#if __has_include(<\($0)>)\n#include <\($0)>\n#endif\n" }.joined()
        guard let unit = clang.parse(umbrella: umbrella, at: path, index: index, arguments: arguments) else { return [] }
        defer { clang.disposeTranslationUnit(unit) }
        var found: Set<String> = []
        for cursor in clang.children(of: clang.translationUnitCursor(unit)) {
            guard cursor.declarationKind == .structure || cursor.declarationKind == .union else { continue }
            let name = clang.string(clang.cursorSpelling(cursor))
            // A definition, not one more forward declaration: the type is complete.
            if names.contains(name), clang.sizeOf(clang.cursorType(cursor)) >= 0 { found.insert(name) }
        }
        return found
    }
}
