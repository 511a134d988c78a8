import Foundation

/// A typealias with a target of its own in each `#if` branch, none of them a type of the
/// inputs: the field's warning says it is a typealias of those types, not that it is undeclared.
#if os(Android)
public typealias StreamHandle = OpaquePointer
#else
public typealias StreamHandle = UnsafeMutablePointer<FILE>
#endif

struct LogSink {
    let stream: StreamHandle
    var name: String
}
