/// A stop along a trail: internal, so a test module could make one, but no initializer of
/// `Trail` takes one.
final class TrailMarker {
    let name: String

    init(name: String) {
        self.name = name
    }
}

/// Points at its newest marker without keeping it: the `markers` array keeps each one, and
/// only `open(_:)` sets `newest`, so `Trail(route:)` starts it nil and is built.
public final class Trail {
    private var markers: [TrailMarker] = []
    private unowned(unsafe) var newest: TrailMarker?
    public var route: String

    public init(route: String = "ridge") {
        self.route = route
    }

    public func open(_ name: String) {
        let marker = TrailMarker(name: name)
        markers.append(marker)
        newest = marker
    }

    public var newestName: String? { newest?.name }
}

/// Its initializer takes the marker its private unowned reference keeps: a made-up one would
/// be released when the call returns, so no factory.
public final class Tracker {
    private unowned let marker: TrailMarker
    public var laps: Int = 0

    init(marker: TrailMarker) {
        self.marker = marker
    }
}
