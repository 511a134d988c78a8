#if !canImport(UIKit)
import Foundation

/// Stands for UIKit where there is none: its views are `@MainActor` classes.
@MainActor
class UIView {
    init(frame: CGRect) {}

    required init?(coder: NSCoder) {}
}
#endif
