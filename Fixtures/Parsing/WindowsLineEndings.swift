// A file saved by a Windows editor: byte order mark and CRLF line endings.
import Foundation

/// A receipt line.
struct ReceiptLine {
    let product: String
    var quantity: Int = 1
    var note = "multi\r\nline"

    enum Kind { case item, discount(percent: Int) }

    init(product: String) { self.product = product }
}

extension ReceiptLine {
    var total: Int { quantity }
}
