// Every numeric literal form, in the places factorygen reads default values from.
struct Measurements {
    var integer = 42
    var negative = -17
    var grouped = 1_000_000
    var binary = 0b1010_1010
    var octal = 0o755
    var hex = 0xFF_EC_DE_5E
    var double = 3.141_592
    var exponent = 1.25e-3
    var bigExponent = 6.022E+23
    var plainExponent = 1e10
    var hexFloat = 0x1.8p3
    var hexFloatNegative = -0x1p-2
    var leadingZeros = 007
    var typed: UInt8 = 0b1111_1111
    let tuple = (1, 2.5, 0x10)
    let ranges = 0...10
    let halfOpen = 0..<0x20
    let member = 1.0.squareRoot()
    let memberOnInt = 10.description
    let tupleAccess = (1, 2).0

    enum Limit: Int {
        case low = 0x01, medium = 0o10, high = 0b100_000, max = 1_024
    }

    enum Ratio: Double {
        case half = 0.5
        case quarter = 2.5e-1
        case negative = -1.0
    }
}
