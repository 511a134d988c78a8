/// Which targets of a package manifest are built with main-actor default isolation, read from
/// the manifest's text: `swiftSettings: [.defaultIsolation(MainActor.self)]`, or the flag
/// itself through `.unsafeFlags(["-default-isolation", "MainActor"])`, written in the target's
/// declaration or in a `let` it names (`swiftSettings: appSettings`).
///
/// Plugins get no target's Swift settings from SwiftPM and cannot link FactoryGenCore, so the
/// build plugins compile this file too (a symbolic link); it uses the standard library alone.
///
/// ```swift
/// let manifest = #"targets: [.target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)])]"#
/// ManifestIsolation(manifest: manifest).isMainActor(target: "App") // true
/// ```
public struct ManifestIsolation {
    /// The manifest with comments removed and whitespace outside string literals dropped, so
    /// that a pattern matches however the settings are laid out.
    private let code: [Character]

    public init(manifest: String) {
        code = Self.compact(manifest)
    }

    /// Whether the target named `target` is declared with main-actor default isolation.
    public func isMainActor(target: String) -> Bool {
        let name = Array("name:\"\(target)\"")
        for start in occurrences(of: name) {
            guard let call = enclosingCall(at: start) else { continue }
            let declaration = Array(code[call])
            if Self.setsMainActor(declaration) { return true }
            for setting in namedSettings(in: declaration) where Self.setsMainActor(setting) { return true }
        }
        return false
    }

    private static func setsMainActor(_ text: [Character]) -> Bool {
        let written = String(text)
        return written.contains(".defaultIsolation(MainActor.self)")
            || written.contains("\"-default-isolation\",\"MainActor\"")
    }

    /// The values of the `let`s or `var`s that `swiftSettings:` names in a declaration.
    private func namedSettings(in declaration: [Character]) -> [[Character]] {
        let label = Array("swiftSettings:")
        return Self.indices(of: label, in: declaration).compactMap { start -> [Character]? in
            var end = start + label.count
            while end < declaration.count, declaration[end].isLetter || declaration[end].isNumber || declaration[end] == "_" { end += 1 }
            let name = String(declaration[(start + label.count)..<end])
            guard !name.isEmpty else { return nil }
            for keyword in ["let", "var"] {
                // Whitespace is gone: `let appSettings: [SwiftSetting] = [...]` reads `letappSettings:…`.
                for found in occurrences(of: Array(keyword + name)) {
                    let after = found + keyword.count + name.count
                    guard after < code.count, code[after] == "=" || code[after] == ":" else { continue }
                    // Past the type annotation (`[SwiftSetting]`) to the value.
                    var index = after
                    while index < code.count, code[index] != "=" { index += 1 }
                    while index < code.count, code[index] != "[" { index += 1 }
                    guard let close = matching(from: index, open: "[", close: "]") else { continue }
                    return Array(code[index...close])
                }
            }
            return nil
        }
    }

    /// The call (`.target(…)`) whose parentheses enclose `position`.
    private func enclosingCall(at position: Int) -> ClosedRange<Int>? {
        var depth = 0
        var index = position
        while index > 0 {
            index -= 1
            switch code[index] {
            case ")": depth += 1
            case "(":
                if depth == 0 {
                    return matching(from: index, open: "(", close: ")").map { index...$0 }
                }
                depth -= 1
            default: break
            }
        }
        return nil
    }

    private func matching(from start: Int, open: Character, close: Character) -> Int? {
        var depth = 0
        var inString = false
        for index in start..<code.count {
            let character = code[index]
            if character == "\"" && (index == 0 || code[index - 1] != "\\") { inString.toggle() }
            if inString { continue }
            if character == open { depth += 1 }
            if character == close {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private func occurrences(of pattern: [Character]) -> [Int] { Self.indices(of: pattern, in: code) }

    private static func indices(of pattern: [Character], in text: [Character]) -> [Int] {
        guard pattern.count <= text.count else { return [] }
        return (0...(text.count - pattern.count)).filter { start in
            text[start] == pattern[0] && text[start..<(start + pattern.count)].elementsEqual(pattern)
        }
    }

    /// Drops comments, and whitespace outside string literals.
    private static func compact(_ manifest: String) -> [Character] {
        let characters = Array(manifest)
        var result: [Character] = []
        result.reserveCapacity(characters.count)
        var index = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if inString {
                result.append(character)
                if character == "\\", let next {
                    result.append(next)
                    index += 2
                    continue
                }
                if character == "\"" { inString = false }
                index += 1
            } else if character == "\"" {
                inString = true
                result.append(character)
                index += 1
            } else if character == "/", next == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if character == "/", next == "*" {
                index += 2
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
                index += 2
            } else {
                if !character.isWhitespace { result.append(character) }
                index += 1
            }
        }
        return result
    }
}
