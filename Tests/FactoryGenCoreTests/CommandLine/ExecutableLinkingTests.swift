#if os(Linux)
import Foundation
import Testing

/// What the loader binds when `factorygen` starts: only the C library's own shared objects.
/// The Swift runtime, Foundation and the C++ library are linked into the executable (see
/// `staticRuntime` and `cxxLibrary` in Package.swift); each shared object left would cost
/// every run its binding and relocation.
@Test func theExecutableBindsOnlyTheCLibraries() throws {
    let executable = try #require(FactoryGenExecutable.path, "the factorygen executable was not found next to the tests")
    // readelf comes with binutils, which the Swift toolchain needs on Linux.
    let dynamic = try Shell.run("/usr/bin/env", ["readelf", "--dynamic", executable])
    try #require(dynamic.status == 0, "readelf failed: \(dynamic.stderr)")
    let needed = dynamic.stdout.split(separator: "\n").compactMap { line -> String? in
        guard line.contains("(NEEDED)"), let open = line.lastIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
        return String(line[line.index(after: open)..<close])
    }
    let cLibraries = ["libc.so.", "libm.so.", "libgcc_s.so.", "ld-linux"]
    #expect(!needed.isEmpty, "no NEEDED entry read from: \(dynamic.stdout.prefix(300))")
    #expect(needed.filter { name in !cLibraries.contains { name.hasPrefix($0) } } == [])
}
#endif
