import Foundation

/// What swiftc says about one file: its declaration outline and its errors.
struct SwiftcReference {
    var outline: DeclarationOutline
    /// `error:` lines from swiftc's diagnostics on the original file.
    var errors: [String]

    /// Runs `swiftc -frontend -dump-parse` on `file`.
    ///
    /// `-dump-parse` prints nothing of what is inside `#if` blocks, active or not, while our
    /// parser keeps every branch (with its condition). So the outline comes from a copy in
    /// which each directive line (`#if`, `#elseif`, `#else`, `#endif`) is replaced by spaces:
    /// every branch is then plain code at unchanged lines and columns. The original is still
    /// compiled, to check it is valid Swift.
    static func make(for file: FixtureCorpus.File) throws -> SwiftcReference {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fg-differential-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        // A dumped range is `[path:line:column - line:column]`: a path with a space in it (real
        // code has `Bitwise Ops.swift`) would hide every position, so such a file is read from a copy.
        let copyName = file.url.lastPathComponent.replacingOccurrences(of: " ", with: "_")
        var source = file.url
        if file.url.path.contains(" ") {
            source = directory.appendingPathComponent(copyName)
            try Data(file.bytes).write(to: source)
        }
        let original = try dumpParse(source)
        let errors = original.stderr.split(separator: "\n").filter { $0.contains(" error: ") }.map(String.init)

        let blanked = blankDirectives(file.bytes)
        var dump = original.stdout
        if !original.stdout.hasPrefix("(source_file") {
            throw SExpression.ReadError(message: "swiftc printed no tree for \(file.relativePath) (status \(original.status)):\n\(original.stderr)", offset: 0)
        }
        if blanked != file.bytes {
            let copy = directory.appendingPathComponent(copyName)
            try Data(blanked).write(to: copy)
            dump = try dumpParse(copy).stdout
        }
        let tree = try SExpression.read(Array(dump.utf8))
        return SwiftcReference(outline: SwiftcOutline.outline(of: tree, source: blanked), errors: errors)
    }

    private static func dumpParse(_ url: URL) throws -> Shell.Output {
        // Swift 6 mode, as the package: it enables bare `/regex/` literals.
        try Shell.run(Shell.swiftc, ["-frontend", "-dump-parse", "-swift-version", "6", url.path])
    }

    /// Replaces every line whose first token is a conditional-compilation directive with
    /// spaces, keeping line breaks so that positions do not move. A condition that continues
    /// inside parentheses (`#if (A ||` then `B)`) has its following lines blanked too.
    static func blankDirectives(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var lineStart = 0
        var openParentheses = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var first = lineStart
            while first < lineEnd, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            if openParentheses > 0 || isDirective(bytes[first..<lineEnd]) {
                for index in lineStart..<lineEnd where bytes[index] != 0x0D {
                    if bytes[index] == UInt8(ascii: "(") { openParentheses += 1 }
                    if bytes[index] == UInt8(ascii: ")") { openParentheses = max(openParentheses - 1, 0) }
                    result[index] = 0x20
                }
            }
            lineStart = lineEnd + 1
        }
        return result
    }

    private static func isDirective(_ line: ArraySlice<UInt8>) -> Bool {
        for keyword in ["#if", "#elseif", "#else", "#endif"] {
            let spelled = Array(keyword.utf8)
            guard line.starts(with: spelled) else { continue }
            let next = line.dropFirst(spelled.count).first
            // `#ifdef` is not `#if`; `#else` must not match the start of `#elseif`.
            if let next, next == UInt8(ascii: "_") || (next | 0x20 >= UInt8(ascii: "a") && next | 0x20 <= UInt8(ascii: "z")) || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")) {
                continue
            }
            return true
        }
        return false
    }
}
