import Foundation

/// An explicit initializer whose labels differ from the stored properties.
struct Order {
    let number: Int
    let customer: String
    var express: Bool

    init(no number: Int, for customer: String, express: Bool = false) {
        self.number = number
        self.customer = customer
        self.express = express
    }
}

/// A `let` with a default is not part of the memberwise initializer.
struct Receipt {
    let currency = "JPY"
    var total: Int
    var lines: [String] = []
}

/// No initializer in the type body; the one to use is declared in an extension.
struct Coupon {
    let code: String
    let percent: Int
}

extension Coupon {
    init(code: String) {
        self.init(code: code, percent: 10)
    }
}

/// A failable initializer is the only one; it fails only for a negative amount, so it is
/// called with `1`, which passes.
struct Quantity {
    let amount: Int

    init?(amount: Int) {
        guard amount >= 0 else { return nil }
        self.amount = amount
    }
}

/// Its memberwise initializer is private, as `items` is; `init()` takes nothing, so it is not.
struct Basket {
    private var items: [String] = []
    var note: String?

    var isEmpty: Bool { items.isEmpty }
}

/// `issued` is set by a call whenever a ticket is made, and a call may give another value each
/// time (`Date()` would): a rebuilt ticket might differ, so `row` gets no lens, and `seat` one
/// that assigns.
struct Ticket {
    let issued = Date(timeIntervalSince1970: 0)
    let row: Int
    var seat: Int
}
