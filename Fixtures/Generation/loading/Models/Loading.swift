struct Account {
    let handle: String
    let followers: Int
}

/// A screen's loading state: the failure payload is an existential and cannot be invented,
/// so the default must be another case.
enum AccountLoadingState {
    case failure(Error)
    case idle
    case loading
    case loaded(Account)
}

enum Outcome {
    case failed(any Error)
}
