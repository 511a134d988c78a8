import FactoryGenCore
import FactoryRuntime
import Foundation
import Testing

/// Every standard default: its documented value (README, runtime section), built without crashing.
struct StandardDefaultsTests {
    @Test func integersAreZero() {
        #expect(Factory<Int>.provide() == 0)
        #expect(Factory<Int8>.provide() == 0)
        #expect(Factory<Int16>.provide() == 0)
        #expect(Factory<Int32>.provide() == 0)
        #expect(Factory<Int64>.provide() == 0)
        #expect(Factory<UInt>.provide() == 0)
        #expect(Factory<UInt8>.provide() == 0)
        #expect(Factory<UInt16>.provide() == 0)
        #expect(Factory<UInt32>.provide() == 0)
        #expect(Factory<UInt64>.provide() == 0)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            #expect(Factory<Int128>.provide() == 0)
            #expect(Factory<UInt128>.provide() == 0)
        }
    }

    @Test func numbersAndBool() {
        #expect(Factory<Float>.provide() == 0)
        #expect(Factory<Double>.provide() == 0)
        #expect(Factory<Decimal>.provide() == 0)
        #expect(Factory<Bool>.provide() == false)
    }

    @Test func text() {
        #expect(Factory<String>.provide() == "")
        #expect(Factory<Substring>.provide() == "")
        #expect(Factory<StaticString>.provide().description == "")
        #expect(Factory<Character>.provide() == "a")
        #expect(Factory<Unicode.Scalar>.provide() == "a")
    }

    @Test func foundationValues() {
        #expect(Factory<Data>.provide().isEmpty)
        #expect(Factory<Date>.provide().timeIntervalSince1970 == 0)
        #expect(Factory<URL>.provide().absoluteString == "https://example.com")
        #expect(Factory<URL>.provide().host == "example.com")
        #expect(Factory<UUID>.provide().uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(Factory<IndexSet>.provide().isEmpty)
        #expect(Factory<IndexSet>.variants() == [[], [0]])
        #expect(Factory<CharacterSet>.provide().isEmpty)
        #expect(Factory<CharacterSet>.variants().last == CharacterSet(charactersIn: "a"))
        #expect(Factory<PersonNameComponents>.provide() == PersonNameComponents())
    }

    @Test func codingErrorsAreAtTheTopLevel() {
        guard case .dataCorrupted(let decoding) = Factory<DecodingError>.provide() else {
            Issue.record("not .dataCorrupted")
            return
        }
        #expect(decoding.codingPath.isEmpty && decoding.debugDescription.isEmpty)
        guard case .invalidValue(let value, let encoding) = Factory<EncodingError>.provide() else {
            Issue.record("not .invalidValue")
            return
        }
        #expect(value as? String == "" && encoding.codingPath.isEmpty)
    }

    @Test func placeAndTimeAreNotTheMachines() {
        #expect(Factory<Locale>.provide().identifier == "en_US_POSIX")
        #expect(Factory<TimeZone>.provide().secondsFromGMT(for: Date()) == 0)
        let calendar = Factory<Calendar>.provide()
        #expect(calendar.identifier == .gregorian)
        #expect(calendar.timeZone == Factory<TimeZone>.provide())
        #expect(calendar.locale == Factory<Locale>.provide())
        #expect(calendar.component(.hour, from: Factory<Date>.provide()) == 0)
    }

    @Test func containersHoldOneProvidedValue() {
        #expect(Factory<Int?>.provide() == .some(0))
        #expect(Factory<String??>.provide() == .some(.some("")))
        #expect(Factory<[Int]>.provide() == [0])
        #expect(Factory<Set<String>>.provide() == [""])
        #expect(Factory<[String: Int]>.provide() == ["": 0])
        #expect(Factory<[String: [Int?]]>.provide() == ["": [0]])
    }

    @Test func resultSucceeds() throws {
        let result = Factory<Result<[Int], any Error>>.provide()
        #expect(try result.get() == [0])
    }

    @Test func rangesSitAtTheDefaultBound() {
        let closed = Factory<ClosedRange<Int>>.provide()
        #expect(closed == 0...0)
        #expect(closed.count == 1)
        let open = Factory<Range<Double>>.provide()
        #expect(open == 0.0..<0.0)
        #expect(open.isEmpty)
    }

    @Test func theProvidedErrorSaysWhatItIs() {
        let error: any Error = Factory<ProvidedError>.provide()
        #expect("\(error)" == "ProvidedError: an error provided by factorygen")
        #expect(error as? ProvidedError == ProvidedError())
        #expect(Factory<AnyHashable>.provide() == AnyHashable(""))
    }

    @Test func theProvidedCodingKeyIsNamedKey() {
        let key: any CodingKey = Factory<ProvidedCodingKey>.provide()
        #expect(key.stringValue == "key")
        #expect(key.intValue == nil)
        #expect(ProvidedCodingKey(intValue: 3)?.stringValue == "3")
        #expect(ProvidedCodingKey(stringValue: "name") == ProvidedCodingKey("name"))
    }

    @Test func theProvidedObjectIsAFreshObject() {
        let first = Factory<ProvidedObject>.provide()
        let second = Factory<ProvidedObject>.provide()
        #expect(ObjectIdentifier(first) != ObjectIdentifier(second))
        #expect(ProvidedObject().description == "ProvidedObject")
    }

    @Test func theProvidedNumberIsZeroForEverySubclass() {
        #expect(Factory<NSNumber>.provide() == NSNumber(value: 0))
        #expect(Factory<NSDecimalNumber>.provide() == NSDecimalNumber.zero)
    }

    @Test func aProvidedStreamHasFinished() async throws {
        var received = 0
        for await _ in Factory<AsyncStream<Int>>.provide() { received += 1 }
        for try await _ in Factory<AsyncThrowingStream<String, any Error>>.provide() { received += 1 }
        #expect(received == 0)
    }

    @Test func defaultsAreTheSameEveryCall() {
        #expect(Factory<UUID>.provide() == Factory<UUID>.provide())
        #expect(Factory<Date>.provide() == Factory<Date>.provide())
        if #available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *) {
            #expect(Factory<Duration>.provide() == .zero)
            #expect(Factory<Duration>.arbitrary(seed: 7) == Factory<Duration>.arbitrary(seed: 7))
        }
        #expect(Factory<Member>.provide() == Factory<Member>.provide())
        #expect(Factory<DispatchTimeInterval>.provide() == .seconds(0))
        #expect(Factory<ObjectIdentifier>.provide() == Factory<ObjectIdentifier>.provide())
        #expect(Factory<ObjectIdentifier>.provide() != ObjectIdentifier(ProvidedObject()))
        #expect(Factory<DispatchTimeInterval>.variants() == [.seconds(0), .milliseconds(1), .seconds(1), .never])
        #expect(Factory<DispatchTimeInterval>.arbitrary(seed: 7) == Factory<DispatchTimeInterval>.arbitrary(seed: 7))
    }

    /// One instance of each standard type (generic ones with `Int` arguments). Typed as
    /// `any Providable.Type`, so an entry that does not conform does not compile.
    static var conformingTypes: [String: any Providable.Type] {
        var types: [String: any Providable.Type] = [
            "Int": Int.self, "Int8": Int8.self, "Int16": Int16.self, "Int32": Int32.self, "Int64": Int64.self,
            "UInt": UInt.self, "UInt8": UInt8.self, "UInt16": UInt16.self, "UInt32": UInt32.self, "UInt64": UInt64.self,
            "Float": Float.self, "Double": Double.self, "Bool": Bool.self,
            "String": String.self, "Substring": Substring.self, "StaticString": StaticString.self, "Character": Character.self, "String.Index": String.Index.self,
            "Unicode.Scalar": Unicode.Scalar.self,
            "Data": Data.self, "Date": Date.self, "URL": URL.self, "UUID": UUID.self, "Decimal": Decimal.self,
            "NSNumber": NSNumber.self, "NSRange": NSRange.self, "DateComponents": DateComponents.self,
            "IndexSet": IndexSet.self, "CharacterSet": CharacterSet.self, "Locale": Locale.self, "TimeZone": TimeZone.self,
            "Calendar": Calendar.self, "PersonNameComponents": PersonNameComponents.self, "DispatchTimeInterval": DispatchTimeInterval.self,
            "Optional": Int?.self, "Array": [Int].self, "ArraySlice": ArraySlice<Int>.self,
            "ContiguousArray": ContiguousArray<Int>.self, "Set": Set<Int>.self, "Dictionary": [Int: Int].self,
            "Result": Result<Int, any Error>.self, "ClosedRange": ClosedRange<Int>.self, "Range": Range<Int>.self,
            "AnyHashable": AnyHashable.self, "DecodingError": DecodingError.self, "EncodingError": EncodingError.self,
            "CGFloat": CGFloat.self, "CGPoint": CGPoint.self, "CGSize": CGSize.self, "CGRect": CGRect.self,
            "AsyncStream": AsyncStream<Int>.self, "AsyncThrowingStream": AsyncThrowingStream<Int, any Error>.self,
            "ObjectIdentifier": ObjectIdentifier.self,
        ]
        if #available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *) {
            types["Duration"] = Duration.self
        }
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            types["Int128"] = Int128.self
            types["UInt128"] = UInt128.self
        }
        return types
    }

    @Test func exactlyTheStandardListConforms() {
        let listed = Set(StandardProvidableTypes.arity.keys)
        let conforming = Set(Self.conformingTypes.keys)
        #expect(listed.subtracting(conforming).sorted() == [], "listed as standard but not checked to conform")
        #expect(conforming.subtracting(listed).sorted() == [], "conforming but missing from StandardProvidableTypes")
    }

    @Test(arguments: StandardProvidableTypes.arity.keys.sorted())
    func everyStandardTypeProvidesWithoutCrashing(name: String) throws {
        let type = try #require(Self.conformingTypes[name])
        let value = type.provide()
        #expect(ObjectIdentifier(Swift.type(of: value)) == ObjectIdentifier(type))
        // The checked instance is `Name<Int, …>`: its argument count is the listed arity.
        let spelled = String(describing: type)
        // `NSRange` is a typealias of the struct `_NSRange`.
        // `String.Index` describes itself as `Index`.
        #expect(spelled == name || spelled.hasPrefix(name + "<") || spelled == "_" + name || name.hasSuffix("." + spelled))
        let arguments = spelled.contains("<") ? spelled.filter { $0 == "," }.count + 1 : 0
        #expect(arguments == StandardProvidableTypes.arity[name])
    }

    /// The laws a generated conformance is held to, for each standard type that is `Equatable`
    /// (all but `Result`): the same value every call, `provide()` first among the variants, and
    /// the same arbitrary value for the same seed.
    @Test(arguments: StandardProvidableTypes.arity.keys.sorted())
    func everyEquatableStandardTypeObeysTheLaws(name: String) throws {
        let type = try #require(Self.conformingTypes[name])
        guard let equatable = type as? any (Providable & Equatable).Type else { return }
        #expect(Self.brokenLaws(of: equatable) == [])
    }

    private static func brokenLaws<T: Providable & Equatable>(of type: T.Type) -> [String] {
        var broken: [String] = []
        if T.provide() != T.provide() { broken.append("provide() varies") }
        if T.variants().first != T.provide() { broken.append("variants() do not start with provide()") }
        for seed in 0..<50 as Range<UInt64> where Factory<T>.arbitrary(seed: seed) != Factory<T>.arbitrary(seed: seed) {
            broken.append("arbitrary(seed: \(seed)) varies")
        }
        return broken
    }
}
