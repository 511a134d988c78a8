import Inks
import Looms

// This file imports both modules, so it must say whose `Ribbon` it means: these qualified
// names tell factorygen that two imported modules declare one.

/// Dyes a woven ribbon's worth of cloth.
public func dye(_ woven: Looms.Ribbon, colour: String) -> Inks.Ribbon {
    Inks.Ribbon(colour: colour + String(woven.width))
}
