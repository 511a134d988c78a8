import Foundation

/// The branch a loan desk decodes for, which the library's own decoder carries in its
/// `userInfo`.
public struct Branch: Sendable {
    public let code: String

    public init(code: String) {
        self.code = code
    }
}

extension CodingUserInfoKey {
    static let branch = CodingUserInfoKey(rawValue: "branch")!
}

extension Decoder {
    /// Traps on a decoder that was given no branch.
    var branch: Branch { userInfo[.branch] as! Branch }

    /// Falls back to the main branch.
    var branchOrMain: Branch { userInfo[.branch] as? Branch ?? Branch(code: "main") }
}

/// Reads its branch from the decoder without a `try`: a made-up decoder has none, so decoding
/// would trap; it is skipped.
public struct Hold: Decodable {
    public let patron: String
    public let branch: Branch

    private enum Keys: CodingKey { case patron }

    public init(from decoder: any Decoder) throws {
        branch = decoder.branch
        patron = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .patron)
    }
}

/// Reads its branch through the member that falls back: decoding builds it.
public struct Renewal: Decodable {
    public let weeks: Int
    public let branch: Branch

    private enum Keys: CodingKey { case weeks }

    public init(from decoder: any Decoder) throws {
        branch = decoder.branchOrMain
        weeks = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .weeks)
    }
}

/// Needs a `Hold`, which cannot be provided: skipped, with a warning saying why.
public struct Waitlist {
    public let first: Hold

    public init(first: Hold) {
        self.first = first
    }
}
