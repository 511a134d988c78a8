// Excluded by .factory.yml: work in progress that should not get factories yet.
struct Competition {
    let title: String
    var entrants: [Climber]
}
