// Composed lenses, as the talk uses them.
let renamed = Factory<Member>.provide() |> Member._id * MemberId._raw *~ "climber-42"
expect(renamed.id.raw == "climber-42", "Member._id * MemberId._raw *~ sets the nested raw id")
let grown = Factory<Member>.provide() |> Member._age *~ 20
expect(grown.isAdult && grown.name == Factory<Member>.provide().name, "Member._age *~ 20 changes only the age")
expect(Factory<Season>.provide() == .spring, "an enum's default is its first case")
