// Variants cover each choice reachable through the fields; seeds replay; recursion ends.
let recipes = Factory<Recipe>.variants()
expect(recipes.first == Factory<Recipe>.provide(), "Recipe.variants() starts with provide()")
expect(Set(recipes.map { "\($0.difficulty)" }) == ["easy", "medium", "hard"], "every Difficulty appears")
expect(Set(recipes.map(\.timing.isOvernight)) == [false, true], "both values of a nested Bool appear")
expect(recipes.contains { $0.rating == nil } && recipes.contains { $0.rating != nil }, "rating nil and present")
expect(recipes.contains { $0.steps.isEmpty } && recipes.contains { !$0.steps.isEmpty }, "steps empty and not")
expect(recipes.contains { $0.tags.isEmpty }, "an empty set of tags")
let stepCases = Set(recipes.flatMap(\.steps).map { step -> String in
    switch step {
    case .chop: "chop"
    case .heat: "heat"
    case .rest: "rest"
    case .combine: "combine"
    }
})
expect(stepCases == ["chop", "heat", "rest", "combine"], "every Step case appears inside steps: \(stepCases)")
expect(recipes.count == Factory<Recipe>.variants().count, "variants are the same every call")
for (index, recipe) in recipes.enumerated().dropFirst() {
    expect(recipe != recipes[0], "variant \(index) differs from provide()")
}

for seed in 0..<200 as Range<UInt64> {
    expect(Factory<Recipe>.arbitrary(seed: seed) == Factory<Recipe>.arbitrary(seed: seed), "seed \(seed) replays")
}
let drawn = (0..<200 as Range<UInt64>).map { Factory<Recipe>.arbitrary(seed: $0) }
expect(Set(drawn.map(\.title)).count > 20, "titles vary")
expect(Set(drawn.map { "\($0.difficulty)" }).count == 3, "every difficulty is drawn")

let ingredients = (0..<500 as Range<UInt64>).map { Factory<Ingredient>.arbitrary(seed: $0) }
expect(ingredients.allSatisfy { $0.depth <= ArbitrarySource.defaultDepth + 1 }, "a recursive enum's depth is bounded")
expect(ingredients.contains { $0.depth > 2 }, "a recursive enum nests")
expect(Factory<Ingredient>.variants().count == 2, "Ingredient.variants() lists both cases")

let cooks = (0..<300 as Range<UInt64>).map { Factory<Cook>.arbitrary(seed: $0) }
expect(cooks.allSatisfy { $0.lineage <= ArbitrarySource.defaultDepth + 2 }, "a chain of classes ends")
expect(cooks.contains { $0.lineage > 2 }, "a cook's mentor has a mentor")
expect(Factory<Cook>.variants().contains { $0.mentor != nil }, "a cook with a mentor is a variant")
let brigades = (0..<300 as Range<UInt64>).map { Factory<Brigade>.arbitrary(seed: $0) }
expect(brigades.contains { $0.isOpen } && brigades.contains { !$0.isOpen }, "a class's Bool field varies")
expect(brigades.contains { $0.members.isEmpty } && brigades.contains { $0.members.count > 1 }, "a class's list varies")
expect(Factory<Brigade>.variants().count > 1, "a class has variants")

let cards = Factory<Card>.variants()
expect(cards.first == Factory<Card>.provide() && cards[0].note == nil && cards[0].steps.isEmpty, "Card.variants() starts with provide()")
expect(cards.contains { $0.note != nil } && cards.contains { !$0.steps.isEmpty }, "a defaulted nil and [] vary")
expect((0..<100 as Range<UInt64>).contains { !Factory<Card>.arbitrary(seed: $0).steps.isEmpty }, "Card's steps are drawn")

// A choice five fields down lies past the depth budget from the top, four down within it.
expect(Factory<Delivery>.variants().count == 1, "Delivery's only choice lies past the depth budget")
expect(Factory<Route>.variants().contains { $0.segment.leg.stop.lane == .slow }, "Route's variants reach the slow lane")
