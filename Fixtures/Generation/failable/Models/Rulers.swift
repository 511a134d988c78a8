/// Declares closures and a local function that throw, and runs none of them while it
/// initializes: a body that cannot throw throws only out of what it declares, so nothing here
/// may trap, and its label is an ordinary provided one.
public final class Ruler {
    public let label: String
    public let measure: ([Double]) throws -> Double

    public init(label: String) {
        self.label = label
        measure = { lengths in
            guard let first = lengths.first else { throw RulerError.nothingToMeasure }
            return first
        }
        func total(_ lengths: [Double]) throws -> Double {
            if lengths.isEmpty { throw RulerError.nothingToMeasure }
            return lengths.reduce(0, +)
        }
        _ = total
    }
}

public enum RulerError: Error {
    case nothingToMeasure
}
