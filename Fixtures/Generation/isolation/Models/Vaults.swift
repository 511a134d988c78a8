/// Everything that keeps a key runs on the mixing actor: the protocol says so once, and a type
/// that conforms to it in its own declaration is isolated to that actor without saying so.
@MixingActor
protocol KeyKeeper: Sendable {
    var keys: Int { get }
}

/// Refining an isolated protocol keeps its actor.
protocol SpareKeyKeeper: KeyKeeper {}

/// Isolated through the protocol: its initializer runs on the mixing actor.
final class Locker: KeyKeeper {
    let keys: Int
    init(keys: Int) { self.keys = keys }
}

/// Isolated through the refined protocol.
struct Drawer: SpareKeyKeeper {
    let keys: Int
}

/// Conforming in an extension infers nothing: this one stays nonisolated.
struct Hook: Sendable {
    let keys: Int
}

extension Hook: KeyKeeper {}
