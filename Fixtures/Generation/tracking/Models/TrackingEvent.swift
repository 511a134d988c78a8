/// Analytics events; some carry free-form parameters that no factory can invent.
enum TrackingEvent {
    case screenShown(name: String)
    case buttonTapped(id: String, extras: [AnyHashable: Any])
    case purchase(amount: Int, currency: String)
    case custom([AnyHashable: Any])
}

struct TrackedScreen {
    let event: TrackingEvent
    let parameters: [String: Any]
}
