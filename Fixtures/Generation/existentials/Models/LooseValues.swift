/// A value kept without a type, as an API client keeps JSON it does not model: `Any` is
/// provided as the provided string, which such a wrapper encodes.
public struct LooseValue: Codable {
    public let raw: Any

    public init(_ raw: Any) {
        self.raw = raw
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        raw = (try? container.decode(String.self)) ?? ""
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(raw as? String ?? "")
    }
}

/// A change to one setting, before and after.
public struct SettingChange {
    public var setting: String
    public var before: Any?
    public var after: Any
}

/// A record read from a parsed JSON object, which it casts by force: a made-up `Any` is not
/// one, so it has no factory.
public struct LegacyRecord {
    public var title: String

    public init(json: Any) {
        let object = json as! [String: Any]
        title = object["title"] as? String ?? ""
    }
}
