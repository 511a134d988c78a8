import Foundation

/// Where factorygen looks for libclang, in order: `FACTORYGEN_LIBCLANG`, then Debian's
/// `libclang-dev` folders, then the library folder of the Swift toolchain whose `swiftc` is on
/// `PATH` (every toolchain ships `libclang`), then Xcode's.
///
/// ```swift
/// let search = LibclangSearch.standard()           // the environment and the usual places
/// search.candidates()                              // ["/usr/lib/llvm-18/lib/libclang.so", …]
/// let none = LibclangSearch(explicitPath: "/missing/libclang.so", searchesStandardPlaces: false)
/// ```
///
/// The places are a value, so that a test can hide libclang whatever the machine has.
public struct LibclangSearch: Hashable, Sendable {
    /// `FACTORYGEN_LIBCLANG`: a library file, tried first.
    public var explicitPath: String?
    /// Whether the usual places are tried after ``explicitPath``.
    public var searchesStandardPlaces: Bool
    /// The folders of `PATH`, where the toolchain's `swiftc` is looked for.
    public var executableFolders: [String]

    public init(explicitPath: String? = nil, searchesStandardPlaces: Bool = true, executableFolders: [String] = []) {
        self.explicitPath = explicitPath
        self.searchesStandardPlaces = searchesStandardPlaces
        self.executableFolders = executableFolders
    }

    /// The search a user gets: `FACTORYGEN_LIBCLANG` and `PATH` from the process's environment.
    ///
    /// Every run makes one, C headers or not, so the two variables are read with `getenv`:
    /// `ProcessInfo.environment` copies the whole environment into a dictionary, 390,000
    /// instructions, a thirtieth of a one-file module's run.
    public static func standard() -> LibclangSearch {
        standard { name in getenv(name).map { String(cString: $0) } }
    }

    /// The search a user gets: `FACTORYGEN_LIBCLANG` and `PATH` from `environment`.
    public static func standard(environment: [String: String]) -> LibclangSearch {
        standard { environment[$0] }
    }

    private static func standard(variable: (String) -> String?) -> LibclangSearch {
        let explicit = variable("FACTORYGEN_LIBCLANG").flatMap { $0.isEmpty ? nil : $0 }
        let folders = (variable("PATH") ?? "").split(separator: ":").map(String.init)
        return LibclangSearch(explicitPath: explicit, executableFolders: folders)
    }

    /// The files to try, in order; only existing ones, except the explicit path, which is kept
    /// so that a wrong `FACTORYGEN_LIBCLANG` shows in the error.
    public func candidates() -> [String] {
        var found: [String] = explicitPath.map { [$0] } ?? []
        guard searchesStandardPlaces else { return found }
        found += debianLibraries() + toolchainLibraries() + Self.xcodeLibraries.filter(Self.exists)
        var seen = Set<String>()
        return found.filter { seen.insert($0).inserted }
    }

    /// Every `/usr/lib/llvm-N/lib/libclang.so*`, newest LLVM first, then the multiarch folder's
    /// `libclang-N.so*`.
    private func debianLibraries() -> [String] {
        let versions = Self.entries(of: "/usr/lib").filter { $0.hasPrefix("llvm-") }
            .sorted { Self.version($0) > Self.version($1) }
        var found = versions.flatMap { Self.libraries(in: "/usr/lib/\($0)/lib") }
        for folder in Self.entries(of: "/usr/lib").filter({ $0.hasSuffix("-linux-gnu") }).sorted() {
            found += Self.libraries(in: "/usr/lib/\(folder)").sorted { Self.version($0) > Self.version($1) }
        }
        return found
    }

    /// `<toolchain>/usr/lib/libclang.so` for each `swiftc` on `PATH`, links followed.
    private func toolchainLibraries() -> [String] {
        executableFolders.flatMap { folder -> [String] in
            let swiftc = URL(fileURLWithPath: folder).appendingPathComponent("swiftc")
            guard Self.exists(swiftc.path) else { return [] }
            let lib = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib")
            return ["libclang.so", "libclang.dylib"].map { lib.appendingPathComponent($0).path }.filter(Self.exists)
        }
    }

    private static let xcodeLibraries = [
        "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/libclang.dylib",
        "/Library/Developer/CommandLineTools/usr/lib/libclang.dylib",
    ]

    /// libclang's files in `folder`: `libclang.so`, `libclang.so.1`, `libclang-18.so.1`, but not
    /// `libclang-cpp` (the C++ library) nor the runtimes.
    private static func libraries(in folder: String) -> [String] {
        entries(of: folder).filter { name in
            (name.hasPrefix("libclang.so") || name.hasPrefix("libclang-")) && name.contains(".so")
                && !name.hasPrefix("libclang-cpp")
        }.sorted().map { folder + "/" + $0 }
    }

    private static func entries(of folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    }

    private static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// The first number in a name (`llvm-18` gives 18), to try the newest first.
    private static func version(_ name: String) -> Int {
        Int(name.drop { !$0.isNumber }.prefix { $0.isNumber }) ?? 0
    }
}
