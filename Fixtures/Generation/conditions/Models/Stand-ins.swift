/// A field's protocol type, whose only conformer exists in some builds: code outside the
/// `#if` cannot build one, so the tray is skipped rather than naming a missing type.
protocol Garnish {}

#if LOYALTY_PROGRAM
struct Sprig: Garnish {
    var herb: String
}
#endif

struct Tray {
    var garnish: any Garnish
}

/// A class whose subclasses exist under conditions of their own: the base's `provide()`
/// names each only under its condition, where it exists.
class Stand {
    var height: Int
    init(height: Int) { self.height = height }
}

#if LOYALTY_PROGRAM
final class MemberStand: Stand {
    var badge: String
    init(badge: String) {
        self.badge = badge
        super.init(height: 1)
    }
}
#endif

@available(macOS, unavailable)
final class PhoneStand: Stand {
    var angle: Int
    init(angle: Int) {
        self.angle = angle
        super.init(height: 2)
    }
}

/// A protocol whose conformer is unavailable on one platform, used by a type unavailable
/// there too: the same condition, so the conformer builds its field.
protocol Mount {}

@available(macOS, unavailable)
struct Clamp: Mount {
    var grip: Int
}

@available(macOS, unavailable)
struct Arm {
    var mount: any Mount
}

/// A generic initializer over a list of one kind of mount: the kind is the conformer that exists
/// wherever the shelf does, not the clamp, declared first.
struct Shelf {
    var label: String
    init<Fixing: Mount>(fixings: [Fixing], label: String) { self.label = label }
}

struct Bracket: Mount {
    var screws: Int
}
