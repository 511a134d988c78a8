// Analytics events with loosely typed parameter payloads.
import Foundation

enum AnalyticsEvent {
    case screenView(name: String)
    case tap(element: String, parameters: [AnyHashable: Any])
    case purchase(productID: String, price: Decimal, extra: [AnyHashable: Any] = [:])
    case custom([AnyHashable: Any])
    case error(any Error, context: [String: Any]?)
    case sessionStart

    var name: String {
        switch self {
        case .screenView: "screen_view"
        case .tap: "tap"
        case .purchase: "purchase"
        case .custom: "custom"
        case .error: "error"
        case .sessionStart: "session_start"
        }
    }

    var parameters: [AnyHashable: Any] {
        switch self {
        case .screenView(let name): ["name": name]
        case .tap(_, let parameters), .custom(let parameters): parameters
        case let .purchase(productID, price, extra):
            extra.merging(["product": productID, "price": price]) { current, _ in current }
        case .error(let error, _): ["message": "\(error)"]
        case .sessionStart: [:]
        }
    }
}

protocol AnalyticsTracker: AnyObject {
    func track(_ event: AnalyticsEvent)
}

final class RecordingTracker: AnalyticsTracker {
    private(set) var events: [AnalyticsEvent] = []
    func track(_ event: AnalyticsEvent) { events.append(event) }
}
