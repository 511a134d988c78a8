import Foundation

/// A dependency client made of closures, swapped for test doubles in tests.
struct StorageClient: Sendable {
    var readFlag: @Sendable (String) -> Bool
    var readNumber: @Sendable (_ key: String) -> Double
    var write: @Sendable (String, Data) async throws -> Void
    var loadProfile: @Sendable () async throws -> Profile
    var clear: @Sendable () async -> Void
    /// A function whose result is optional: the function itself is not.
    var cachedVisits: @Sendable () -> Int?
}

struct Profile: Sendable {
    var nickname: String
    var visits: Int
}
