#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether `text` occurs in the string, compared byte for byte in UTF-8.
    ///
    /// ```swift
    /// "@available(*, deprecated)".containsBytes("deprecated") // true
    /// "any P & Q".containsBytes("&")                          // true
    /// ```
    ///
    /// For the words and operators of Swift source. `"…".contains("…")` calls Foundation's
    /// `contains` wherever Foundation is imported, which compares through UTF-16 with Unicode
    /// equivalence: 7,000 instructions a call on a short attribute, 30,000 on a long expression.
    /// An empty `text` is never found, as with Foundation's.
    func containsBytes(_ text: String) -> Bool {
        var whole = self, part = text
        return whole.withUTF8 { whole in part.withUTF8 { part in Self.offset(of: part, in: whole, from: 0) != nil } }
    }

    /// Whether `identifier` occurs in the string as a whole word: not next to a letter, a digit
    /// or `_`.
    ///
    /// ```swift
    /// "[String: Part]".containsWord("Part") // true
    /// "PartList".containsWord("Part")       // false
    /// ```
    func containsWord(_ identifier: String) -> Bool {
        var whole = self, part = identifier
        return whole.withUTF8 { whole in
            part.withUTF8 { part in
                // The lexer's class: bytes past ASCII are letters of some identifier.
                func isWordByte(_ byte: UInt8) -> Bool { CharacterClass.table[Int(byte)] & CharacterClass.identifierContinue != 0 }
                var start = 0
                while let found = Self.offset(of: part, in: whole, from: start) {
                    let end = found + part.count
                    if (found == 0 || !isWordByte(whole[found - 1])) && (end == whole.count || !isWordByte(whole[end])) { return true }
                    start = found + 1
                }
                return false
            }
        }
    }

    /// The string with every occurrence of `target`, which is not empty, replaced by
    /// `replacement`, compared byte for byte in UTF-8 from the start, as `containsBytes` does.
    ///
    /// ```swift
    /// #"a"b\"#.replacingBytes(of: "\"", with: "\\\"") // a\"b\
    /// ```
    ///
    /// Foundation's `replacingOccurrences` goes through `NSString`: 1.4 M instructions for the
    /// coding keys of TootSDK's models, and the pages of Foundation's code it touches.
    func replacingBytes(of target: String, with replacement: String) -> String {
        var whole = self, part = target, with = replacement
        return whole.withUTF8 { whole in
            part.withUTF8 { part in
                guard var found = Self.offset(of: part, in: whole, from: 0) else { return self }
                return with.withUTF8 { with in
                    var output: [UInt8] = []
                    output.reserveCapacity(whole.count + with.count)
                    var start = 0
                    while true {
                        output.append(contentsOf: UnsafeBufferPointer(rebasing: whole[start..<found]))
                        output.append(contentsOf: with)
                        start = found + part.count
                        guard let next = Self.offset(of: part, in: whole, from: start) else { break }
                        found = next
                    }
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: whole[start...]))
                    return String(decoding: output, as: UTF8.self)
                }
            }
        }
    }

    /// Where `part`, which is not empty, first occurs in `whole` at or after `start`: `memchr`
    /// finds each place its first byte is, and `memcmp` compares the rest.
    private static func offset(of part: UnsafeBufferPointer<UInt8>, in whole: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard !part.isEmpty, part.count <= whole.count, let base = whole.baseAddress else { return nil }
        let last = whole.count - part.count
        var start = start
        while start <= last {
            guard let found = memchr(base + start, Int32(part[0]), last - start + 1) else { return nil }
            let offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            if memcmp(base + offset, part.baseAddress!, part.count) == 0 { return offset }
            start = offset + 1
        }
        return nil
    }
}
