import Foundation

/// One initializer per branch of an `#if`: the two never compile together, so `Cache()` calls
/// either without passing the notification center, which nothing provides.
public final class Cache {
    public var limit: Int

    #if !os(WASI)
    private let center: NotificationCenter

    public init(limit: Int = 100, center: NotificationCenter = .default) {
        self.limit = limit
        self.center = center
    }
    #else
    public init(limit: Int = 100) {
        self.limit = limit
    }
    #endif
}
