/// A key that must not be duplicated: whoever holds it owns the locker. A factory would
/// return copies of it, so it is skipped, and so is nothing else: `Locker` takes only its number.
struct LockerKey: ~Copyable {
    let locker: Int

    init(locker: Int) {
        self.locker = locker
    }
}

/// An enum can be noncopyable too.
enum Claim: ~Copyable {
    case pending
    case granted(code: Int)
}

/// Copyable, built from the number alone.
struct Locker {
    var number: Int

    func cut() -> LockerKey {
        LockerKey(locker: number)
    }
}
