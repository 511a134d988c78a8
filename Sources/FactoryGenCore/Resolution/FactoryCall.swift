#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `Factory<T>.provide()`, the value most slots are given: recognised, and drawn from an
/// `ArbitrarySource` instead, in one place.
///
/// The checks run for every slot of every candidate and every field of a type's variations, so
/// nothing is built for them: the type between the brackets is compared where it lies, in the
/// UTF-8, and `.provide()` is dropped by its bytes (by characters, it walked the whole expression).
///
/// ```swift
/// FactoryCall.isCall("Factory<Int>.provide()", of: "Factory")              // true
/// FactoryCall.isCall("Factory<Int>.provide()", of: "Factory", for: "Int?") // false
/// FactoryCall.drawn("Factory<Int>.provide()", factory: "Factory")          // "Factory<Int>.arbitrary(using: &source)"
/// FactoryCall.providedType(in: "Factory<[Int]>.provide()")                 // "[Int]"
/// ```
enum FactoryCall {
    private static let suffix = ">.provide()"
    private static let suffixBytes: StaticString = ">.provide()"

    /// Whether `value` is `factory<…>.provide()`, whatever the type.
    static func isCall(_ value: String, of factory: String) -> Bool {
        if let found = value.utf8.withContiguousStorageIfAvailable({ value in
            factory.utf8.withContiguousStorageIfAvailable { factory in matches(value, factory: factory, type: nil) }
        }), let found { return found }
        let bytes = value.utf8
        guard bytes.count > factory.utf8.count + suffix.utf8.count, value.hasPrefix(factory), value.hasSuffix(suffix) else { return false }
        return bytes[bytes.index(bytes.startIndex, offsetBy: factory.utf8.count)] == UInt8(ascii: "<")
    }

    /// Whether `value` is `factory<type>.provide()`.
    static func isCall(_ value: String, of factory: String, for type: String) -> Bool {
        if let found = value.utf8.withContiguousStorageIfAvailable({ value in
            factory.utf8.withContiguousStorageIfAvailable { factory in
                type.utf8.withContiguousStorageIfAvailable { type in matches(value, factory: factory, type: type) }
            }
        }), let found, let found { return found }
        return value.utf8.count == factory.utf8.count + 1 + type.utf8.count + suffix.utf8.count && isCall(value, of: factory)
            && value.utf8.dropFirst(factory.utf8.count + 1).prefix(type.utf8.count).elementsEqual(type.utf8)
    }

    /// `isCall` on the bytes where they lie (`type` `nil` for any type): the generic `hasPrefix`,
    /// `hasSuffix` and slices of `utf8` cost 2,000 instructions a call, and the checks run for
    /// every field of every type's variations.
    private static func matches(_ value: UnsafeBufferPointer<UInt8>, factory: UnsafeBufferPointer<UInt8>, type: UnsafeBufferPointer<UInt8>?) -> Bool {
        let tail = suffixBytes.utf8CodeUnitCount
        if let type {
            guard value.count == factory.count + 1 + type.count + tail else { return false }
        } else {
            guard value.count > factory.count + tail else { return false }
        }
        guard let start = value.baseAddress, value[factory.count] == UInt8(ascii: "<"),
              factory.isEmpty || memcmp(start, factory.baseAddress!, factory.count) == 0,
              memcmp(start + value.count - tail, suffixBytes.utf8Start, tail) == 0 else { return false }
        guard let type, !type.isEmpty else { return true }
        return memcmp(start + factory.count + 1, type.baseAddress!, type.count) == 0
    }

    /// `T` for a value `Factory<T>.provide()`, however the factory is spelled: the type a
    /// message names. Called for a field that cannot be provided, never on the hot path.
    static func providedType(in value: String) -> String? {
        guard value.hasSuffix(suffix), let open = value.firstIndex(of: "<") else { return nil }
        return String(value[value.index(after: open)..<value.index(value.endIndex, offsetBy: -suffix.count)])
    }

    /// `factory<…>.arbitrary(using: &source)` for `factory<…>.provide()`, drawn from the
    /// source; any other value as it is.
    static func drawn(_ value: String, factory: String) -> String {
        guard isCall(value, of: factory) else { return value }
        let provide = value.utf8.index(value.utf8.endIndex, offsetBy: -(suffix.utf8.count - 1))
        // A `String` first: `Substring + String` counted the characters of both.
        var drawn = String(value[..<provide])
        drawn += ".arbitrary(using: &source)"
        return drawn
    }
}
