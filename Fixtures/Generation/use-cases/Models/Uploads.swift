/// An upload's last outcome: a completion that reports no value, only whether it worked.
/// `Void` has no factory (no tuple can conform to `Providable`), so the outcome is
/// `.success(())`, and the upload is provided rather than skipped.
public struct UploadAttempt {
    public var fileName: String
    public var outcome: Result<Void, any Error>
    public var retried: Result<Void, UploadFailure>?
}

public struct UploadFailure: Error {
    public var code: Int
}

/// A queue's state holding one in a case.
public enum UploadState {
    case finished(Result<Void, UploadFailure>)
    case pending
}
