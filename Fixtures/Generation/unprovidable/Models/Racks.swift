/// Fixed-size rows of slots, written with the sugar and spelled out. Inline arrays (Swift 6.2)
/// have no factory, so the type is skipped, rather than built by a memberwise call that leaves
/// them out (which would not compile).
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
struct Rack {
    var slots: [4 of UInt8]
    var spares: InlineArray<2, Int>
    var label: String
}
