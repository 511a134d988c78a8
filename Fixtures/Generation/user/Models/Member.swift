/// A club member, as the talk's User: an identifier, a name and an age.
struct Member {
    let id: MemberId
    let name: String
    let age: Int

    var isAdult: Bool { age >= 20 }
}

struct MemberId {
    let raw: String
}
