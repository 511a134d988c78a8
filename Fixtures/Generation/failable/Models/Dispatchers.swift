import Foundation

/// Carries a dispatcher's parcels; only another module's class conforms, which nothing provides.
public protocol Courier {
    func carry(_ parcel: String)
}

extension FileHandle: Courier {
    public func carry(_ parcel: String) {}
}

/// Its one initializer may trap (on a hub URL without a scheme), so it is called with every
/// argument, but its courier cannot be provided: the call that leaves the defaulted ones to
/// their defaults, as any other initializer's call does, builds it instead.
public struct Dispatcher {
    public let hub: URL
    public let retries: Int
    let courier: any Courier

    public init(hubURL: String, retries: Int = 2, courier: any Courier = FileHandle.standardError) {
        guard let parsed = URL(string: hubURL), parsed.scheme != nil else {
            fatalError("no scheme in \(hubURL)")
        }
        hub = parsed
        self.retries = retries
        self.courier = courier
    }
}
