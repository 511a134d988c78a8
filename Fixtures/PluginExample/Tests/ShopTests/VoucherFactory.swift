import FactoryRuntime
@testable import Shop

/// A hand-written conformance: the plugin reads this file and generates nothing for
/// `Voucher`, and `Basket`'s factory uses this one.
extension Voucher: Providable {
    public static func provide() -> Voucher {
        .issue("WELCOME")
    }
}
