import Foundation

/// A plain base class with a generic subclass that adds a parameter of its own: the base's
/// `provide()` is written outside `Dial<Reading>` and cannot name it, so it asks the requested
/// type to build itself (`ProvidableSubclass`). A subclass that fixes the parameter is named.
class Gauge {
    var label: String

    init(label: String) {
        self.label = label
    }
}

class Dial<Reading>: Gauge {
    var reading: Reading

    init(label: String, reading: Reading) {
        self.reading = reading
        super.init(label: label)
    }
}

final class Thermometer: Dial<Double> {
    init(label: String) {
        super.init(label: label, reading: 20)
    }
}
