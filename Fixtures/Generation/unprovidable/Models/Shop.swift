import Foundation

/// `PaymentGateway` comes from a module factorygen does not read.
struct Checkout {
    let gateway: PaymentGateway
    let total: Int
}

/// Depends on an unprovidable type, so it cannot be provided either.
struct Cart {
    let checkout: Checkout
    let items: [String]
}

/// Unaffected by the others.
struct Price {
    let cents: Int
}
