import Foundation
import Glazes
import Kiln
import Dispatch

/// Only one module this file imports is neither an input nor a standard one, so a bare
/// `Glaze` is that module's.
public enum Shelf: Sendable {
    case empty
    case holding(Glaze, count: Int)
}
