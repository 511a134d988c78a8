/// Non-ASCII operator characters (`√`, `≈`, `•`, `→`), from the Swift grammar's
/// `operator-head` and `operator-character`. Only bytes ≥ 0x80 come here, so ASCII source
/// pays one comparison per byte.
extension LexerState {
    /// The byte length of the scalar at `offset` when it may start an operator, else 0.
    func operatorHeadLength(at offset: Int) -> Int {
        guard let (scalar, length) = scalar(at: offset), Self.isOperatorHead(scalar) else { return 0 }
        return length
    }

    /// The byte length of the scalar at `offset` when it may continue an operator, else 0.
    func operatorCharacterLength(at offset: Int) -> Int {
        guard let (scalar, length) = scalar(at: offset) else { return 0 }
        return Self.isOperatorHead(scalar) || Self.isOperatorContinuation(scalar) ? length : 0
    }

    /// Decodes a 2- to 4-byte UTF-8 sequence; the source's zero padding ends a sequence cut
    /// short by the end of the file. Invalid UTF-8 is reported elsewhere and decodes to `nil`.
    private func scalar(at offset: Int) -> (UInt32, Int)? {
        let lead = text[offset]
        let length: Int
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07)
        default: return nil
        }
        for index in 1..<length {
            let continuation = text[offset + index]
            guard continuation & 0xC0 == 0x80, offset + index < end else { return nil }
            scalar = scalar << 6 | UInt32(continuation & 0x3F)
        }
        return (scalar, length)
    }

    private static func isOperatorHead(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
             0x3001...0x3003, 0x3008...0x3020, 0x3030:
            true
        default:
            false
        }
    }

    private static func isOperatorContinuation(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            true
        default:
            false
        }
    }
}
