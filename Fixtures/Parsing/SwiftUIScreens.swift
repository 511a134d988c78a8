// SwiftUI-style screens: wrappers with key-path arguments, result builders, previews.
import SwiftUI

struct ProfileScreen: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) var colorScheme: ColorScheme
    @State private var isEditing = false
    @State private var draft: String = ""
    @Binding var name: String
    @FocusState private var focused: Bool
    @AppStorage("profile.theme") private var theme = "system"
    @ObservedObject var model: ProfileModel
    let onClose: () -> Void

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                if isEditing {
                    TextField("Name", text: $draft)
                        .focused($focused)
                } else {
                    Text(name.isEmpty ? "{no name}" : name)
                        .font(.title)
                }
                ForEach(model.badges, id: \.self) { badge in
                    Label(badge, systemImage: "star")
                }
                #if os(iOS)
                .listStyle(.insetGrouped)
                #endif
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss(); onClose() }
                }
            }
        }
    }

    @ViewBuilder
    var header: some View {
        switch colorScheme {
        case .dark: Color.black
        default: Color.white
        }
    }

    private var subtitle: String { "\(model.badges.count) badges" }
}

@MainActor
final class ProfileModel: ObservableObject {
    @Published var badges: [String] = []
    @Published private(set) var isLoading = false
    var cancellables: Set<AnyHashable> = []
}

#Preview("Profile") {
    ProfileScreen(name: .constant("Aiko"), model: ProfileModel(), onClose: {})
}

#Preview {
    Text("Empty")
}

@resultBuilder
enum ListBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ expression: String) -> [String] { [expression] }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
}

struct Menu {
    @ListBuilder var items: [String] {
        "Home"
        "Settings"
    }
    let sortKey: KeyPath<ProfileModel, [String]> = \.badges
    let keyPath = \ProfileModel.isLoading
    let selector = #selector(NSObject.description)
    let file: String = #file
    let line = #line
}
