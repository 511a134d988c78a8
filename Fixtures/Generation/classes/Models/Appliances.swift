/// A base class written once per platform, and subclasses of it: one outside any `#if`, which
/// every build has, and one that only the first branch's platform has. Whichever branch a build
/// compiles, its `provide()` must build the subclasses that build has.
#if os(Linux)
class Appliance {
    let label: String

    init(label: String) {
        self.label = label
    }
}
#else
class Appliance {
    let label: String
    let plug: String

    init(label: String, plug: String = "type-c") {
        self.label = label
        self.plug = plug
    }
}
#endif

final class Kettle: Appliance {
    let litres: Int

    init(label: String, litres: Int) {
        self.litres = litres
        super.init(label: label)
    }
}

#if os(Linux)
final class Heater: Appliance {
    let watts: Int

    init(label: String, watts: Int) {
        self.watts = watts
        super.init(label: label)
    }
}
#endif
