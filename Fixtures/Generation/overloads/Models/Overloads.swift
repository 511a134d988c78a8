/// Initializers that a call leaving out defaulted arguments could not tell apart.
public enum Status: String {
    case open, shipped
}

/// Both initializers take `Discount()`: the generated call must pass `status:`, which the
/// other lacks.
public struct Discount {
    public var codes: [String]?
    public var status: Status?
    public var rawStatus: String?

    public init(codes: [String]? = nil, status: Status? = nil) {
        self.codes = codes
        self.status = status
    }

    public init(codes: [String]? = nil, rawStatus: String? = nil) {
        self.codes = codes
        self.rawStatus = rawStatus
    }
}

/// `Parcel(label:)` would call the extension's `init(label:)`, which fills in fewer defaults
/// than the memberwise initializer: the memberwise call must name every property.
public struct Parcel {
    var label: String
    var weight: Int = 1
    var fragile: Bool? = nil
}

extension Parcel {
    init(label: String) {
        self.label = label
        weight = 99
        fragile = true
    }
}

/// One initializer with fewer defaults is no ambiguity: `Receipt(total:)` picks `init(total:)`.
public struct Receipt {
    public var total: Int
    public var note: String

    public init(total: Int) {
        self.total = total
        note = ""
    }

    public init(total: Int, note: String = "thanks") {
        self.total = total
        self.note = note
    }
}

/// A class whose convenience initializer in an extension competes with its designated one.
public final class Courier {
    public var name: String
    public var express: Bool

    public init(name: String, express: Bool = false) {
        self.name = name
        self.express = express
    }
}

extension Courier {
    public convenience init(name: String, rush: Bool = true) {
        self.init(name: name, express: rush)
    }
}

/// Both initializers take `Fetch()`, and `Fetch(headers: …)` too: the call passes `timeout:`
/// alone, which the other lacks, and leaves `headers` to its default. A made-up header
/// (`["": ""]`) would stop at its empty name.
public struct Fetch {
    public let fields: [String]
    public let timeout: Double?

    public init(headers: [String: String] = [:], timeout: Double? = nil) {
        fields = Fetch.checkedNames(headers)
        self.timeout = timeout
    }

    public init(headers: [String: String] = [:], retries: Int? = nil) {
        fields = Fetch.checkedNames(headers)
        timeout = retries.map(Double.init)
    }

    /// A header needs a name, as HTTP says.
    static func checkedNames(_ headers: [String: String]) -> [String] {
        headers.keys.map { name in
            precondition(!name.isEmpty, "a header needs a name")
            return name
        }
    }
}
