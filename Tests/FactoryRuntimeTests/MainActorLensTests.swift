import FactoryRuntime
import Testing

@MainActor
struct Badge {
    var title: String
    let level: Int
}

@MainActor
final class Profile {
    let badge: Badge
    let nickname: String

    init(badge: Badge, nickname: String) {
        self.badge = badge
        self.nickname = nickname
    }
}

extension Badge {
    @MainActor static var _title: Lens<Badge, String> {
        Lens.onMainActor(get: { $0.title }, set: { newValue, whole in
            var copy = whole
            copy.title = newValue
            return copy
        })
    }

    @MainActor static var _level: Lens<Badge, Int> {
        Lens.onMainActor(get: { $0.level }, set: { newValue, whole in Badge(title: whole.title, level: newValue) })
    }
}

extension Profile {
    @MainActor static var _badge: Lens<Profile, Badge> {
        Lens.onMainActor(get: { $0.badge }, set: { newValue, whole in Profile(badge: newValue, nickname: whole.nickname) })
    }
}

/// Lenses on types isolated to the main actor, used from a `@MainActor` test with the usual
/// operators, obey the lens laws.
@MainActor
struct MainActorLensTests {
    @Test func mainActorLensesObeyTheLaws() {
        let badge = Badge(title: "gold", level: 3)
        let lens = Badge._title
        #expect(lens.get(lens.set("silver", badge)) == "silver")
        #expect(lens.set(lens.get(badge), badge).title == badge.title)
        #expect(lens.set("a", lens.set("b", badge)).title == lens.set("a", badge).title)
        #expect((badge |> Badge._level *~ 7).level == 7)
        #expect((badge |> Badge._level %~ { $0 + 1 }).level == 4)
    }

    @Test func mainActorLensesCompose() {
        let profile = Profile(badge: Badge(title: "gold", level: 1), nickname: "kit")
        let renamed = profile |> Profile._badge * Badge._title *~ "bronze"
        #expect(renamed.badge.title == "bronze")
        #expect(renamed.nickname == "kit")
        #expect(renamed !== profile)
    }
}
