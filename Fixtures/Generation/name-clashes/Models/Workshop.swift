/// Types that declare a member named like their module (`Optics`): inside their extensions
/// `Optics.Bench` would look for `Bench` in that member, so the generated code reaches the
/// module through `Optics::`. Outside them, and on the `extension` line, the dot still works.
struct Bench {
    /// The bench's own optics: a nested type named like the module.
    struct Optics {
        let magnification: Int
    }

    let optics: Optics
    let owner: String
    let drawers: Int
    let isTidy: Bool
}

/// An enum whose payload names its member `Optics`: its prisms and variants live in its scope.
enum Fitting {
    typealias Optics = Bench.Optics

    case mounted(Optics)
    case loose(count: Int, spare: Optics?)
    case missing
}

/// A class hierarchy: the root's `provide()` names the subclass inside the root's extension,
/// where the inherited member `Optics` shadows the module too.
class Instrument {
    enum Optics: Equatable {
        case glass
        case plastic
    }

    let optics: Optics
    let serial: String

    init(optics: Optics, serial: String) {
        self.optics = optics
        self.serial = serial
    }
}

final class Microscope: Instrument {
    let stages: Int

    init(stages: Int, optics: Optics) {
        self.stages = stages
        super.init(optics: optics, serial: "M-\(stages)")
    }
}

/// A generic type: its initializers are called with their arguments (`Optics::Tray<Item>`).
struct Tray<Item> {
    struct Optics {
        var clean: Bool
    }

    let items: [Item]
    let cover: Optics
}

/// Uses the types above from outside their scopes, where `Optics.Bench` is fine.
struct Lab {
    var bench: Bench
    var fitting: Fitting
    var instrument: Instrument
    var tray: Tray<Int>
}

/// A type named like the shared rebuild's generic parameter (`Part`): the helper of a type whose
/// fields mention it names its parameter `FieldPart` instead, or `Part` would hide the type.
struct Part {
    let number: Int
    let finish: String
    let weight: Double
}

struct Drawer {
    let label: String
    let parts: [Part]
    let isLocked: Bool
}

/// A generic parameter named `Part` hides the same name in the helper's signature.
struct Kit<Part> {
    let name: String
    let contents: [Part]
    let isSealed: Bool
}
