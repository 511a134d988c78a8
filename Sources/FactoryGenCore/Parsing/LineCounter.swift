#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns byte offsets into 1-based line and column numbers, counting line breaks the way
/// swiftc does (`\n`, `\r\n`, lone `\r`).
///
/// It remembers the last position asked for and scans forward from there, so asking in source
/// order, as the parser does, costs one pass over the file in total, and nothing for files that
/// declare nothing. Files without `\r` (almost all) are scanned with `memchr`.
struct LineCounter {
    private let text: UnsafePointer<UInt8>
    private let count: Int
    private let hasCarriageReturns: Bool
    /// The offset the cursor is at, the line it is on, and where that line starts.
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    init(text: UnsafePointer<UInt8>, count: Int) {
        self.text = text
        self.count = count
        hasCarriageReturns = count > 0 && memchr(text, 13, count) != nil
    }

    mutating func position(of target: Int) -> (line: Int, column: Int) {
        let target = min(max(target, 0), count)
        if target < lineStart {
            // Rare (diagnostics out of order): start over rather than scan backwards.
            offset = 0
            line = 1
            lineStart = 0
        }
        if hasCarriageReturns {
            scanBytes(to: target)
        } else {
            while offset < target {
                guard let found = memchr(text + offset, 10, target - offset) else {
                    offset = target
                    break
                }
                let newline = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - text
                line += 1
                lineStart = newline + 1
                offset = newline + 1
            }
        }
        if offset > target {
            // The target is on the current line, before the cursor.
            offset = max(target, lineStart)
        }
        return (line, target - lineStart + 1)
    }

    private mutating func scanBytes(to target: Int) {
        while offset < target {
            let byte = text[offset]
            offset += 1
            if byte == 10 || (byte == 13 && (offset >= count || text[offset] != 10)) {
                line += 1
                lineStart = offset
            }
        }
    }
}
