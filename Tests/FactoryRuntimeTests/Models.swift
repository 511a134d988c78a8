import FactoryRuntime

// Models shaped like those users write, with their factories and optics written the way
// factorygen's templates spell them.

struct MemberId: Equatable {
    let raw: String
}

struct Member: Equatable {
    let id: MemberId
    let nickname: String
    let age: Int

    var isAdult: Bool { age >= 20 }
}

enum Fetch: Equatable {
    case idle
    case loaded(Member)
    case failed(code: Int, message: String)
}

/// A nested enum, as in models whose payload is itself a choice.
enum Outcome: Equatable {
    case none
    case fetched(Fetch)
}

struct Screen: Equatable {
    var title: String
    var fetch: Fetch
}

extension MemberId: Providable {
    static func provide() -> MemberId {
        MemberId(raw: Factory<String>.provide())
    }
}

extension Member: Providable {
    static func provide() -> Member {
        Member(id: Factory<MemberId>.provide(), nickname: Factory<String>.provide(), age: Factory<Int>.provide())
    }
}

extension Fetch: Providable {
    static func provide() -> Fetch { .idle }
}

extension MemberId {
    // The FactoryProvider spelling, rebuilding the value through its initializer.
    static var _raw: Lens<MemberId, String> {
        Lens<MemberId, String>(getter: { $0.raw }, setter: { raw, base in MemberId(raw: raw) })
    }
}

extension Member {
    static var _id: Lens<Member, MemberId> {
        Lens(get: { $0.id }, set: { newValue, whole in Member(id: newValue, nickname: whole.nickname, age: whole.age) })
    }
    static var _nickname: Lens<Member, String> {
        Lens(get: { $0.nickname }, set: { newValue, whole in Member(id: whole.id, nickname: newValue, age: whole.age) })
    }
    static var _age: Lens<Member, Int> {
        Lens(get: { $0.age }, set: { newValue, whole in Member(id: whole.id, nickname: whole.nickname, age: newValue) })
    }
}

extension Screen {
    // The spelling for `var` properties: copy and assign.
    static var _title: Lens<Screen, String> {
        Lens(get: { $0.title }, set: { newValue, whole in var copy = whole; copy.title = newValue; return copy })
    }
    static let storedTitle = Lens(\Screen.title)
    static var _fetch: Lens<Screen, Fetch> {
        Lens(get: { $0.fetch }, set: { newValue, whole in var copy = whole; copy.fetch = newValue; return copy })
    }
}

extension Fetch {
    static var _loaded: Prism<Fetch, Member> {
        Prism(extract: { whole in if case let .loaded(v0) = whole { return v0 } else { return nil } }, embed: { payload in .loaded(payload) })
    }
    static var _failed: Prism<Fetch, (code: Int, message: String)> {
        Prism(
            extract: { whole in if case let .failed(v0, v1) = whole { return (code: v0, message: v1) } else { return nil } },
            embed: { payload in .failed(code: payload.code, message: payload.message) }
        )
    }
}

extension Outcome {
    static var _fetched: Prism<Outcome, Fetch> {
        Prism(extract: { whole in if case let .fetched(v0) = whole { return v0 } else { return nil } }, embed: { payload in .fetched(payload) })
    }
}
