#if !canImport(NotAModuleAnywhere)
struct Waypoint: Equatable {
    var latitude: Double
    var longitude: Double
}
#endif

struct Course {
    var start: Waypoint
    var heading: Heading?
}
