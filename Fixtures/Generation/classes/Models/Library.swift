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
