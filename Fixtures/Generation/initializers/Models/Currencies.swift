/// A price in one of a few currencies. A currency is made only in this file; the test module
/// reaches one through its constants, each of which names a constant of the parent.
public struct Price: Sendable {
    public final class Currency: Sendable {
        public static let euro = Price.euroCurrency
        public static let yen = Price.yenCurrency

        public let code: String

        fileprivate init(code: String) {
            self.code = code
        }
    }

    public static let euroCurrency = Currency(code: "EUR")
    public static let yenCurrency = Currency(code: "JPY")

    public var cents: Int
    public var currency: Currency
}

/// A bare name in a constant's value is another constant of the type.
public struct Theme: Sendable {
    public static let classic = Theme(accent: "teal")
    public static let preferred = classic

    public let accent: String

    private init(accent: String) {
        self.accent = accent
    }
}
