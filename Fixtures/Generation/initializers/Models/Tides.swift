/// A tide's state, made only by its private initializer: its known values call it as
/// `Self.init(…)` and `TideState.init(…)`, which `provide()` can use as it would `Self(…)`.
public struct TideState: Hashable, Sendable {
    private enum Phase { case rising, falling, slack }

    private let phase: Phase

    private init(_ phase: Phase) {
        self.phase = phase
    }

    public static let rising = Self.init(.rising)
    public static let falling = TideState.init(.falling)
}

/// A gauge whose reading starts as a call written with `.init`: the lens has its type.
public struct TideGauge {
    public var station: String
    public var mark = TideMark.init(metres: 1.5)
}

public struct TideMark: Equatable {
    public var metres: Double
}
