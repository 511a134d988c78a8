// `#if` in expressions (postfix member chains), in front of attributes, and in protocols.
import Foundation

struct Styled {
    var text = "x"
        .uppercased()
        #if os(Linux)
        .lowercased()
        #else
        .capitalized
        #endif
    var next = 1

    #if DEBUG
    @available(*, deprecated)
    #endif
    var tagged = 0

    var handler: (
        Int,
        String
    ) -> Void = { _, _ in }

    var nested: Array<Array<Int>> = []
    var dictionary: Dictionary<String, Array<Set<Int>>>? = nil
}

#if DEBUG
@MainActor
#endif
final class Screen {
    var title = ""
}

protocol Service {
    #if os(Linux)
    var socket: Int32 { get }
    #else
    var port: Int { get }
    #endif
    func start()
}

extension Service {
    #if DEBUG
    var debugName: String { "\(Self.self)" }
    #endif
}
