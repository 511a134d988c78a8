/// Outdoor seasons, for the crag trips the gym organises.
enum Season: String, CaseIterable {
    case spring
    case summer
    case autumn
    case winter
}
