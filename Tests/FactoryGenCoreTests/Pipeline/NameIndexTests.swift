import Testing
@testable import FactoryGenCore

/// `NameIndex` answers as `Array.firstIndex(of:)` does, on lists short enough to scan and long
/// enough to hash.
@Suite struct NameIndexTests {
    @Test(arguments: [0, 1, 5, NameIndex.scanLimit, NameIndex.scanLimit + 1, 300])
    func findsTheFirstOfEachName(count: Int) {
        // Every fifth name repeats an earlier one, as a property declared under both branches
        // of an `#if` does.
        let names = (0..<count).map { $0 % 5 == 4 ? "field\($0 / 2)" : "field\($0)" }
        let index = NameIndex(names)
        for name in Set(names) + ["field\(count)", "", "Field0"] {
            #expect(index.firstIndex(of: name) == names.firstIndex(of: name), "\(name)")
            #expect(index.contains(name) == names.contains(name), "\(name)")
        }
    }
}
