// Nested types three deep, nested types declared in extensions, generic typealiases.
import Foundation

public typealias Handler<T> = (Result<T, Error>) -> Void
typealias StringMap = [String: String]
typealias Pair<A, B> = (first: A, second: B)

struct Library {
    let name: String

    struct Shelf {
        let label: String

        struct Book {
            let title: String
            var pages: Int

            enum Format: String {
                case paperback, hardcover
            }
        }

        var books: [Book] = []
    }

    var shelves: [Shelf]
}

extension Library {
    struct Member {
        let id: Int
        typealias ID = Int
    }

    init(name: String) {
        self.init(name: name, shelves: [])
    }

    var isEmpty: Bool { shelves.isEmpty }
}

extension Library.Shelf.Book {
    struct Chapter {
        let number: Int
        var title: String?
    }

    enum Condition { case new, used(grade: Int) }

    static let placeholder = Library.Shelf.Book(title: "", pages: 0)
}

extension Library.Shelf.Book.Chapter: Equatable, Hashable {}

extension Array where Element == Library.Shelf.Book {
    var totalPages: Int { reduce(0) { $0 + $1.pages } }
}

extension Dictionary: @retroactive CustomDebugStringConvertible where Key == String, Value: Sendable {}

extension Optional where Wrapped: Collection {
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}

extension [String] {
    var joinedLines: String { joined(separator: "\n") }
}

extension Library: Codable, Sendable {}

struct Outer<T> {
    struct Middle where T: Equatable {
        class Inner {
            var value: T?
            enum Deep { case a }
        }
    }
}
