/// `Factory<AsyncStream<Element>>.provide()` is a stream that has already finished: iterating
/// it yields nothing and ends. A model that reports progress or events holds one (an
/// attachment's output, a download's bytes), and the standard library declares it, so no
/// model's file does. No element is built, so `Element` need not be `Providable`.
///
/// ```swift
/// let attach = Factory<ContainerAttach>.provide()
/// for await line in attach.output { … } // ends at once
/// ```
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension AsyncStream: Providable {
    /// A stream that has finished.
    public static func provide() -> AsyncStream<Element> {
        AsyncStream { $0.finish() }
    }
}

/// `Factory<AsyncThrowingStream<Element, any Error>>.provide()` is a stream that has already
/// finished, without an error. Only a stream that may throw any error can be made by a
/// continuation, so only that one conforms.
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension AsyncThrowingStream: Providable where Failure == any Error {
    /// A stream that has finished without an error.
    public static func provide() -> AsyncThrowingStream<Element, any Error> {
        AsyncThrowingStream { $0.finish() }
    }
}
