import Foundation

/// Only `init()` builds it (the other throws), so `provide()` sets each field after the call.
/// A field of another module's type that no factory builds is set to `nil` or `[]` when its
/// type has such a value, rather than left empty to trap when read.
final class Periodical: Model, @unchecked Sendable {
    @ID var id: UUID?

    @Field(key: "title")
    var title: String

    @Field(key: "barcodes")
    var barcodes: [Barcode]?

    @Field(key: "primary_barcode")
    var primaryBarcode: Barcode?

    @Field(key: "spare_barcodes")
    var spareBarcodes: [Barcode]

    init() {}

    init(title: String, isbn: String) throws {
        guard isbn.count == 13 else { throw CocoaError(.formatting) }
        self.title = title
        self.barcodes = [Barcode(digits: isbn)]
        self.primaryBarcode = nil
        self.spareBarcodes = []
    }
}
