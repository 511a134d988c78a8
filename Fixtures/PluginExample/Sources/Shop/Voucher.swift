/// A gift voucher: only the shop issues one (its initializer is private), so factorygen
/// cannot build it. The test target provides it by hand (`VoucherFactory.swift`), and the
/// plugin reads that file, so `Basket` gets its factory.
public struct Voucher: Sendable {
    public let code: String

    private init(code: String) {
        self.code = code
    }

    static func issue(_ code: String) -> Voucher {
        Voucher(code: code)
    }
}

public struct Basket: Sendable {
    public var voucher: Voucher
    public var itemCount: Int
}

/// A way to pay that no type of the shop implements yet.
public protocol PaymentMethod {}

/// Cannot be provided (nothing conforms to `PaymentMethod`): a warning at `paidWith`, and
/// every other factory still builds.
public struct Payment {
    public var paidWith: any PaymentMethod
    public var amount: Double
}
