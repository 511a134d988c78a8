import FactoryRuntime
import Foundation
import Testing

/// `variants()` and `arbitrary`: the seeded generator, the ranges values are drawn from, and the
/// depth budgets that keep recursive types finite.
struct VariationTests {
    // MARK: The generator

    @Test func theGeneratorIsSplitMix64() {
        // The published first outputs for seed 0, which every SplitMix64 gives.
        var generator = SeededRandomGenerator(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func theSameSeedGivesTheSameValue() {
        for seed in 0..<200 as Range<UInt64> {
            #expect(Factory<Shelf>.arbitrary(seed: seed) == Factory<Shelf>.arbitrary(seed: seed))
        }
        let values = Set((0..<200 as Range<UInt64>).map { Factory<Shelf>.arbitrary(seed: $0) })
        #expect(values.count > 150, "seeds should give varied values, got \(values.count) distinct of 200")
    }

    @Test func aGeneratorAdvancesByOneValue() {
        var generator = SeededRandomGenerator(seed: 7)
        var copy = generator
        let value = Factory<[String]>.arbitrary(using: &generator)
        #expect(value == Factory<[String]>.arbitrary(seed: copy.next()))
        #expect(generator == copy)
    }

    // MARK: Ranges

    @Test func integersReachTheirEdges() {
        let ints = Set((0..<2_000 as Range<UInt64>).map { Factory<Int>.arbitrary(seed: $0) })
        #expect(ints.isSuperset(of: [0, 1, -1, .min, .max]))
        // `magnitude`, not `abs`: `abs(.min)` traps, and a set's order differs from run to run.
        #expect(ints.contains { (2...100).contains($0.magnitude) })
        let bytes = Set((0..<2_000 as Range<UInt64>).map { Factory<UInt8>.arbitrary(seed: $0) })
        #expect(bytes.isSuperset(of: [0, 1, 255]))
    }

    @Test func floatingPointValuesAreNeverNaN() {
        let doubles = (0..<2_000 as Range<UInt64>).map { Factory<Double>.arbitrary(seed: $0) }
        #expect(!doubles.contains { $0.isNaN })
        #expect(doubles.contains(.infinity) && doubles.contains(.greatestFiniteMagnitude) && doubles.contains(0))
        #expect(doubles.contains { $0 != $0.rounded() })
    }

    @Test func textsIncludeEmptyAndNonASCII() {
        let texts = (0..<1_000 as Range<UInt64>).map { Factory<String>.arbitrary(seed: $0) }
        #expect(texts.contains(""))
        #expect(texts.contains("e\u{301}"))
        #expect(texts.contains { !$0.unicodeScalars.allSatisfy(\.isASCII) && $0.count > 3 })
    }

    @Test func collectionsAndOptionalsVary() {
        let lists = (0..<500 as Range<UInt64>).map { Factory<[Int]>.arbitrary(seed: $0) }
        #expect(lists.contains([]) && lists.contains { $0.count == 1 } && lists.contains { $0.count > 2 })
        let optionals = (0..<500 as Range<UInt64>).map { Factory<Int?>.arbitrary(seed: $0) }
        #expect(optionals.contains(nil) && optionals.contains { $0 != nil })
        let dates = Set((0..<500 as Range<UInt64>).map { Factory<Date>.arbitrary(seed: $0) })
        #expect(dates.contains(Date(timeIntervalSince1970: 0)) && dates.count > 100)
        let ids = Set((0..<100 as Range<UInt64>).map { Factory<UUID>.arbitrary(seed: $0) })
        #expect(ids.count == 100)
        let indexes = (0..<500 as Range<UInt64>).map { Factory<IndexSet>.arbitrary(seed: $0) }
        #expect(indexes.contains([]) && indexes.contains { $0.count > 2 } && indexes.allSatisfy { ($0.last ?? 0) < 64 })
        let characters = (0..<500 as Range<UInt64>).map { Factory<CharacterSet>.arbitrary(seed: $0) }
        #expect(characters.contains(CharacterSet()) && characters.contains { !$0.isEmpty })
    }

    // MARK: Depth

    @Test func recursiveValuesAreFinite() {
        for seed in 0..<300 as Range<UInt64> {
            #expect(Factory<Tree>.arbitrary(seed: seed).depth <= ArbitrarySource.defaultDepth + 1)
            #expect(depth(of: Factory<[[[[[[[[Int]]]]]]]]>.arbitrary(seed: seed)) <= ArbitrarySource.defaultDepth)
        }
        let chains = Factory<Chain>.variants()
        #expect(chains.first == Chain.provide())
        #expect(chains.count <= VariantDepth.budget * 3 + 2, "\(chains.count) variants")
    }

    // MARK: Variants

    @Test func standardVariantsCoverEachChoice() {
        #expect(Factory<Bool>.variants() == [false, true])
        #expect(Factory<Bool?>.variants() == [false, true, nil])
        #expect(Factory<[Bool]>.variants() == [[false], [true], []])
        #expect(Factory<Set<Bool>>.variants() == [[false], [true], []])
        #expect(Factory<[String: Bool]>.variants() == [["": false], ["": true], [:]])
        #expect(Factory<Int>.variants() == [0])
    }

    @Test func aConformanceThatOnlyProvidesHasOneVariantAndDoesNotVary() {
        #expect(Factory<Plain>.variants() == [Plain.provide()])
        #expect(Factory<Plain>.arbitrary(seed: 9) == Plain.provide())
    }

    // MARK: Fields

    @Test func listedFieldsVaryOneAtATime() {
        let badges = Factory<Medal>.variants()
        #expect(badges == [
            Medal(level: .bronze, pinned: false, note: ""),
            Medal(level: .silver, pinned: false, note: ""), Medal(level: .gold, pinned: false, note: ""),
            Medal(level: .bronze, pinned: true, note: ""),
        ])
        // Each listed field takes arbitrary values; the unlisted one keeps provide()'s.
        let drawn = (0..<300 as Range<UInt64>).map { Factory<Medal>.arbitrary(seed: $0) }
        #expect(Set(drawn.map(\.level)) == [.bronze, .silver, .gold])
        #expect(Set(drawn.map(\.pinned)) == [false, true])
        #expect(drawn.allSatisfy { $0.note.isEmpty })
        #expect(drawn == (0..<300 as Range<UInt64>).map { Factory<Medal>.arbitrary(seed: $0) })
    }

    @Test func nestedFieldsVaryDownToTheBudget() {
        // Stand → Row → Bin → Tray → Light → on: from `Stand`, `on` is past the budget of four levels.
        #expect(Factory<Bin>.variants().map(\.tray.light.on) == [false, true])
        #expect(Factory<Row>.variants().map(\.bin.tray.light.on) == [false, true])
        #expect(Factory<Stand>.variants().count == 1, "past the budget a field keeps provide()'s value")
    }

    @Test func recursiveFieldsStopAtTheBudget() {
        let nodes = Factory<Node>.variants()
        #expect(nodes.first == Node.provide())
        #expect(!nodes.dropFirst().contains(Node.provide()), "an empty field's empty variant is provide()'s, and is left out")
        #expect(nodes.contains { $0.height >= 2 }, "a child's own field varies too")
        #expect(nodes.allSatisfy { $0.height <= VariantDepth.budget })
        for seed in 0..<300 as Range<UInt64> {
            #expect(Factory<Node>.arbitrary(seed: seed).height <= ArbitrarySource.defaultDepth)
        }
        #expect(Set((0..<300 as Range<UInt64>).map { Factory<Node>.arbitrary(seed: $0).height }).count > 2)
    }

    @Test func aSubclassInheritsTheListButNotItsVariants() {
        #expect(Factory<Lamp>.variants().map(\.lit) == [false, true])
        // Lamp's lens rebuilds a Lamp, which is no DeskLamp: the subclass keeps provide().
        let desk = Factory<DeskLamp>.variants()
        #expect(desk.count == 1 && desk.allSatisfy { type(of: $0) == DeskLamp.self })
        #expect(type(of: Factory<DeskLamp>.arbitrary(seed: 3)) == DeskLamp.self)
    }

    private func depth(of value: Any) -> Int {
        guard let list = value as? [Any] else { return 0 }
        return 1 + (list.map(depth(of:)).max() ?? 0)
    }
}

/// Hand-written as factorygen writes them: fields drawn from the source.
private struct Shelf: Providable, Hashable {
    var label: String
    var count: Int
    var tags: [String]
    var open: Bool?

    static func provide() -> Shelf { Shelf(label: "", count: 0, tags: [], open: nil) }

    static func arbitrary(using source: inout ArbitrarySource) -> Shelf {
        Shelf(
            label: Factory<String>.arbitrary(using: &source), count: Factory<Int>.arbitrary(using: &source),
            tags: Factory<[String]>.arbitrary(using: &source), open: Factory<Bool?>.arbitrary(using: &source)
        )
    }
}

private indirect enum Tree: Providable, Equatable {
    case leaf
    case node([Tree])

    static func provide() -> Tree { .leaf }

    static func arbitrary(using source: inout ArbitrarySource) -> Tree {
        source.nested(or: provide()) { source in
            source.choose(2) == 0 ? .leaf : .node(Factory<[Tree]>.arbitrary(using: &source))
        }
    }

    var depth: Int {
        if case .node(let children) = self { return 1 + (children.map(\.depth).max() ?? 0) }
        return 0
    }
}

/// A recursive struct whose variants vary its optional field.
private struct Chain: Providable, Equatable {
    var flag: Bool
    var next: [Chain]?

    static func provide() -> Chain { Chain(flag: false, next: nil) }

    static func variant(_ index: Int) -> Chain? {
        variant(index, of: [provide()]
            + Factory<Bool>.variants().dropFirst().map { Chain(flag: $0, next: nil) }
            + Factory<[Chain]?>.variants().dropFirst().map { Chain(flag: false, next: $0) })
    }
}

/// Lists two of its three fields, as factorygen lists those whose type is `Providable`.
private struct Medal: Providable, Hashable {
    enum Level: Providable, Hashable {
        case bronze, silver, gold
        static func provide() -> Level { .bronze }
        static func variant(_ index: Int) -> Level? { variant(index, of: [.bronze, .silver, .gold]) }
    }

    var level: Level
    var pinned: Bool
    var note: String

    static func provide() -> Medal { Medal(level: .bronze, pinned: false, note: "") }
    static var fieldVariations: FieldVariations {
        varying(Lens(\Medal.level), Lens(\Medal.pinned))
    }
}

/// A tree whose variants and arbitrary values recurse through a listed field.
private struct Node: Providable, Equatable {
    var children: [Node]

    // `[]`, the last of `[Node]`'s variants, as factorygen breaks a cycle.
    static func provide() -> Node { Node(children: []) }
    static var fieldVariations: FieldVariations { varying(empty: Lens(\Node.children)) }

    var height: Int { children.isEmpty ? 0 : 1 + (children.map(\.height).max() ?? 0) }
}

// A chain of fields five levels deep.
private struct Light: Providable { var on: Bool; static func provide() -> Light { Light(on: false) }
    static var fieldVariations: FieldVariations { varying(Lens(\Light.on)) } }
private struct Tray: Providable { var light: Light; static func provide() -> Tray { Tray(light: .provide()) }
    static var fieldVariations: FieldVariations { varying(Lens(\Tray.light)) } }
private struct Bin: Providable { var tray: Tray; static func provide() -> Bin { Bin(tray: .provide()) }
    static var fieldVariations: FieldVariations { varying(Lens(\Bin.tray)) } }
private struct Row: Providable { var bin: Bin; static func provide() -> Row { Row(bin: .provide()) }
    static var fieldVariations: FieldVariations { varying(Lens(\Row.bin)) } }
private struct Stand: Providable { var row: Row; static func provide() -> Stand { Stand(row: .provide()) }
    static var fieldVariations: FieldVariations { varying(Lens(\Stand.row)) } }

/// A class whose conformance a subclass inherits, as factorygen writes it for an open class.
private class Lamp: Providable, @unchecked Sendable {
    let lit: Bool
    required init(lit: Bool) { self.lit = lit }

    static func provide() -> Self { Self(lit: false) }
    static var fieldVariations: FieldVariations {
        varying(Lens<Lamp, Bool>(get: { $0.lit }, set: { lit, _ in Lamp(lit: lit) }))
    }
}

private final class DeskLamp: Lamp, @unchecked Sendable {}

private struct Plain: Providable, Equatable {
    var value = 3
    static func provide() -> Plain { Plain() }
}
