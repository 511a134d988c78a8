import Testing
@testable import FactoryGenCore

/// Code that runs only when `decodeIfPresent` found a value is not read for stops: the
/// providing decoder has none, so it never runs on a made-up value.
@Suite struct AbsentValueParsingTests {
    private func stops(_ body: String) -> [FactoryGenCore.SourceLocation?] {
        firstParsedType("""
        struct S {
        \(body)
        }
        """).members.functions.map(\.mayStopAt)
    }

    @Test func theBodyOfAnIfLetOnDecodeIfPresentIsNotRead() {
        #expect(stops("""
            func optionalStamp(forKey key: Key) throws -> Date? {
                if let text = try decodeIfPresent(String.self, forKey: key) {
                    guard let stamp = Stamp.parse(text) else { throw Unreadable(text) }
                    return stamp
                }
                return nil
            }
            func viaSelf(forKey key: Key) throws -> Date? {
                if var text: String = try? self.decodeIfPresent(String.self, forKey: key), !text.isEmpty {
                    text.removeFirst()
                    return try Stamp.strict(text)
                }
                return nil
            }
        """) == [nil, nil])
    }

    /// Only what follows the `else` block goes unread: the block itself runs.
    @Test func codeAfterAGuardLetOnDecodeIfPresentIsNotRead() {
        #expect(stops("""
            func optionalStamp(forKey key: Key) throws -> Date? {
                guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
                guard let stamp = Stamp.parse(text) else { throw Unreadable(text) }
                return stamp
            }
            func required(forKey key: Key) throws -> Date {
                guard let text = try decodeIfPresent(String.self, forKey: key) else { throw Missing() }
                return Stamp.parse(text) ?? .distantPast
            }
            func nested(forKey key: Key, strict: Bool) throws -> Date? {
                if strict {
                    guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
                    throw Unreadable(text)
                }
                throw Missing()
            }
        """) == [nil, testLocation(8, 79), testLocation(16, 9)])
    }

    /// A value that is there whatever `decodeIfPresent` gives, a call that is not the
    /// decoder's own, and the `else` of the `if` still count.
    @Test func otherBindingsAndBranchesAreRead() {
        #expect(stops("""
            func withFallback(forKey key: Key) throws -> Date {
                if let text = try decodeIfPresent(String.self, forKey: key) ?? "now" { throw Unreadable(text) }
                return .now
            }
            func modelsOwn(forKey key: Key) throws -> Date? {
                if let text = try decodeIfPresent(pairForKey: key) { throw Unreadable(text) }
                return nil
            }
            func otherCall(forKey key: Key) throws -> Date? {
                if let text = try lookUp(key) { throw Unreadable(text) }
                return nil
            }
            func elseBranch(forKey key: Key) throws -> Date? {
                if let text = try decodeIfPresent(String.self, forKey: key) { return Stamp.parse(text) } else { throw Missing() }
            }
        """) == [testLocation(3, 80), testLocation(7, 62), testLocation(11, 41), testLocation(15, 105)])
    }

    @Test func anInitFromDecoderReadsSo() {
        let initializers = firstParsedType("""
        struct Entry: Decodable {
            let stamp: Date?
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                if let text = try container.decodeIfPresent(String.self, forKey: .stamp) {
                    guard let parsed = Stamp.parse(text) else { throw Unreadable(text) }
                    stamp = parsed
                } else {
                    stamp = nil
                }
            }
        }
        """).members.initializers
        #expect(initializers.map(\.mayStopAt) == [nil])
    }
}
