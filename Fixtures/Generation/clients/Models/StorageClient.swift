import Foundation

/// A dependency client made of closures, swapped for test doubles in tests.
struct StorageClient: Sendable {
    var readFlag: @Sendable (String) -> Bool
    var readNumber: @Sendable (_ key: String) -> Double
    var write: @Sendable (String, Data) async throws -> Void
    var loadProfile: @Sendable () async throws -> Profile
    var clear: @Sendable () async -> Void
}

struct Profile: Sendable {
    var nickname: String
    var visits: Int
}
