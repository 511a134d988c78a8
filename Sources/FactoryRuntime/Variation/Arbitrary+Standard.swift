import Foundation

// The standard types' arbitrary values: mostly the edges where bugs live (zero, one, the
// extremes, the empty string, characters outside ASCII), otherwise spread over a plain range.

// These extend the numeric protocols, not `Providable`: a constrained extension of `Providable`
// offers its `arbitrary(using:)` as a candidate witness to every conformance, and the compiler
// checks `Self: FixedWidthInteger` / `Self: BinaryFloatingPoint` for each generated model type.
// That was about half of each conformance's cost (callgrind, on the type-check of a generated
// file: 0.84 M instructions a conformance). Here only numeric types see them; they still win
// over `Providable`'s default, being the more constrained.
extension FixedWidthInteger where Self: Providable {
    /// `0`, `1`, `-1`, `min` or `max` half of the time; otherwise within ±100, or anywhere.
    public static func arbitrary(using source: inout ArbitrarySource) -> Self {
        switch source.choose(4) {
        case 0, 1:
            let edges: [Self] = Self.isSigned ? [0, 1, -1, .min, .max] : [0, 1, .min, .max]
            return source.pick(from: edges) ?? 0
        case 2:
            let small = source.choose(201) - 100
            return Self(clamping: Self.isSigned ? small : abs(small))
        default:
            return Self(truncatingIfNeeded: source.generator.next())
        }
    }
}

extension BinaryFloatingPoint where Self: Providable, Self.RawSignificand: FixedWidthInteger {
    /// An edge half of the time (`0`, `-0`, `±1`, `0.1`, the largest and smallest magnitudes,
    /// `±infinity`), otherwise within ±1,000. Never NaN, which is not equal to itself: a lens
    /// law or an `==` in a test would fail for that reason alone.
    public static func arbitrary(using source: inout ArbitrarySource) -> Self {
        if source.choose(2) == 0 {
            let edges: [Self] = [0, -0.0, 1, -1, 0.1, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity, -.infinity]
            return source.pick(from: edges) ?? 0
        }
        return Self.random(in: -1_000...1_000, using: &source.generator)
    }
}

extension Bool {
    /// `false` or `true`.
    public static func arbitrary(using source: inout ArbitrarySource) -> Bool { source.choose(2) == 1 }
}

extension String {
    /// Texts that break code: empty, blank, a combining accent, an emoji family, right to left,
    /// long; otherwise up to 16 characters of a mixed alphabet.
    public static func arbitrary(using source: inout ArbitrarySource) -> String {
        if source.choose(2) == 0 {
            return source.pick(from: edgeTexts) ?? ""
        }
        let count = source.choose(17)
        return String((0..<count).map { _ in source.pick(from: alphabet) ?? "a" })
    }

    private static let edgeTexts = [
        "", " ", "a", "0", "é", "e\u{301}", "👩‍👩‍👧", "日本語", "עברית", "line\nbreak", "\"quoted\"", "null",
        String(repeating: "long ", count: 64),
    ]

    fileprivate static let alphabet: [Character] = Array("abcXYZ019 _-.@/éßø漢字ك😀")
}

extension Substring {
    /// An arbitrary `String`, as a substring.
    public static func arbitrary(using source: inout ArbitrarySource) -> Substring {
        Substring(String.arbitrary(using: &source))
    }
}

extension Character {
    /// A letter, digit, space, accented letter, ideograph or emoji.
    public static func arbitrary(using source: inout ArbitrarySource) -> Character {
        source.pick(from: String.alphabet) ?? "a"
    }
}

extension Optional where Wrapped: Providable {
    /// `nil` a quarter of the time, and always once the depth budget is spent; otherwise an
    /// arbitrary `Wrapped`.
    public static func arbitrary(using source: inout ArbitrarySource) -> Wrapped? {
        source.nested(or: nil) { source in source.choose(4) == 0 ? nil : Wrapped.arbitrary(using: &source) }
    }
}

extension Array where Element: Providable {
    /// Mostly empty or short (``ArbitrarySource/collectionCount()``), of arbitrary elements.
    public static func arbitrary(using source: inout ArbitrarySource) -> [Element] {
        source.nested(or: []) { source in
            (0..<source.collectionCount()).map { _ in Element.arbitrary(using: &source) }
        }
    }
}

extension ArraySlice where Element: Providable {
    /// An arbitrary `[Element]`, as a slice.
    public static func arbitrary(using source: inout ArbitrarySource) -> ArraySlice<Element> {
        ArraySlice([Element].arbitrary(using: &source))
    }
}

extension ContiguousArray where Element: Providable {
    /// An arbitrary `[Element]`, stored contiguously.
    public static func arbitrary(using source: inout ArbitrarySource) -> ContiguousArray<Element> {
        ContiguousArray([Element].arbitrary(using: &source))
    }
}

extension Set where Element: Providable {
    /// The distinct elements of an arbitrary `[Element]`.
    public static func arbitrary(using source: inout ArbitrarySource) -> Set<Element> {
        Set([Element].arbitrary(using: &source))
    }
}

extension Dictionary where Key: Providable, Value: Providable {
    /// Arbitrary pairs; of two equal keys, the first is kept.
    public static func arbitrary(using source: inout ArbitrarySource) -> [Key: Value] {
        source.nested(or: [:]) { source in
            let pairs = (0..<source.collectionCount()).map { _ in (Key.arbitrary(using: &source), Value.arbitrary(using: &source)) }
            return Dictionary(pairs) { first, _ in first }
        }
    }
}

extension Date {
    /// The epoch, a leap day, the distant past or future half of the time; otherwise within
    /// a century either side of 2000. Never today: the value depends on the seed alone.
    public static func arbitrary(using source: inout ArbitrarySource) -> Date {
        if source.choose(2) == 0 {
            let edges = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 951_782_400), .distantPast, .distantFuture]
            return source.pick(from: edges) ?? Date(timeIntervalSince1970: 0)
        }
        let century = 3_155_760_000.0
        return Date(timeIntervalSinceReferenceDate: Double.random(in: -century...century, using: &source.generator))
    }
}

extension UUID {
    /// Sixteen bytes from the generator.
    public static func arbitrary(using source: inout ArbitrarySource) -> UUID {
        let high = source.generator.next()
        let low = source.generator.next()
        func byte(_ word: UInt64, _ index: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: word >> (8 * index)) }
        return UUID(uuid: (
            byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5), byte(high, 6), byte(high, 7),
            byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3), byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
        ))
    }
}

extension Data {
    /// Mostly empty or a few bytes.
    public static func arbitrary(using source: inout ArbitrarySource) -> Data {
        Data((0..<source.collectionCount() * 4).map { _ in UInt8(truncatingIfNeeded: source.generator.next()) })
    }
}

extension IndexSet {
    /// Mostly empty or a few indexes below 64, where ranges merge and split.
    public static func arbitrary(using source: inout ArbitrarySource) -> IndexSet {
        IndexSet((0..<source.collectionCount() * 2).map { _ in source.choose(64) })
    }
}

extension DispatchTimeInterval {
    /// An edge half of the time (zero, a nanosecond, a millisecond, a second, `.never`);
    /// otherwise up to a day, in one of the four units.
    public static func arbitrary(using source: inout ArbitrarySource) -> DispatchTimeInterval {
        if source.choose(2) == 0 {
            return source.pick(from: [.seconds(0), .nanoseconds(1), .milliseconds(1), .seconds(1), .never]) ?? provide()
        }
        let seconds = source.choose(86_401)
        switch source.choose(4) {
        case 0: return .seconds(seconds)
        case 1: return .milliseconds(seconds * 1_000)
        case 2: return .microseconds(seconds * 1_000_000)
        default: return .nanoseconds(seconds * 1_000_000_000)
        }
    }
}

extension CharacterSet {
    /// Mostly empty or a few characters of the arbitrary strings' alphabet.
    public static func arbitrary(using source: inout ArbitrarySource) -> CharacterSet {
        CharacterSet(charactersIn: String((0..<source.collectionCount()).map { _ in Character.arbitrary(using: &source) }))
    }
}
