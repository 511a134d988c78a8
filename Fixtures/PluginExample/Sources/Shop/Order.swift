import Foundation

/// What a customer bought, and where it is now.
public struct Order: Sendable {
    public let id: UUID
    public let customer: Customer
    public var lines: [OrderLine]
    public var status: Status
    let placedAt: Date

    public enum Status: Sendable, Equatable {
        case placed
        case shipped(trackingNumber: String)
        case cancelled(reason: String)
    }

    public var total: Decimal {
        lines.reduce(0) { $0 + $1.unitPrice * Decimal($1.quantity) }
    }

    public var trackingNumber: String? {
        if case .shipped(let number) = status { return number }
        return nil
    }
}

/// One product in an order.
public struct OrderLine: Sendable {
    public let sku: String
    public let quantity: Int
    public let unitPrice: Decimal
}
