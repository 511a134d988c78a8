/// Takes its caption as an autoclosure: it is passed text, which the call wraps, not a closure;
/// and a lens that rebuilds it would pass the field's closure, so it gets none.
public struct Memo {
    public let caption: () -> String

    public init(caption: @autoclosure @escaping () -> String) {
        self.caption = caption
    }
}

/// Collects the lines of a verse.
@resultBuilder
public enum VerseBuilder {
    public static func buildBlock(_ lines: String...) -> [String] { lines }
}

/// A builder marks its closure: the closure it is passed gives its value with `return`, which
/// the builder leaves as written (it would make `[String]` of each line, not take one).
public struct Poem {
    public let lines: [String]

    public init(@VerseBuilder _ verse: () -> [String]) {
        lines = verse()
    }
}

/// Its only initializer `rethrows`: it throws only what `measure` throws, and the closure it is
/// passed returns a value and never throws, so it is called without `try`; its `throw` passes
/// on what the closure threw and is no trap.
public struct Gauge {
    public let reading: Double

    public init(measure: () throws -> Double) rethrows {
        do {
            reading = try measure()
        } catch {
            throw error
        }
    }
}
