import Clays
import Glazes
import Kiln

/// This file imports two modules factorygen does not read, so it cannot tell which of them
/// declares the `Glaze` meant here: the field gets no lens, where a wrong guess would not
/// compile.
public struct Order: Sendable {
    public var quantity: Int
    public var clay: Clay = Clay(name: "stoneware")
    public var glaze: Glaze = Glaze(colour: "tenmoku")

    public init(quantity: Int) {
        self.quantity = quantity
    }
}

/// No factory: its initializer needs the `Glaze` that cannot be written.
public struct Batch: Sendable {
    public var size: Int
    public var glaze: Glaze
}
