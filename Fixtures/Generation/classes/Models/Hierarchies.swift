/// A class whose subclasses are declared in an extension of it, as error hierarchies often are.
class Alarm {
    let level: Int

    init(level: Int = 1) {
        self.level = level
    }

    /// Declared in the class body.
    final class Smoke: Alarm {}
}

extension Alarm {
    /// Declared in an extension: it inherits `Alarm`'s conformance like `Smoke`.
    final class Flood: Alarm {
        init() {
            super.init(level: 3)
        }
    }
}

/// A generic class, and a subclass that binds its parameter.
class Crate<Content> {
    let label: String

    init(label: String) {
        self.label = label
    }
}

final class AppleCrate: Crate<Double> {
    init() {
        super.init(label: "apples")
    }
}
