/// Failures a sync engine raises, each remembering the file and line it was raised at. Their
/// initializers are private to this file or deprecated, and the enum they are nested in makes
/// them: `provide()` calls the first of its functions that returns the type.
public enum SyncFaults {
    public static func quotaExceeded(limit: Int, file: String = #fileID, line: UInt = #line) -> QuotaExceeded {
        QuotaExceeded(limit: limit, file: file, line: line)
    }

    public struct QuotaExceeded: Error, Equatable {
        public let limit: Int
        private let file: String
        private let line: UInt

        fileprivate init(limit: Int, file: String, line: UInt) {
            self.limit = limit
            self.file = file
            self.line = line
        }

        @available(*, deprecated, message: "Use SyncFaults.quotaExceeded(limit:) instead")
        public init(limit: Int) {
            self.init(limit: limit, file: #fileID, line: #line)
        }
    }

    public struct Offline: Error {
        private let file: String

        fileprivate init(file: String) { self.file = file }

        /// Where it was raised.
        public var origin: String { file }
    }

    /// Its own static function comes before the enclosing enum's.
    public struct Conflict: Error {
        public let revision: Int

        private init(revision: Int) { self.revision = revision }

        public static func at(revision: Int) -> Conflict { Conflict(revision: revision) }
    }

    public static func conflict(revision: Int) -> Conflict { .at(revision: revision) }
}

extension SyncFaults {
    /// A factory in an extension of the enclosing enum counts too.
    public static func offline(file: String = #fileID) -> Offline {
        Offline(file: file)
    }
}

/// An enclosing enum isolated to the main actor: its functions cannot be called from the
/// nested type's nonisolated `provide()`, which is skipped.
@MainActor
public enum ScreenFaults {
    public static func frozen(after seconds: Int) -> Frozen { Frozen(seconds: seconds) }

    public struct Frozen: Error {
        public let seconds: Int
        fileprivate init(seconds: Int) { self.seconds = seconds }
    }
}
