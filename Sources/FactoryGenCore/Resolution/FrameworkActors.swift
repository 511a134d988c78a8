/// Protocols and classes of Apple's frameworks, outside the inputs, that are isolated to the
/// main actor: a type conforming to such a protocol in its declaration, or a class inheriting
/// from such a class, is `@MainActor` too, as Swift infers, and its `provide()` must be.
/// SwiftUI declares `View`, `App` and their kin `@MainActor @preconcurrency` (Xcode 16's SDKs):
/// a nonisolated `provide()` for `struct Badge: View` warned that its lens read a main-actor
/// property from a `Sendable` closure (PostHog's survey views), and errs where the protocol is
/// not `@preconcurrency`. UIKit's and AppKit's responders are `@MainActor` classes: a
/// nonisolated `provide()` calling `MaskView(frame:)` for `final class MaskView: UIView` does
/// not compile in Swift 6 (PostHog's masking views).
///
/// Only a module the inputs import counts, and only a name no scope of the inputs declares
/// (a protocol `View` of the models' own is looked up as usual); `SwiftUI.View` counts too.
enum FrameworkActors {
    /// Per framework, its protocols and classes isolated to the main actor: the classes most
    /// often subclassed (each of UIKit's and AppKit's responders is, but only a name written in
    /// an inheritance clause is looked up).
    private static let mainActorProtocols: [String: Set<String>] = [
        "SwiftUI": [
            "View", "ViewModifier", "App", "Scene", "Commands", "ToolbarContent", "CustomizableToolbarContent",
            "PreviewProvider", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
            "NSViewControllerRepresentable", "UIHostingController", "NSHostingController", "NSHostingView",
        ],
        "UIKit": [
            "UIResponder", "UIView", "UIViewController", "UIWindow", "UIControl", "UIButton", "UILabel", "UIImageView",
            "UIScrollView", "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell",
            "UICollectionReusableView", "UITableViewHeaderFooterView", "UITextField", "UITextView", "UIStackView",
            "UINavigationController", "UITabBarController", "UIPageViewController", "UISplitViewController",
            "UITableViewController", "UICollectionViewController", "UIAlertController", "UISwitch", "UISlider",
            "UISegmentedControl", "UIVisualEffectView", "UIActivityIndicatorView", "UIProgressView", "UIPickerView",
            "UIDatePicker", "UISearchBar", "UINavigationBar", "UIToolbar", "UITabBar", "UIGestureRecognizer",
            "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
        ],
        "AppKit": [
            "NSResponder", "NSView", "NSViewController", "NSWindow", "NSWindowController", "NSControl", "NSButton",
            "NSTextField", "NSTextView", "NSTableView", "NSTableCellView", "NSCollectionView", "NSCollectionViewItem",
            "NSStackView", "NSScrollView", "NSSplitViewController", "NSPanel", "NSImageView",
        ],
    ]

    /// The frameworks of ``mainActorProtocols`` that `importedModules` holds: empty for most
    /// inputs, which then look no inheritance clause up for them.
    static func imported(from importedModules: Set<String>) -> [String] {
        mainActorProtocols.keys.filter(importedModules.contains).sorted()
    }

    /// The global actor a protocol or class from outside the inputs named by `components` is
    /// isolated to (`MainActor`), when one of `frameworks` declares it; `nil` otherwise.
    static func actor(
        of components: [TypeComponent], frameworks: [String], table: SymbolTable, context: LookupContext
    ) -> String? {
        guard !frameworks.isEmpty, let last = components.last, last.genericArguments.isEmpty else { return nil }
        switch components.count {
        case 1:
            guard table.lookupUnqualified(last.name, in: context) == nil else { return nil }
            return frameworks.contains { mainActorProtocols[$0]?.contains(last.name) == true } ? "MainActor" : nil
        case 2:
            let module = components[0].name
            guard frameworks.contains(module), !table.userModules.contains(module) else { return nil }
            return mainActorProtocols[module]?.contains(last.name) == true ? "MainActor" : nil
        default:
            return nil
        }
    }
}
