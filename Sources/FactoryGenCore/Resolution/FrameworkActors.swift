/// Protocols of Apple's frameworks, outside the inputs, that are isolated to the main actor:
/// a type conforming to one in its declaration is `@MainActor` too, as Swift infers, and its
/// `provide()` must be. SwiftUI declares `View`, `App` and their kin `@MainActor
/// @preconcurrency` (Xcode 16's SDKs): a nonisolated `provide()` for `struct Badge: View`
/// warned that its lens read a main-actor property from a `Sendable` closure (PostHog's survey
/// views), and errs where the protocol is not `@preconcurrency`.
///
/// Only a module the inputs import counts, and only a name no scope of the inputs declares
/// (a protocol `View` of the models' own is looked up as usual); `SwiftUI.View` counts too.
enum FrameworkActors {
    /// Per framework, its protocols isolated to the main actor.
    private static let mainActorProtocols: [String: Set<String>] = [
        "SwiftUI": [
            "View", "ViewModifier", "App", "Scene", "Commands", "ToolbarContent", "CustomizableToolbarContent",
            "PreviewProvider", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
            "NSViewControllerRepresentable",
        ],
    ]

    /// The frameworks of ``mainActorProtocols`` that `importedModules` holds: empty for most
    /// inputs, which then look no inheritance clause up for them.
    static func imported(from importedModules: Set<String>) -> [String] {
        mainActorProtocols.keys.filter(importedModules.contains).sorted()
    }

    /// The global actor a protocol from outside the inputs named by `components` is isolated
    /// to (`MainActor`), when one of `frameworks` declares it; `nil` otherwise.
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
