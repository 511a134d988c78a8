/// Byte classes for the lexer, as bit flags in a 256-entry table (one load per byte).
enum CharacterClass {
    static let identifierStart: UInt8 = 1
    static let identifierContinue: UInt8 = 2
    static let digit: UInt8 = 4
    static let operatorCharacter: UInt8 = 8
    static let hexDigit: UInt8 = 16
    /// `identifierContinue` for ASCII only: the identifier loop's fast path.
    static let asciiIdentifierContinue: UInt8 = 32

    /// Bytes ≥ 0x80 count as identifier characters: Swift identifiers may be any Unicode
    /// letter, and the lexer does not decode (invalid UTF-8 is reported by a separate pass),
    /// except to find the few non-ASCII operator characters (`UnicodeOperators.swift`).
    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        // An array, not the string's UTF-8 view: stepping that view for each of 256 bytes was
        // most of the table's cost, which every run pays.
        let operatorCharacters = Array("/=-+!*%<>&|^~?".utf8)
        for byte in 0..<256 {
            var bits: UInt8 = 0
            let scalar = UInt8(byte)
            let isLetter = (scalar >= 0x41 && scalar <= 0x5A) || (scalar >= 0x61 && scalar <= 0x7A)
            if isLetter || scalar == UInt8(ascii: "_") || scalar >= 0x80 {
                bits |= identifierStart | identifierContinue
            }
            if isLetter || scalar == UInt8(ascii: "_") || (scalar >= 0x30 && scalar <= 0x39) {
                bits |= asciiIdentifierContinue
            }
            if scalar >= 0x30 && scalar <= 0x39 {
                bits |= digit | identifierContinue | hexDigit
            }
            // Swift takes `$` after a name's first character as part of it (Fluent's
            // `_$idExists`); a leading `$` is lexed on its own (`$0`, `$binding`).
            if scalar == UInt8(ascii: "$") {
                bits |= identifierContinue | asciiIdentifierContinue
            }
            if (scalar >= 0x41 && scalar <= 0x46) || (scalar >= 0x61 && scalar <= 0x66) {
                bits |= hexDigit
            }
            if operatorCharacters.contains(scalar) {
                bits |= operatorCharacter
            }
            table[byte] = bits
        }
        return table
    }()
}
