/// A sensor reading. Its failable initializer, as a statistics report's base class writes it,
/// has no way to fail: called with `!`.
public class Reading {
    public let sensor: String
    public let takenAt: Double

    init?(sensor: String, takenAt: Double) {
        self.sensor = sensor
        self.takenAt = takenAt
    }
}

/// Fails only where the superclass's initializer it hands on to does, which is nowhere: also
/// called with `!`, though its body calls `super.init`.
public class TemperatureReading: Reading {
    public let celsius: Double?

    init?(sensor: String, takenAt: Double, fields: [String: Double]) {
        celsius = fields["celsius"]
        super.init(sensor: sensor, takenAt: takenAt)
    }
}

/// Two classes down, through an `override`: the chain is followed to its end.
public class CalibratedReading: TemperatureReading {
    public let offset: Double?

    override init?(sensor: String, takenAt: Double, fields: [String: Double]) {
        offset = fields["offset"]
        super.init(sensor: sensor, takenAt: takenAt, fields: fields)
    }
}

/// Its one callable initializer delegates with `self.init` to a private one that cannot fail.
public struct Gauge {
    public let label: String

    private init?(label: String) {
        self.label = label
    }

    init?(code: Int) {
        self.init(label: "G" + String(code))
    }
}

/// The superclass's initializer gives up on a count below one, as a provided `0` is, and
/// only there: it is called with `1`, which passes. The subclass may fail through it with the
/// count it is handed, and with nothing else to build it is left out.
public class Batch {
    public let count: Int

    init?(count: Int) {
        guard count > 0 else { return nil }
        self.count = count
    }
}

public class LabelledBatch: Batch {
    public let label: String

    init?(count: Int, label: String) {
        self.label = label
        super.init(count: count)
    }
}
