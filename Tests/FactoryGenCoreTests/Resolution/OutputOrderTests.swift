import Testing
@testable import FactoryGenCore

@Suite struct OutputOrderTests {
    /// 300 random sets of up to 30 types, named from ASCII letters, precomposed and
    /// decomposed accents (`é`, `e` and U+0301) and `ß`, against a sort by `<` on the names
    /// and then the location.
    @Test func ordersAsTheNamesCompareThenByLocation() {
        var generator = LexerPropertyTests.SplitMix(state: 0x0DE5_0F7E)
        let letters = ["a", "b", "B", "_", "Z", "é", "e\u{301}", "ß", "0"]
        var differences: [[String]] = []
        for _ in 0..<300 {
            let names = (0..<Int.random(in: 1...30, using: &generator)).map { _ in
                (0..<Int.random(in: 1...4, using: &generator)).map { _ in letters.randomElement(using: &generator)! }.joined()
            }
            // Declared in reverse, so that a tie goes to the later line of the file.
            let declarations = names.enumerated().map { index, name in Syntax.declaration(.struct, name, line: names.count - index) }
            let table = SymbolTable(files: [SourceFile(path: "Models.swift", types: declarations)], userModules: [])
            let qualified = table.nodes.map(\.qualifiedName)
            let expected = table.allIDs.sorted { lhs, rhs in
                if qualified[lhs.index] != qualified[rhs.index] { return qualified[lhs.index] < qualified[rhs.index] }
                return table[lhs].declaration.location < table[rhs].declaration.location
            }
            if OutputOrder.sorted(table, names: qualified) != expected { differences.append(names) }
        }
        // The count, not the list: a failure would print every name of every set.
        #expect(differences.count == 0, "first differing names: \(differences.first ?? [])")
    }

    @Test func aShorterNameComesBeforeTheNamesItBegins() {
        let table = SymbolTable(files: [SourceFile(path: "Models.swift", types: [
            Syntax.declaration(.struct, "UserID", line: 1),
            Syntax.declaration(.struct, "User", line: 2),
            Syntax.declaration(.struct, "Account", line: 3),
        ])], userModules: [])
        #expect(OutputOrder.sorted(table, names: table.nodes.map(\.qualifiedName)).map { table[$0].qualifiedName } == ["Account", "User", "UserID"])
    }
}
