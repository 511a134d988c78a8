/// A model whose type names are also FactoryRuntime's: the generated file must still compile.
struct Lens {
    var focalLength: Int
    var aperture: Double
}

struct Camera {
    var lens: Lens
    let body: String
}

enum Prism {
    case triangular(sides: Int)
    case pentagonal
}

/// Where cameras are made: a model named like the runtime's `Factory`.
struct Factory {
    var city: String
    var cameras: [Camera]
}

/// Who may use a camera: properties named like keywords, which its lenses' shared rebuild
/// writes as tuple labels (`public: whole.`public``) and members.
public struct Access: Equatable {
    public let `public`: [String]
    public let `private`: [String]
    public let `default`: Bool
    public let `inout`: Int
}

/// A camera strap: `Bag` declares a strap of its own under the same name.
struct Strap {
    var length: Int
}

/// Its cases' payloads are written `Strap` and mean `Bag.Strap`, which shadows the top-level
/// one inside `Bag`, but not in an extension of `Bag.Fastening`.
struct Bag {
    struct Strap {
        var color: String
    }

    enum Fastening {
        case strap(Strap)
        case straps(Strap, spare: Strap)
        case zip
    }

    var fastening: Fastening
}
