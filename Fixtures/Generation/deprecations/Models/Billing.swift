/// Deprecated declarations: the generated file must mention them without a warning.
@available(*, deprecated, message: "use Plan")
public struct LegacyPlan {
    public var name: String

    public enum Tier {
        case basic, pro
    }
}

public struct Plan {
    public var name: String
}

public enum Interval {
    @available(*, deprecated, message: "use monthly")
    case everyFourWeeks
    case monthly
    case yearly(discount: Int)
}

public struct Subscription {
    public var plan: Plan
    public var interval: Interval
    @available(*, deprecated, message: "use plan")
    public var legacyName: String?
}

/// Not deprecated, but its fields are of a deprecated type.
public struct Migration {
    public var from: LegacyPlan
    public var tier: LegacyPlan.Tier
    public var to: Plan
}
