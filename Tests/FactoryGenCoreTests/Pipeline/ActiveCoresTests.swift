import Foundation
import Testing
@testable import FactoryGenCore

@Suite struct ActiveCoresTests {
    @Test func countsAsFoundationDoesOnThisMachine() {
        #expect(ActiveCores.count() == ProcessInfo.processInfo.activeProcessorCount)
    }

    #if os(Linux)
    @Test func aQuotaIsRoundedUpThenTheCpusetsFirstRangeCounts() throws {
        let folder = try TemporaryFolder()
        try folder.write("cgroup/cpu/cpu.cfs_quota_us", "150000\n")
        try folder.write("cgroup/cpu/cpu.cfs_period_us", "100000\n")
        try folder.write("cgroup/cpuset/cpuset.cpus", "0-3,8\n")
        #expect(ActiveCores.count(cgroup: folder("cgroup")) == 2)
        // No quota (`-1`): the cpuset's first range, as Foundation reads it.
        try folder.write("cgroup/cpu/cpu.cfs_quota_us", "-1\n")
        #expect(ActiveCores.count(cgroup: folder("cgroup")) == 4)
        try folder.write("cgroup/cpuset/cpuset.cpus", "5\n")
        #expect(ActiveCores.count(cgroup: folder("cgroup")) == 1)
        // Neither: the cores online.
        #expect(ActiveCores.count(cgroup: folder("nowhere")) == Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
    #endif
}
