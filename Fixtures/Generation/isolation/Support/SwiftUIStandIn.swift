#if !canImport(SwiftUI)
/// Stands for SwiftUI where there is none, in the shape of Xcode 16's SDKs: `View` and
/// `ViewModifier` are `@MainActor @preconcurrency`, so what conforms to them is isolated too.
enum SwiftUI {
    typealias ViewModifier = Studio.ViewModifier
}

@MainActor @preconcurrency
protocol View {
    associatedtype Body: View
    var body: Body { get }
}

@MainActor @preconcurrency
protocol ViewModifier {
    associatedtype Body: View
    typealias Content = Never
    func body(content: Content) -> Body
}

extension Never: View {
    var body: Never { fatalError("no body") }
}

struct Text: View {
    init(_ content: String) {}
    var body: Never { fatalError("no body") }
}
#endif
