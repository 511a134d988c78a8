/// Its initializer writes `@escaping(` with no space, as swiftc accepts: the parenthesis opens
/// the closure's type, since `@escaping` takes no arguments, so the initializer is read and called.
public struct Alarm {
    public let title: String
    public let onFire: (Result<Int, any Error>) -> Void
    public let snooze: () -> Int

    public init(title: String, onFire: @escaping(Result<Int, any Error>) -> Void, snooze: @autoclosure @escaping() -> Int) {
        self.title = title
        self.onFire = onFire
        self.snooze = snooze
    }
}
