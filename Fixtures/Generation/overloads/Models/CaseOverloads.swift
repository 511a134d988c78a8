/// Cases told apart only by their labels. Swift builds each by its full name, but a case
/// pattern names the base name, and `.seek(…)` reaches only the last `seek`: the earlier one
/// gets no prism (its pattern would not compile).
public enum PlayerCommand: Sendable {
    case seek(minutes: Int, seconds: Int)
    case pause
    case seek(offset: Double)
}

/// Two `stroke` cases with one value each: `.stroke(let v0)` is ambiguous, so neither gets a
/// prism, while `erase` does.
public enum BrushAction: Sendable {
    case stroke(width: Double)
    case erase
    case stroke(pattern: String)
}

/// Holds both, so that their factories are used from another model's too.
public struct Sketch: Sendable {
    public var lastCommand: PlayerCommand
    public var actions: [BrushAction]
}
