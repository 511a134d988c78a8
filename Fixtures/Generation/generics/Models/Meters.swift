/// A meter generic over its number type, whose initializer defaults the count to an `Int`: Swift
/// takes that default only where a call makes `Reading` an `Int`, and `provide()`, generic over
/// `Reading`, cannot leave it out. It passes a provided count, as for a required parameter.
public struct Meter<Reading: BinaryInteger & Sendable>: Sendable {
    public var count: Reading
    public var label: String

    public init(count: Reading = Int.zero, label: String = "") {
        self.count = count
        self.label = label
    }
}
