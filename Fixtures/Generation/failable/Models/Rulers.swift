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

/// Throws in a `do` block and catches it there: in a body that cannot throw the `catch` takes
/// every error, so the `throw` is no trap either, and its text is an ordinary provided one.
public struct Marking {
    public let inches: Double

    public init(text: String) {
        do {
            guard let value = Double(text) else { throw RulerError.nothingToMeasure }
            inches = value
        } catch {
            inches = 0
        }
    }
}
