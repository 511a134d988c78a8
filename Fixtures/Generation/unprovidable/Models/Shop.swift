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

/// Built from a dictionary it forces values out of, as models were before `Codable`: a
/// made-up dictionary holds no such key, and the call would trap.
final class Receipt {
    let number: String

    init(_ fields: [String: Any]) {
        number = fields["number"] as! String
    }
}
