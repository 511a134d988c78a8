import Foundation

/// Its only initializer stamps the time: two `provide()` calls build different values, which
/// the resolver notes.
struct Postmark {
    let stampedAt: Date

    init() {
        stampedAt = Date()
    }
}

/// Holds one, so its `provide()` differs from call to call too: the first of its variants,
/// which vary `address`, is built at another instant than a `provide()` after it, and is
/// still `provide()` in all else.
struct Letter {
    var address: String
    var postmark: Postmark
}

/// An enum whose provided case carries such a value.
enum Mailing {
    case sent(Letter)
    case held(reason: String)
}

/// Read back from a text, or stamped now when there is none; `init()` stamps the time too.
struct Waybill: Decodable {
    let printedAt: Date

    init() {
        printedAt = Date()
    }

    init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        printedAt = ISO8601DateFormatter().date(from: text) ?? Date()
    }
}

/// Built by decoding: its own `init(from:)` asks for a waybill, which the decoder provides,
/// though the field is optional.
struct Envelope: Decodable {
    let waybill: Waybill?

    init(from decoder: Decoder) throws {
        do {
            waybill = try decoder.singleValueContainer().decode(Waybill.self)
        } catch {
            waybill = nil
        }
    }
}

struct Sack {
    var weight: Int
    var envelope: Envelope
}
