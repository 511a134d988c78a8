import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The cores this process may run on, counted as Foundation's `activeProcessorCount` counts
/// them, read once at the first concurrent stage.
///
/// ```swift
/// ActiveCores.count()                               // 2 here
/// ActiveCores.count(cgroup: "/tmp/fake-cgroup")     // from that folder's cpu and cpuset files
/// ```
///
/// On Linux: a CFS quota (cgroup v1's `cpu.cfs_quota_us` over `cpu.cfs_period_us`, rounded up,
/// as Docker's `--cpus` sets it), else the first range of the cpuset, else the cores online.
/// The files are read with `open` and `read`: Foundation reads them through `URL` and `Data`,
/// 430,000 instructions at the start of every run, 4% of a one-file module's.
enum ActiveCores {
    static func count(cgroup: String = "/sys/fs/cgroup") -> Int {
        #if os(Linux)
        if let quota = firstLine(of: cgroup + "/cpu/cpu.cfs_quota_us").flatMap({ Int($0) }), quota > 0,
           let period = firstLine(of: cgroup + "/cpu/cpu.cfs_period_us").flatMap({ Int($0) }), period > 0 {
            return (quota + period - 1) / period
        }
        if let cpus = firstLine(of: cgroup + "/cpuset/cpuset.cpus"), let cores = coresInFirstRange(of: cpus) {
            return cores
        }
        return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #else
        return ProcessInfo.processInfo.activeProcessorCount
        #endif
    }

    /// The first non-empty line of a small file; `nil` when it cannot be read.
    private static func firstLine(of path: String) -> Substring? {
        guard let bytes = FileSystem.contents(of: path) else { return nil }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").first ?? ""
    }

    /// `0-3,8` holds 4 cores in its first range, `2` one.
    private static func coresInFirstRange(of cpus: Substring) -> Int? {
        guard let range = cpus.split(separator: ",").first else { return nil }
        let ends = range.split(separator: "-", maxSplits: 1)
        guard let first = ends.first.flatMap({ Int($0) }), let last = ends.last.flatMap({ Int($0) }), last >= first else { return nil }
        return last - first + 1
    }
}
