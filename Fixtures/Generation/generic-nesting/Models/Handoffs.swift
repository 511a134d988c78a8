/// A generic parameter named `Self`: in the type's extensions, and in those of the types nested
/// in it, `Self` is that parameter, so a generated `provide() -> Self` would return a value of
/// it. Both types are skipped with a warning; the one beside them is provided.
public struct Handoff<Source, Self, Target> {
    public var step: Int

    public struct Leg {
        public var order: Int
    }
}

public struct Baton<Source> {
    public var runner: String
}
