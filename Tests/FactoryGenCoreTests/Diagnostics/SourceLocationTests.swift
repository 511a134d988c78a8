import Foundation
import Testing
@testable import FactoryGenCore

@Suite struct SourceLocationTests {
    /// Paths no other test numbers, so that this one sets the order they are numbered in.
    private static let later = "SourceLocationTests/b-\(UUID().uuidString).swift"
    private static let earlier = "SourceLocationTests/a-\(UUID().uuidString).swift"

    @Test func locationsOrderByPathThenLineNotByTheOrderPathsWereNumberedIn() {
        let second = SourceLocation(file: Self.later, line: 1, column: 1)
        let first = SourceLocation(file: Self.earlier, line: 9, column: 9)
        #expect(second.fileID < first.fileID)
        #expect(first < second && !(second < first))
        #expect(SourceLocation(file: Self.earlier, line: 2, column: 30) < SourceLocation(file: Self.earlier, line: 3, column: 1))
        #expect(SourceLocation(file: Self.earlier, line: 3, column: 1) < SourceLocation(file: Self.earlier, line: 3, column: 2))
    }

    @Test func aParsedLocationEqualsOneMadeFromItsPath() {
        let parsed = Parser.parse("\nstruct User {}\n", path: "Models/SourceLocationTests.swift").types[0].location
        let made = SourceLocation(file: "Models/SourceLocationTests.swift", line: 2, column: 1)
        #expect(parsed == made && parsed.hashValue == made.hashValue)
        #expect(parsed.description == "Models/SourceLocationTests.swift:2:1")
        #expect(parsed.fileName == "SourceLocationTests.swift")
        #expect(SourceLocation(file: "Other.swift", line: 2, column: 1) != made)
    }

    @Test func itsPartsChangeAndItIsCodedAsPathLineAndColumn() throws {
        var location = SourceLocation(file: "User.swift", line: 4, column: 17)
        location.file = "Models/User.swift"
        location.line = 5
        location.column += 1
        #expect(location.description == "Models/User.swift:5:18")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(location), as: UTF8.self)
        #expect(json == #"{"column":18,"file":"Models\/User.swift","line":5}"#)
        #expect(try JSONDecoder().decode(SourceLocation.self, from: Data(json.utf8)) == location)
    }
}
