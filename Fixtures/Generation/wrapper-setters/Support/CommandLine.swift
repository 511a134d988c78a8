/// Stand for swift-argument-parser's wrappers, from another module (factorygen does not read
/// them), in shape and in where they stop: each holds only how to parse its field, whatever
/// builds it and even with a default, until the command line is parsed or the field is
/// assigned; reading it before stops the process.
/// The protocol a command conforms to; its fields are the ones the wrappers below parse.
public protocol ParsableCommand {}

public enum ParsingState<Value> {
    case pending(fallback: Value?)
    case parsed(Value)
}

@propertyWrapper
public struct Flag<Value> {
    var state: ParsingState<Value>

    public init(wrappedValue: Value, name: String? = nil) {
        state = .pending(fallback: wrappedValue)
    }

    public var wrappedValue: Value {
        get {
            guard case .parsed(let value) = state else { fatalError("flag read before the command line was parsed") }
            return value
        }
        set { state = .parsed(newValue) }
    }
}

@propertyWrapper
public struct Option<Value> {
    var state: ParsingState<Value>

    /// A field without a default is built from its attribute alone, as a command requires.
    public init(name: String? = nil) {
        state = .pending(fallback: nil)
    }

    public init(wrappedValue: Value, name: String? = nil) {
        state = .pending(fallback: wrappedValue)
    }

    public var wrappedValue: Value {
        get {
            guard case .parsed(let value) = state else { fatalError("option read before the command line was parsed") }
            return value
        }
        set { state = .parsed(newValue) }
    }
}
