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

protocol ObservableObject: AnyObject {}

/// Its object comes from the view hierarchy, which a value built on its own is not in.
@propertyWrapper
struct EnvironmentObject<ObjectType: ObservableObject> {
    init() {}
    var wrappedValue: ObjectType { fatalError("no ObservableObject in the environment") }
}

/// No `init(wrappedValue:)`: a view is given one.
@propertyWrapper
struct Binding<Value> {
    private let read: () -> Value

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
    }

    var wrappedValue: Value { read() }
}

struct Text: View {
    init(_ content: String) {}
    var body: Never { fatalError("no body") }
}
#endif
