// Initializers named like their fields whose bodies do not store every argument as given:
// a lens must not rebuild through them, or setting a field would not give it back.

/// Stores its code upper-cased: its `let`s get no lens through `init(code:label:)`.
struct CountryCode: Equatable {
    let code: String
    let label: String

    init(code: String, label: String) {
        self.code = code.uppercased()
        self.label = label
    }
}

/// Stores `body` only when there is no markup: the same.
struct Excerpt: Equatable {
    let body: String
    let markup: String?

    init(body: String, markup: String?) {
        if let markup {
            self.body = "<p>" + markup + "</p>"
        } else {
            self.body = body
        }
        self.markup = markup
    }
}

/// Takes only its title, stored upper-cased, and fills in its level: no initializer takes
/// every field, so no note speaks of one that would, whatever its body does.
struct Heading: Equatable {
    let title: String
    let level: Int

    init(title: String) {
        self.title = title.uppercased()
        self.level = 1
    }
}

/// Each argument stored as given, one of them through another initializer: its lenses
/// rebuild through `init(width:height:)`.
struct Frame: Equatable {
    let width: Int
    let height: Int
    let depth: Int

    init(width: Int, height: Int, depth: Int) {
        self.width = width; self.height = height
        self.depth = depth
    }

    init(width: Int, height: Int) {
        self.init(width: width, height: height, depth: 0)
    }
}
