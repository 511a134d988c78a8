/// The buffer a tally keeps its counts in, named through a typealias: `ManagedBuffer` has no
/// initializer a test can call, whichever name its subclass writes.
typealias TallyBuffer = ManagedBuffer<Int, Int>

extension Tally {
    final class Storage: TallyBuffer {}
}

struct Tally {
    var label: String
}
