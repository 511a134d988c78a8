/// A number an initializer or a helper function checks one of its parameters against:
/// `guard attempts > 1 else { throw … }` passes `2`, where the `1` made up for an initializer
/// that may trap fails (grpc/grpc-swift-2's `RetryPolicy`).
public struct NumberCheck: Hashable, Sendable, Encodable {
    /// The parameter's name inside the body.
    public var parameter: String
    /// The smallest value from 1 up (or the largest below it, where the checks ask for less)
    /// that passes every comparison of the parameter with an integer literal that was read.
    public var passes: Int
    /// The static constant it must equal, as written (`ChaChaPoly.nonceByteCount`,
    /// `Self.width`), whose integer literal the resolver reads in place of ``passes``.
    public var constant: String?

    public init(parameter: String, passes: Int, constant: String? = nil) {
        self.parameter = parameter
        self.passes = passes
        self.constant = constant
    }
}

/// A number parameter an initializer hands as it is to a function called by its plain name or
/// as `Self.name(…)`: `try! checkAttempts(attempts)`. The function may check it
/// (``FunctionDeclaration/checkedNumbers``).
public struct PassedNumber: Hashable, Sendable, Encodable {
    /// The called function's base name.
    public var function: String
    /// The argument's position in the call, from 0.
    public var position: Int
    /// The initializer's parameter, by its name inside the body.
    public var parameter: String

    public init(function: String, position: Int, parameter: String) {
        self.function = function
        self.position = position
        self.parameter = parameter
    }
}

extension Parameter {
    /// The standard number types a made-up `1` is written for: a check of one against an integer
    /// literal is read (``NumberCheck``).
    static let checkableNumbers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat",
    ]

    /// Its name inside the body when its type is one of ``checkableNumbers``, written plainly or
    /// as `Swift.Int`.
    var checkableNumberName: String? {
        guard case .nominal(let components) = type, let last = components.last, last.genericArguments.isEmpty,
              components.count == 1 || (components.count == 2 && components[0].name == "Swift"),
              Self.checkableNumbers.contains(last.name) else { return nil }
        return name ?? label
    }
}
