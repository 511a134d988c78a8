/// A class open to subclassing whose initializer is private: it is made by its static function,
/// as generated API clients make their input objects; its public initializer is deprecated.
public class Coupon {
    public var code: String
    public var percent: Int

    private init(code: String, percent: Int) {
        self.code = code
        self.percent = percent
    }

    @available(*, deprecated, message: "Use issued(code:percent:).")
    public convenience init(code: String) {
        self.init(code: code, percent: 10)
    }

    public static func issued(code: String, percent: Int = 10) -> Coupon {
        Coupon(code: code, percent: percent)
    }
}

/// The same, with a subclass that has its own way in: `Factory<SeasonalCoupon>.provide()` must
/// build one, not the voucher its superclass's function returns.
public class Voucher {
    public let value: Int

    fileprivate init(value: Int) {
        self.value = value
    }

    public static func worth(_ value: Int) -> Voucher {
        Voucher(value: value)
    }
}

public final class SeasonalVoucher: Voucher {
    public let season: String

    public init(value: Int, season: String) {
        self.season = season
        super.init(value: value)
    }
}

/// A pass read from a payload, as generated API clients read their models: its function forces
/// each value out of the dictionary it is given, which traps on any made-up one, and its
/// initializer needs a stamp nothing can build. It is skipped, never built by that function.
public class Pass {
    public let holder: String
    public let stamp: Stamp

    init(holder: String, stamp: Stamp) {
        self.holder = holder
        self.stamp = stamp
    }

    public static func from(map: [String: Any]) -> Pass {
        Pass(holder: map["holder"] as! String, stamp: Stamp(ink: map["ink"] as! String))
    }
}

public struct Stamp {
    public let ink: String

    fileprivate init(ink: String) { self.ink = ink }
}
