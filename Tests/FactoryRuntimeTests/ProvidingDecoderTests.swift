import Foundation
@testable import FactoryRuntime
import Testing

/// `ProvidingDecoder` answers every request, and `CodingRebuild` sets one key of a value.
struct ProvidingDecoderTests {
    enum Shade: String, Codable, Providable {
        case teal, plum
        static func provide() -> Shade { .plum }
    }

    struct Swatch: Codable, Equatable {
        let name: String
        let shade: Shade
    }

    final class Palette: Decodable {
        let title: String
        let swatches: [Swatch]
        let byName: [String: Swatch]
        let main: Swatch
        let parent: Palette?
        let weight: Double
        let created: Date
    }

    /// Reads a fixed number of elements from an unkeyed container, and a nested keyed one.
    struct Pair: Decodable {
        let first: Int
        let second: String
        let depth: Int

        init(from decoder: any Decoder) throws {
            var elements = try decoder.unkeyedContainer()
            first = try elements.decode(Int.self)
            second = try elements.decode(String.self)
            let nested = try elements.nestedContainer(keyedBy: Key.self)
            depth = try nested.decode(Int.self, forKey: .depth)
        }

        enum Key: CodingKey { case depth }
    }

    struct Validated: Decodable {
        let code: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            code = try container.decode(String.self, forKey: .code)
            guard !code.isEmpty else {
                throw DecodingError.dataCorruptedError(forKey: .code, in: container, debugDescription: "an empty code")
            }
        }

        enum Key: CodingKey { case code }
    }

    final class Chain: Decodable {
        let next: Link
    }

    final class Link: Decodable {
        let chain: Chain
    }

    @Test func everyRequestGetsAProvidedValue() {
        let palette = ProvidingDecoder.decode(Palette.self)
        #expect(palette.title == "")
        #expect(palette.swatches.isEmpty)
        #expect(palette.byName.isEmpty)
        #expect(palette.parent == nil)
        #expect(palette.weight == 0)
        #expect(palette.created == Date(timeIntervalSince1970: 0))
        // A Providable value comes from its own factory, not from decoding "".
        #expect(palette.main == Swatch(name: "", shade: .plum))
    }

    @Test func anUnkeyedContainerStillAnswersFixedReads() {
        let pair = ProvidingDecoder.decode(Pair.self)
        #expect(pair.first == 0 && pair.second == "" && pair.depth == 0)
        #expect(ProvidingDecoder.decode([Int].self).isEmpty)
        #expect(ProvidingDecoder.decode(Int?.self) == nil)
    }

    @Test func aFailureNamesTheTypeAndTheCodingPath() {
        // Decoded again with "a" it is taken, as `decode` would take it; decoded once, it fails.
        #expect(ProvidingDecoder.canDecode(Validated.self))
        do {
            _ = try Validated(from: ProvidingDecoder(codingPath: []))
            Issue.record("an empty code was accepted")
        } catch {
            let message = ProvidingDecoder.message(for: error, decoding: Validated.self)
            #expect(message.contains("ProvidingDecoderTests.Validated"))
            #expect(message.contains("at 'code'"))
            #expect(message.contains("an empty code"))
            #expect(message.contains("extension FactoryRuntimeTests.ProvidingDecoderTests.Validated: Providable"))
            // A conformance for the failing value's own type is the other fix.
            #expect(message.contains("one for the type of the value at 'code', which decoding then takes from its provide()"))
        }
    }

    /// A method token, as HTTPTypes' `HTTPRequest.Method` decodes one: not empty.
    struct Method: Decodable {
        let token: String
        let note: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            token = try container.decode(String.self, forKey: .token)
            note = try container.decode(String?.self, forKey: .note)
            guard !token.isEmpty, token.allSatisfy(\.isLetter) else {
                throw DecodingError.dataCorruptedError(forKey: .token, in: container, debugDescription: "\"\(token)\" is not a method")
            }
        }

        enum Key: CodingKey { case token, note }
    }

    /// A timestamp that takes only an ISO 8601 date.
    struct Stamp: Decodable {
        let date: Date

        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let date = ISO8601DateFormatter().date(from: text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\"\(text)\" is not a date"))
            }
            self.date = date
        }
    }

    /// Refuses every text.
    struct Never: Decodable {
        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\"\(text)\" is refused"))
        }
    }

    struct Request: Decodable {
        let method: Method
        let stamp: Stamp
        let path: String
    }

    struct Doomed: Decodable {
        let path: String
        let never: Never
    }

    @Test func aValueThatRefusesTheEmptyTextIsDecodedAgainWithAnotherShape() {
        let request = ProvidingDecoder.decode(Request.self)
        #expect(request.method.token == "a")
        // An optional inside it is still absent, and the text outside it still empty.
        #expect(request.method.note == nil)
        #expect(request.path == "")
        #expect(request.stamp.date == Date(timeIntervalSince1970: 0))
    }

    /// A location that takes any text `URL(string:)` parses, as LanguageServerProtocol's
    /// `DocumentURI` does before it asserts (a trap no retry can catch) that it has a scheme.
    struct ResourceURI: Decodable {
        let url: URL

        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let url = URL(string: text), !text.isEmpty else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\"\(text)\" is not a URI"))
            }
            self.url = url
        }
    }

    /// The same check on a type whose name says nothing; the key it is decoded at does.
    struct Location: Decodable {
        let url: URL

        init(from decoder: any Decoder) throws {
            url = try ResourceURI(from: decoder).url
        }
    }

    /// A moment that takes any text and reads a date from it when it can.
    struct Moment: Decodable {
        let text: String
        let date: Date?

        init(from decoder: any Decoder) throws {
            text = try decoder.singleValueContainer().decode(String.self)
            guard !text.isEmpty else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no moment"))
            }
            date = ISO8601DateFormatter().date(from: text)
        }
    }

    struct Document: Decodable {
        let source: ResourceURI
        let homepageURL: Location
        let place: Location
        let updateTime: Moment
        let moment: Moment
    }

    @Test func theShapeATypeOrKeyNamesIsTriedFirst() {
        let document = ProvidingDecoder.decode(Document.self)
        // "a" parses as a URL without a scheme: the type's name, or the key's, asks for a URL.
        #expect(document.source.url.scheme == "https")
        #expect(document.homepageURL.url.scheme == "https")
        #expect(document.updateTime.date == Date(timeIntervalSince1970: 0))
        // Without a hint, the simplest shape still comes first.
        #expect(document.place.url.absoluteString == "a")
        #expect(document.moment.text == "a")
    }

    /// Another module's path type: one string, refused unless it starts with "/".
    struct RootedPath: Decodable {
        let text: String
        init(from decoder: any Decoder) throws {
            text = try decoder.singleValueContainer().decode(String.self)
            guard text.hasPrefix("/") else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not absolute"))
            }
        }
    }

    struct Checkout: Decodable {
        let projectPath: RootedPath
        let name: String
    }

    /// A value decoded alone (an enum's payload of another module's type) is retried with the
    /// other shapes too, and a path is one of them.
    @Test func aValueDecodedAloneTakesAnAbsolutePath() {
        #expect(ProvidingDecoder.decode(RootedPath.self).text == "/a")
        #expect(ProvidingDecoder.canDecode(RootedPath.self))
        #expect(ProvidingDecoder.decode(Checkout.self).projectPath.text == "/a")
        #expect(ProvidingDecoder.textShapes(hintedBy: ["AbsolutePath", ""]).first == "/a")
    }

    /// Another module's day of the calendar with no time zone: one string of year, month and
    /// day parted by "-", which refuses a whole timestamp as it refuses "".
    struct CalendarDay: Decodable {
        let parts: [Int]
        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            let parts = text.split(separator: "-", omittingEmptySubsequences: false).compactMap { Int($0) }
            guard parts.count == 3, text.split(separator: "-").count == 3 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is no day"))
            }
            self.parts = parts
        }
    }

    /// A time of day alone, hours, minutes and seconds parted by ":".
    struct ClockTime: Decodable {
        let parts: [Int]
        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            let parts = text.split(separator: ":").compactMap { Int($0) }
            guard parts.count == 3, text.split(separator: ":").count == 3 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is no time"))
            }
            self.parts = parts
        }
    }

    /// A type decoded whole, holding them under keys whose names hint at no shape.
    struct Booking: Decodable {
        let start: CalendarDay
        let doors: ClockTime
        let guest: String
    }

    /// A date or a time alone is a shape too: the timestamp is not enough for a type without
    /// a time zone (a CreateAPI client's `NaiveDate`, which trapped in the driver).
    @Test func aDayOrATimeAloneIsAShape() {
        let booking = ProvidingDecoder.decode(Booking.self)
        #expect(booking.start.parts == [1970, 1, 1])
        #expect(booking.doors.parts == [0, 0, 0])
        #expect(booking.guest == "")
        #expect(ProvidingDecoder.decode(CalendarDay.self).parts == [1970, 1, 1])
        // A key that names a date tries the shapes of time first, the whole timestamp first.
        #expect(ProvidingDecoder.textShapes(hintedBy: ["NaiveDate", "date"]).prefix(2) == ["1970-01-01T00:00:00Z", "1970-01-01"])
    }

    /// Another module's network address, decoded from one string by a `Decodable` extension
    /// that throws unless four dotted bytes parse, as a model's extension of Network's
    /// `IPv4Address` does; it refuses a word, a number, a time, a URL and a path alike.
    struct DottedAddress: Decodable {
        let bytes: [UInt8]
        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            let bytes = text.split(separator: ".", omittingEmptySubsequences: false).compactMap { UInt8($0) }
            guard bytes.count == 4, text.split(separator: ".", omittingEmptySubsequences: false).count == 4 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is no IPv4 address"))
            }
            self.bytes = bytes
        }
    }

    /// The same for IPv6, parsed by the C library: it takes no time of day ("00:00:00").
    struct ColonAddress: Decodable {
        let text: String
        init(from decoder: any Decoder) throws {
            text = try decoder.singleValueContainer().decode(String.self)
            var address = in6_addr()
            guard inet_pton(AF_INET6, text, &address) == 1 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is no IPv6 address"))
            }
        }
    }

    struct Endpoint: Decodable {
        let gateway: DottedAddress
        let fallback: ColonAddress
        let port: UInt16
    }

    /// A strictly parsed IP address is a shape too (mullvadvpn-app's endpoints, which hold
    /// Network's addresses decoded through the app's own extension, trapped in the driver), and
    /// a key that says IP tries the addresses first.
    @Test func anIPAddressIsAShape() {
        let endpoint = ProvidingDecoder.decode(Endpoint.self)
        #expect(endpoint.gateway.bytes == [127, 0, 0, 1])
        #expect(endpoint.fallback.text == "::1")
        #expect(ProvidingDecoder.decode(DottedAddress.self).bytes == [127, 0, 0, 1])
        #expect(ProvidingDecoder.textShapes(hintedBy: ["Address", "ipv4Gateway"]).prefix(2) == ["127.0.0.1", "::1"])
        #expect(ProvidingDecoder.textShapes(hintedBy: ["Address", "gateway"]).first == "a")
    }

    /// Another module's enum with `String` raw values, which the models name a case of.
    enum Weather: String, Decodable { case sunny, overcast }

    /// The texts a call passes go first: a raw-value enum takes a case's name, which none of
    /// the made-up shapes is; a text that is no case is only refused.
    @Test func theTextsACallPassesAreTriedFirst() {
        #expect(!ProvidingDecoder.canDecode(Weather.self))
        #expect(ProvidingDecoder.decode(Weather.self, texts: ["overcast"]) == .overcast)
        #expect(ProvidingDecoder.decode(Weather.self, texts: ["windy", "sunny"]) == .sunny)
    }

    @Test func namesAreSplitIntoWords() {
        #expect(ProvidingDecoder.words(of: "DocumentURI") == ["document", "uri"])
        #expect(ProvidingDecoder.words(of: "homepageURLString") == ["homepage", "url", "string"])
        #expect(ProvidingDecoder.words(of: "avatar_url") == ["avatar", "url"])
        #expect(ProvidingDecoder.words(of: "Outer.Wrapper<Security>") == ["outer", "wrapper", "security"])
        // A word that only contains a hint is no hint: "security" holds "uri".
        #expect(ProvidingDecoder.textShapes(hintedBy: ["Security"]) == ProvidingDecoder.textShapes)
        #expect(ProvidingDecoder.textShapes(hintedBy: ["Link", "x"]).first == "https://example.com")
    }

    @Test func aValueThatRefusesEveryShapeFailsWithItsFirstRefusal() {
        #expect(!ProvidingDecoder.canDecode(Doomed.self))
        do {
            _ = try Doomed(from: ProvidingDecoder(codingPath: []))
            Issue.record("a value that refuses every text was decoded")
        } catch {
            let message = ProvidingDecoder.message(for: error, decoding: Doomed.self)
            #expect(message.contains("at 'never'"))
            #expect(message.contains(#""" is refused"#))
        }
    }

    @Test func aReferenceCycleStopsWithAMessageInsteadOfOverflowing() {
        #expect(!ProvidingDecoder.canDecode(Chain.self))
        do {
            _ = try ProvidingDecoder.nested(Chain.self) { try Chain(from: ProvidingDecoder(codingPath: [])) }
        } catch {
            #expect(ProvidingDecoder.message(for: error, decoding: Chain.self).contains("more than 64 levels"))
        }
    }

    /// A thread's provided `reply` is a `Reply?`, and a reply's hand-written `init(from:)`
    /// decodes a whole thread, not an optional one: neither is an optional back-reference that
    /// the decoder itself could answer with `nil`.
    final class Thread: Codable, Providable {
        let title: String
        let reply: Reply?

        init(title: String, reply: Reply?) {
            self.title = title
            self.reply = reply
        }

        static func provide() -> Thread { Thread(title: "", reply: Factory<Reply?>.provide()) }
    }

    struct Reply: Codable, Providable {
        let thread: Thread?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            thread = try? container.decode(Thread.self, forKey: .thread)
        }

        func encode(to encoder: any Encoder) throws {}

        static func provide() -> Reply { ProvidingDecoder.decode(Reply.self) }

        enum Key: CodingKey { case thread }
    }

    @Test func anOptionalLeadingBackToATypeBeingDecodedIsNil() {
        // Thread → Reply? → (decoding) Thread → Reply?: the second `Reply?` is `nil`.
        let thread = Factory<Thread>.provide()
        #expect(thread.reply?.thread?.reply == nil)
        #expect(thread.reply?.thread != nil)
        let reply = Factory<Reply>.provide()
        #expect(reply.thread?.reply == nil)
        // Outside any decoding, an optional is present, as always.
        #expect(Factory<Shade?>.provide() == .plum)
    }

    struct Ticket: Codable, Equatable {
        let seat: String
        let price: Double
        let issued: Date
        let note: String?
        let tags: [String]

        enum CodingKeys: String, CodingKey {
            case seat = "seat_code", price, issued, note, tags
        }
    }

    @Test func rebuildingSetsOneKeyAndKeepsTheOthersExactly() {
        let ticket = Ticket(seat: "A1", price: 0.1 + 0.2, issued: Date(timeIntervalSince1970: 1.5), note: "aisle", tags: ["x"])
        let moved = CodingRebuild.replacing("seat_code", with: "B2", in: ticket)
        #expect(moved == Ticket(seat: "B2", price: 0.1 + 0.2, issued: Date(timeIntervalSince1970: 1.5), note: "aisle", tags: ["x"]))
        let cleared = CodingRebuild.replacing("note", with: String?.none, in: ticket)
        #expect(cleared.note == nil)
        let noted = CodingRebuild.replacing("note", with: String?.some("window"), in: cleared)
        #expect(noted.note == "window")
        #expect(CodingRebuild.replacing("tags", with: [String](), in: ticket).tags == [])
    }

    /// A hand-written coding that nests its values: rebuilding replays the nested containers.
    struct Window: Codable, Equatable {
        let width: Int
        let height: Int
        let title: String

        enum Keys: String, CodingKey { case size, title }
        enum SizeKeys: String, CodingKey { case width, height }

        init(width: Int, height: Int, title: String) {
            self.width = width
            self.height = height
            self.title = title
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            let size = try container.nestedContainer(keyedBy: SizeKeys.self, forKey: .size)
            width = try size.decode(Int.self, forKey: .width)
            height = try size.decode(Int.self, forKey: .height)
            title = try container.decode(String.self, forKey: .title)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var size = container.nestedContainer(keyedBy: SizeKeys.self, forKey: .size)
            try size.encode(width, forKey: .width)
            try size.encode(height, forKey: .height)
            try container.encode(title, forKey: .title)
        }
    }

    @Test func rebuildingReplaysNestedContainers() {
        let window = Window(width: 3, height: 4, title: "main")
        #expect(CodingRebuild.replacing("title", with: "side", in: window) == Window(width: 3, height: 4, title: "side"))
    }
}

extension ProvidingDecoderTests {
    final class TreeNode: Decodable, Providable {
        let label: String
        let children: [TreeNode]
        let parent: TreeNode?

        static func provide() -> TreeNode { ProvidingDecoder.decode(TreeNode.self) }
    }

    @Test func collectionsDecodeEmptySoATreeEnds() {
        let node = Factory<TreeNode>.provide()
        #expect(node.children.isEmpty && node.parent == nil)
    }
}
