import Foundation
import FactoryRuntime

/// Foundation's decoder, which factorygen does not provide, made `Providable` here: a field of
/// a protocol type that it is the one conformer of (`Mailroom.opener`) takes it.
extension JSONDecoder: @retroactive Providable {
    public static func provide() -> Self {
        JSONDecoder() as! Self
    }
}
