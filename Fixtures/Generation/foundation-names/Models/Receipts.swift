import Foundation

/// A receipt as a client library that also serves Objective-C keeps it: its numbers are
/// `NSNumber`s, which the runtime provides as `0` (a list of them holds one), and each field
/// gets a lens; an optional one is left out of the memberwise call, as any optional `var` is.
public struct ReceiptLine {
    public let sku: String
    public let unitPrice: NSNumber
    public var quantity: NSNumber
    public var discount: Foundation.NSNumber?
    public var taxRates: [NSNumber]
}

public enum Tender {
    case cash(amount: NSNumber)
    case card(last4: String)
}
