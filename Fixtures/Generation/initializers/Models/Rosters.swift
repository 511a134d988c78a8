import Foundation

/// A default that calls an initializer of its own type (`.init()`, `Lamp()`) differs between
/// calls when that initializer leaves a parameter or a property to a default that does: the
/// time a roster is opened, a lamp's switch-on time. Such a parameter is passed its provided
/// value, so that two `provide()` calls build equal values.
struct Roster: Equatable {
    let opened: Date
    let names: [String]

    init(opened: Date = .init(), names: [String] = []) {
        self.opened = opened
        self.names = names
    }
}

struct Shift: Equatable {
    let title: String
    let roster: Roster

    init(title: String, roster: Roster = .init()) {
        self.title = title
        self.roster = roster
    }
}

/// One level further down: a ward's default roster board holds a roster left to its default.
struct RosterBoard: Equatable {
    var roster: Roster = Roster(names: ["on call"])
}

struct Ward: Equatable {
    var name: String
    var board = RosterBoard()
}

/// A memberwise initializer's property whose type's own memberwise initializer reads the clock.
struct Lamp: Equatable {
    var switchedOn = Date()
    var watts = 40
}

struct Desk: Equatable {
    var owner: String
    var lamp = Lamp()
}

/// Nothing in a tray's initializer varies: its default is left as written.
struct Tray: Equatable {
    let slots: Int

    init(slots: Int = 4) {
        self.slots = slots
    }
}

struct Cabinet: Equatable {
    let label: String
    let tray: Tray

    init(label: String, tray: Tray = .init()) {
        self.label = label
        self.tray = tray
    }
}
