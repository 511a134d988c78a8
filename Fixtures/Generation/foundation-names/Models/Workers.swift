import Foundation

/// Fields typed with Swift's names for C types and with POSIX ones, each a standard integer or
/// floating-point type on every platform that has it: built and focused as those are.
public struct Worker: Sendable, Hashable {
    public let pid: pid_t
    public let owner: uid_t
    public var exitCode: CInt
    public var niceness: CShort
    public var load: CDouble
    public var flags: [CUnsignedInt]
}
