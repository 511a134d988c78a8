/// Obsoleted declarations are unavailable from their version on, and the test module is
/// built in a later one: the generated file must not name them, as it names no unavailable
/// one. (SwiftPM's manifest API obsoletes a language-mode case in a domain of its own.)
public enum Dialect {
    @available(swift, introduced: 4, obsoleted: 5)
    case archaic
    case current
    case regional(String)
}

public struct Pamphlet {
    public let title: String
    public let pages: Int

    @available(swift, obsoleted: 5, message: "say how many pages")
    public init(title: String) {
        self.title = title
        self.pages = 1
    }

    public init(title: String, pages: Int) {
        self.title = title
        self.pages = pages
    }
}
