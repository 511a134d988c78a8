import FactoryRuntime
import Testing

/// The operators as a user writes them, with FactoryProvider's precedences.
struct OperatorTests {
    @Test func setsOneProperty() {
        let member = Factory<Member>.provide() |> Member._age *~ 20
        #expect(member == Member(id: MemberId(raw: ""), nickname: "", age: 20))
        #expect(member.isAdult)
        #expect(!(Factory<Member>.provide() |> Member._age *~ 19).isAdult)
    }

    @Test func composesThenSetsNestedProperty() {
        let member = Factory<Member>.provide() |> Member._id * MemberId._raw *~ "nonchalant"
        #expect(member.id.raw == "nonchalant")
        #expect(member.nickname == "" && member.age == 0)
    }

    @Test func chainsUpdatesLeftToRight() {
        let member = Factory<Member>.provide() |> Member._id * MemberId._raw *~ "x" |> Member._age *~ 20
        #expect(member == Member(id: MemberId(raw: "x"), nickname: "", age: 20))
        // The later update wins when two touch the same property.
        let twice = Factory<Member>.provide() |> Member._age *~ 1 |> Member._age *~ 2
        #expect(twice.age == 2)
    }

    @Test func composesUpdateFunctions() {
        let update: (Member) -> Member = Member._age *~ 30 |> Member._nickname *~ "kai"
        let member = Factory<Member>.provide() |> update
        #expect(member.age == 30)
        #expect(member.nickname == "kai")
    }

    @Test func modifiesThroughAFunction() {
        let member = Factory<Member>.provide() |> Member._age *~ 20 |> Member._age %~ { $0 + 1 }
        #expect(member.age == 21)
        let shouted = Factory<Member>.provide() |> Member._nickname *~ "kai" |> Member._nickname %~ { $0.uppercased() }
        #expect(shouted.nickname == "KAI")
        let nested = Factory<Member>.provide() |> Member._id * MemberId._raw %~ { $0 + "!" }
        #expect(nested.id.raw == "!")
    }

    @Test func setsThroughALensAndAPrism() {
        let screen = Screen(title: "", fetch: .loaded(Factory<Member>.provide()))
        let updated = screen |> Screen._fetch * Fetch._loaded * Member._age *~ 42
        #expect(updated.fetch == .loaded(Member(id: MemberId(raw: ""), nickname: "", age: 42)))
        let idle = Screen(title: "t", fetch: .idle) |> Screen._fetch * Fetch._loaded * Member._age *~ 42
        #expect(idle == Screen(title: "t", fetch: .idle))
    }

    @Test func setsAndModifiesThroughAPrism() {
        let loaded = Fetch.loaded(Factory<Member>.provide())
        #expect((loaded |> Fetch._loaded *~ (Factory<Member>.provide() |> Member._age *~ 3)) == .loaded(Member(id: MemberId(raw: ""), nickname: "", age: 3)))
        #expect((loaded |> Fetch._loaded %~ { $0 |> Member._nickname *~ "m" }).get(Fetch._loaded)?.nickname == "m")
        // A prism never switches the case.
        #expect((Fetch.idle |> Fetch._loaded *~ Factory<Member>.provide()) == .idle)
        #expect((Fetch.idle |> Fetch._loaded %~ { member in Issue.record("transform called"); return member }) == .idle)
    }

    @Test func composesPrisms() {
        let deep = Outcome._fetched * Fetch._loaded * Member._age
        let outcome = Outcome.fetched(.loaded(Factory<Member>.provide()))
        #expect(deep.get(outcome |> deep *~ 7) == 7)
        #expect((Outcome.none |> deep *~ 7) == Outcome.none)
        #expect((Outcome.fetched(.idle) |> deep %~ { $0 + 1 }) == .fetched(.idle))
        let prism: Prism<Outcome, Member> = Outcome._fetched * Fetch._loaded
        #expect(prism.extract(.fetched(.loaded(Factory<Member>.provide()))) == Factory<Member>.provide())
    }

    @Test func arithmeticStillTypeChecksWithTheRuntimeImported() {
        let x = 3, y = 4.5
        let product = x * 2 * x
        let scaled = y * 2 * Double(x)
        #expect(product == 18)
        #expect(scaled == 27)
    }
}

extension Fetch {
    fileprivate func get<Part>(_ prism: Prism<Fetch, Part>) -> Part? { prism.extract(self) }
}
