/// A conversion between a general and a specific form, as a request that adapts one API to
/// another stores it; its options are optional on both sides.
public struct Conversion<General, Specific> {
    public let forward: (Specific) -> General
    public let backward: (General) -> Specific
}

public struct SpeechOptions: Equatable {
    public var voice: String
}

/// The kind of a request holds a conversion of `Options?`: building it builds an optional
/// options value, which needs `Options` to be providable.
public struct ConvertRequest<Input, Options> {
    public let input: Input
    public let kind: Kind

    public enum Kind {
        case speech(Conversion<Options?, SpeechOptions?>)
    }
}

/// A plain optional of a parameter stays `nil`: `Draft<String, Never>` needs nothing of `Never`.
public struct Draft<Input, Options> {
    public let input: Input
    public let options: Options?
}

public struct Outbox {
    public var request: ConvertRequest<String, SpeechOptions>
    public var draft: Draft<String, Never>
}
