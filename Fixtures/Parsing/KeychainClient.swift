// A dependency written as a struct of closures, with live and preview values.
import Foundation

public struct KeychainClient: Sendable {
    public var readString: @Sendable (_ account: String) -> String?
    public var readData: @Sendable (String) throws -> Data
    public var save: @Sendable (String, _ account: String) async throws -> Void
    public var delete: @Sendable (String) async -> Bool
    public var deleteAll: @Sendable () async -> Void
    public var itemCount: @Sendable () -> Int = { 0 }

    public init(
        readString: @escaping @Sendable (String) -> String?,
        readData: @escaping @Sendable (String) throws -> Data,
        save: @escaping @Sendable (String, String) async throws -> Void,
        delete: @escaping @Sendable (String) async -> Bool,
        deleteAll: @escaping @Sendable () async -> Void
    ) {
        self.readString = readString
        self.readData = readData
        self.save = save
        self.delete = delete
        self.deleteAll = deleteAll
    }
}

extension KeychainClient {
    public static let noop = KeychainClient(
        readString: { _ in nil },
        readData: { _ in Data() },
        save: { _, _ in },
        delete: { _ in true },
        deleteAll: {}
    )

    public var hasItems: Bool { itemCount() > 0 }
}
