/// `Factory<Result<Success, Failure>>.provide()` is `.success(Success.provide())`: a failure
/// needs an error value the runtime cannot invent.
extension Result: Providable where Success: Providable {
    /// `.success(Success.provide())`.
    public static func provide() -> Result<Success, Failure> { .success(Success.provide()) }
}
