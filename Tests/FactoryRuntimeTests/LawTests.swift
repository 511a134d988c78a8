import FactoryRuntime
import Testing

/// Lens, affine-lens and prism laws on every way an optic is made: by hand (as generated),
/// composed, from a key path, and lens∘prism.
struct LawTests {
    static let members = [
        Factory<Member>.provide(),
        Member(id: MemberId(raw: "a"), nickname: "ann", age: 31),
        Member(id: MemberId(raw: "b"), nickname: "", age: -1),
    ]
    static let screens = [
        Screen(title: "", fetch: .idle),
        Screen(title: "home", fetch: .loaded(members[1])),
        Screen(title: "err", fetch: .failed(code: 500, message: "down")),
    ]
    static let fetches = screens.map(\.fetch)

    @Test func handWrittenLenses() {
        #expect(OpticLaws.violations(of: Member._age, wholes: Self.members, parts: [0, 20, -5]) == [])
        #expect(OpticLaws.violations(of: Member._nickname, wholes: Self.members, parts: ["", "x", "ユーザ"]) == [])
        #expect(OpticLaws.violations(of: MemberId._raw, wholes: Self.members.map(\.id), parts: ["", "z"]) == [])
        #expect(OpticLaws.violations(of: Screen._fetch, wholes: Self.screens, parts: Self.fetches) == [])
    }

    @Test func composedLenses() {
        let raw: Lens<Member, String> = Member._id * MemberId._raw
        #expect(OpticLaws.violations(of: raw, wholes: Self.members, parts: ["", "q", "nonchalant"]) == [])
        #expect(raw.get(Self.members[1]) == "a")
    }

    @Test func keyPathLenses() {
        let title = Lens(\Screen.title)
        #expect(OpticLaws.violations(of: title, wholes: Self.screens, parts: ["", "t"]) == [])
        #expect(title.get(Self.screens[1]) == "home")
        let keyPathThenPrism = Lens(\Screen.fetch) * Fetch._loaded * Member._age
        #expect(OpticLaws.violations(of: keyPathThenPrism, wholes: Self.screens, parts: [3]) == [])
    }

    @Test func opticsAreSendable() async {
        // A `static let` of a non-Sendable type would not compile in Swift 6 mode.
        let title = await Task.detached { Screen.storedTitle.get(LawTests.screens[1]) }.value
        #expect(title == "home")
        let optic: any Optic<Screen, Int> = Screen._fetch * Fetch._loaded * Member._age
        let moved = await Task.detached { optic.set(5, LawTests.screens[1]) }.value
        #expect(moved.fetch == .loaded(Member(id: MemberId(raw: "a"), nickname: "ann", age: 5)))
    }

    @Test func lensThroughPrism() {
        let age = Screen._fetch * Fetch._loaded * Member._age
        #expect(OpticLaws.violations(of: age, wholes: Self.screens, parts: [0, 7]) == [])
        #expect(age.get(Self.screens[1]) == 31)
        #expect(age.get(Self.screens[0]) == nil)
        let loaded = Screen._fetch * Fetch._loaded
        #expect(OpticLaws.violations(of: loaded, wholes: Self.screens, parts: Self.members) == [])
        let nested = Outcome._fetched * Fetch._loaded * Member._id * MemberId._raw
        let outcomes: [Outcome] = [.none, .fetched(.idle), .fetched(.loaded(Self.members[2]))]
        #expect(OpticLaws.violations(of: nested, wholes: outcomes, parts: ["", "r"]) == [])
        // Grouped differently, every pairing of optic kinds composes to the same focus.
        let affineThenAffine = (Screen._fetch * Fetch._loaded) * (Member._id * MemberId._raw).affine
        let lensThenAffine = Screen._fetch * (Fetch._loaded * Member._id * MemberId._raw)
        let prismThenAffine = Fetch._loaded * (Member._id * MemberId._raw).affine
        #expect(OpticLaws.violations(of: affineThenAffine, wholes: Self.screens, parts: ["", "r"]) == [])
        #expect(OpticLaws.violations(of: lensThenAffine, wholes: Self.screens, parts: ["", "r"]) == [])
        #expect(OpticLaws.violations(of: prismThenAffine, wholes: Self.fetches, parts: ["", "r"]) == [])
        #expect(affineThenAffine.get(Self.screens[1]) == "a")
        #expect(lensThenAffine.get(Self.screens[1]) == "a")
        #expect(prismThenAffine.get(Self.fetches[1]) == "a")
    }

    @Test func prisms() {
        #expect(OpticLaws.violations(of: Fetch._loaded, wholes: Self.fetches, parts: Self.members) == [])
        let outcomes: [Outcome] = [.none, .fetched(.idle), .fetched(.failed(code: 1, message: ""))]
        #expect(OpticLaws.violations(of: Outcome._fetched, wholes: outcomes, parts: Self.fetches) == [])
        let composed: Prism<Outcome, Member> = Outcome._fetched * Fetch._loaded
        #expect(OpticLaws.violations(of: composed, wholes: outcomes, parts: Self.members) == [])
    }

    @Test func prismWithATuplePayload() {
        let failed = Fetch._failed
        let payload = failed.extract(failed.embed((code: 404, message: "gone")))
        #expect(payload?.code == 404 && payload?.message == "gone")
        #expect(failed.extract(.idle) == nil)
        #expect(failed.set((code: 1, message: "m"), .idle) == .idle)
        #expect(failed.set((code: 1, message: "m"), .failed(code: 2, message: "")) == .failed(code: 1, message: "m"))
    }

    @Test func settingThroughANonMatchingPrismLeavesTheWholeUnchanged() {
        let idle = Screen(title: "t", fetch: .idle)
        #expect((idle |> Screen._fetch * Fetch._loaded *~ Self.members[1]) == idle)
        #expect((idle |> Screen._fetch * Fetch._loaded * Member._age %~ { $0 + 1 }) == idle)
        #expect((Fetch.failed(code: 1, message: "") |> Fetch._loaded *~ Self.members[0]) == .failed(code: 1, message: ""))
    }

    // The checks themselves must be able to fail.

    @Test func brokenLensesAreCaught() {
        let ignoresPart = Lens<Member, Int>(get: { $0.age }, set: { _, whole in whole })
        #expect(OpticLaws.violations(of: ignoresPart, wholes: Self.members, parts: [99]).contains("set-get"))
        let counts = Lens<Member, Int>(get: { $0.age }, set: { part, whole in Member._age.set(part + 1, whole) })
        #expect(OpticLaws.violations(of: counts, wholes: Self.members, parts: [1]) == ["get-set", "set-get"])
        let appends = Lens<Member, String>(get: { $0.nickname }, set: { part, whole in Member._nickname.set(whole.nickname + part, whole) })
        #expect(OpticLaws.violations(of: appends, wholes: Self.members, parts: ["a", "b"]).contains("set-set"))
    }

    @Test func brokenPrismsAreCaught() {
        let switchesCase = Prism<Fetch, Member>(extract: { _ in nil }, embed: { .loaded($0) })
        #expect(OpticLaws.violations(of: switchesCase, wholes: Self.fetches, parts: Self.members) == ["embed-extract"])
        let forcing = AffineLens<Fetch, Member>(get: { Fetch._loaded.extract($0) }, set: { part, _ in .loaded(part) })
        #expect(OpticLaws.violations(of: forcing, wholes: Self.fetches, parts: Self.members).contains("no-op"))
    }
}
