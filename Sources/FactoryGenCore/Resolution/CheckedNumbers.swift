/// The values a standard number type can be written as a literal of.
enum CheckedNumbers {
    /// Whether the integer literal `value` compiles as a `type` (`UInt8(300)` and `UInt(-1)` do
    /// not): a checked number that does not fit is not passed, and the made-up `1` is.
    static func fits(_ value: Int, _ type: String) -> Bool {
        switch type {
        case "Int8": return Int(Int8.min)...Int(Int8.max) ~= value
        case "Int16": return Int(Int16.min)...Int(Int16.max) ~= value
        case "Int32": return Int(Int32.min)...Int(Int32.max) ~= value
        case "UInt8": return 0...Int(UInt8.max) ~= value
        case "UInt16": return 0...Int(UInt16.max) ~= value
        case "UInt32": return 0...Int(UInt32.max) ~= value
        case "UInt", "UInt64": return value >= 0
        // Int and Int64 take any Int; a floating-point type takes it too, rounded past 2^53.
        default: return true
        }
    }
}
