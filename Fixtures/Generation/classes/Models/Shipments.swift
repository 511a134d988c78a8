import Foundation

/// A shipment carries an optional manifest and promises a receipt of some kind. The generic
/// `Pickup` fixes the manifest and passes the receipt on; the plain shipments below it are
/// the ones a test asks for, and they inherit `Shipment`'s conformance through `Pickup`.
public class Shipment<Manifest: Equatable, Receipt> {
    public let depot: String
    public let manifest: Manifest?

    public init(depot: String, manifest: Manifest? = nil) {
        self.depot = depot
        self.manifest = manifest
    }
}

public struct BlankManifest: Equatable {
    public init() {}
}

public class Pickup<Receipt>: Shipment<BlankManifest, Receipt> {}

public final class CourierPickup: Pickup<String> {
    public let courier: String

    public init(courier: String) {
        self.courier = courier
        super.init(depot: "north")
    }
}

public final class LockerPickup: Pickup<Int> {
    public init() {
        super.init(depot: "locker")
    }
}

/// Names its parameter after the superclass's, as `Shipment`'s `provide()` can name it.
public class DoorstepPickup<Receipt>: Pickup<Receipt> {}

public final class BikePickup: DoorstepPickup<Double> {}
