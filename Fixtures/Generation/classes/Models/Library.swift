/// A final class with a memberwise-shaped initializer.
final class Book {
    let title: String
    var pages: Int

    init(title: String, pages: Int) {
        self.title = title
        self.pages = pages
    }
}

/// A base class that others extend.
class Item {
    let code: String

    init(code: String) {
        self.code = code
    }
}

/// A subclass: `Factory<Magazine>.provide()` must build a Magazine, not an Item.
class Magazine: Item {
    let issue: Int

    init(code: String, issue: Int) {
        self.issue = issue
        super.init(code: code)
    }
}

/// A subclass of a subclass, final.
final class SpecialIssue: Magazine {
    let theme: String

    init(code: String, issue: Int, theme: String) {
        self.theme = theme
        super.init(code: code, issue: issue)
    }
}

/// Its initializer is private: a slip is made by its static function, which makes a new one at
/// each call and so is its way in. Its blank slip is one object that every test would share,
/// and is not used.
final class LoanSlip: Sendable {
    static let blank = LoanSlip(reader: "", days: 0)

    let reader: String
    let days: Int

    private init(reader: String, days: Int) {
        self.reader = reader
        self.days = days
    }

    static func lent(to reader: String, for days: Int = 14) -> LoanSlip {
        LoanSlip(reader: reader, days: days)
    }
}

/// The same, returning `Self`.
final class ReturnSlip {
    let code: String

    private init(code: String) {
        self.code = code
    }

    static func stamped(_ code: String) -> Self {
        Self(code: code)
    }
}
