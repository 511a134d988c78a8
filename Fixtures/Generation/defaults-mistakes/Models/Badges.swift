struct User {
    let name: String
    let age: Int
}

enum Medal {
    case bronze
    case gold
}

struct Badge {
    let title: String
    let issued: Int

    init(title: String) {
        self.title = title
        issued = 0
    }
}

struct Token {
    let value: String
}
