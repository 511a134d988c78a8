// Declarations behind `@_spi`, which `@testable import` alone does not reach: the generated
// file must name each group on its import, or none of these would compile there.

/// A whole type behind SPI.
@_spi(Preview) public struct Coupon: Hashable {
    public var code: String
    public var percent: Int

    public init(code: String, percent: Int) {
        self.code = code
        self.percent = percent
    }
}

/// A public type with an SPI property, and no initializer of its own: its memberwise
/// initializer takes the SPI property too.
public struct Basket: Hashable {
    public let id: String
    @_spi(Preview) public var coupon: Coupon? = nil
}

/// A public initializer beside an SPI one that takes more.
public struct Payment: Hashable {
    public let amount: Int
    @_spi(Ledger) public let memo: String?

    public init(amount: Int) {
        self.amount = amount
        memo = nil
    }

    @_spi(Ledger) public init(amount: Int, memo: String?) {
        self.amount = amount
        self.memo = memo
    }
}

@_spi(Ledger) extension Payment {
    public enum Channel: Hashable {
        case card(last4: String)
        case cash
    }
}
