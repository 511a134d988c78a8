/// A type named `` `Self` ``, as API clients generate for a resource's link to itself: a field
/// of that type is the nested type, not the enclosing one (read as the enclosing one, it made
/// a cycle), and inside the enclosing type's extensions `Self` means the nested type, so the
/// generated code spells the enclosing type out.
struct Article: Equatable {
    var title: String
    var links: Links

    struct Links: Equatable {
        var this: `Self`
        var related: [Links.`Self`]

        struct `Self`: Equatable {
            var href: String
        }
    }
}

/// An enum whose cases give it variants, and one built by a static function only.
enum Anchor: Equatable {
    case top
    case target(`Self`)

    struct `Self`: Equatable {
        var id: String
    }
}

struct Permalink: Equatable {
    let slug: String
    let this: `Self`

    struct `Self`: Equatable {
        let path: String
    }

    private init(slug: String, this: `Self`) {
        self.slug = slug
        self.this = this
    }

    static func make(slug: String, this: `Self`) -> Permalink { Permalink(slug: slug, this: this) }
}
