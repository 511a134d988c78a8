#if canImport(UIKit)
import UIKit
#endif
import Foundation

/// A UIKit view: `UIView` is isolated to the main actor, and so is every subclass, though it
/// says nothing of it: its `provide()` runs there.
class RingView: UIView {
    let radius: Double

    init(radius: Double) {
        self.radius = radius
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        nil
    }
}

/// A subclass of a subclass inherits the isolation too.
final class PulsingRingView: RingView {
    var period: Double = 1
}
