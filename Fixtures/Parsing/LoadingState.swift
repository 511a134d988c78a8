// Screen state that a view model publishes while it loads a profile.
import Foundation

struct ProfileSummary: Equatable {
    var name: String
    var followers: Int
}

enum ProfileLoadingState {
    case idle
    case loading(progress: Double)
    case loaded(ProfileSummary)
    case failure(Error)
    case partiallyFailed(ProfileSummary, errors: [any Error])
}

@MainActor
final class ProfileScreenState {
    private(set) var state: ProfileLoadingState = .idle
    var isPresentingError = false
    private let loader: @Sendable () async throws -> ProfileSummary

    init(loader: @escaping @Sendable () async throws -> ProfileSummary) {
        self.loader = loader
    }

    func load() async {
        state = .loading(progress: 0)
        do {
            state = .loaded(try await loader())
        } catch {
            state = .failure(error)
            isPresentingError = true
        }
    }
}
