/// A delivery holds a result whose success is an optional letter: `Factory<Result<Letter?, …>>`
/// builds that optional whole, and its conformance needs `Letter: Providable`, so the step that
/// holds a delivery, and whatever holds the step, need it too.
public struct Mailroom<Letter> {
    public var capacity: Int

    public enum Step {
        public struct Delivery {
            public var outcome: Result<Letter?, any Error>
            public var attempts: Int

            public init(outcome: Result<Letter?, any Error>, attempts: Int = 0) {
                self.outcome = outcome
                self.attempts = attempts
            }
        }

        case deliver(Delivery)
        case idle
    }
}

public struct Courier<Letter> {
    public var name: String
    public var next: Mailroom<Letter>.Step
}
