import Foundation
import FactoryRuntime

/// A Foundation type factorygen does not provide, made `Providable` here, as the warning for
/// `Booking.window` advised: the next run builds `Booking` with it.
extension DateInterval: @retroactive Providable {
    public static func provide() -> DateInterval {
        DateInterval(start: Date(timeIntervalSince1970: 0), duration: 3600)
    }
}
