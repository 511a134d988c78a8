import Foundation

/// The ORM needs `init() {}`, which leaves every field without a value: the full initializer
/// builds a shelf whose label can be read.
final class Shelf: Model, @unchecked Sendable {
    @ID var id: UUID?

    @Field(key: "label")
    var label: String

    @Field(key: "capacity")
    var capacity: Int

    @Children(for: "shelf_id")
    var books: [Book]

    init() {}

    init(id: UUID? = nil, label: String, capacity: Int) {
        self.id = id
        self.label = label
        self.capacity = capacity
    }
}

/// Takes its shelf by key, `Shelf.IDValue`, which Swift infers from `Shelf.id`.
final class Book: Model, @unchecked Sendable {
    @ID var id: UUID?

    @Field(key: "title")
    var title: String

    @Parent(key: "shelf_id")
    var shelf: Shelf

    init() {}

    init(id: UUID? = nil, title: String, shelfID: Shelf.IDValue) {
        self.id = id
        self.title = title
        self.$shelf.id = shelfID
    }
}

/// `init(book:days:)` assigns the relation itself, which traps whatever it is passed; the
/// one taking the book's key does not.
final class Loan: Model, @unchecked Sendable {
    @ID var id: UUID?

    @Parent(key: "book_id")
    var book: Book

    @Field(key: "days")
    var days: Int

    init() {}

    init(book: Book, days: Int) {
        self.book = book
        self.days = days
    }

    init(bookID: Book.IDValue, days: Int) {
        self.$book.id = bookID
        self.days = days
    }
}

/// An optional field read before it is set traps too: the initializer that sets it is used,
/// though the empty one takes fewer arguments.
final class Note: Model, @unchecked Sendable {
    @ID var id: UUID?

    @Field(key: "text")
    var text: String?

    init() {}

    init(draft: String) {
        self.text = draft
    }
}

/// Its full initializer leaves `isBanned` and `joinedAt` for the database to fill on save:
/// `provide()` sets them after the call, so that reading them does not trap.
final class Member: Model, @unchecked Sendable {
    @ID var id: UUID?

    @Field(key: "name")
    var name: String

    @Field(key: "is_banned")
    var isBanned: Bool

    @Field(key: "joined_at")
    var joinedAt: Date

    init() {}

    init(id: UUID? = nil, name: String) {
        self.id = id
        self.name = name
    }
}
