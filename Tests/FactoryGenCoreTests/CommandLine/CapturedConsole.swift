import Foundation
import FactoryGenCore

/// A ``Console`` whose output tests can read back.
final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    var output: String { lock.withLock { out } }
    var error: String { lock.withLock { err } }

    var console: Console {
        Console(
            output: { text in self.lock.withLock { self.out += text } },
            error: { text in self.lock.withLock { self.err += text } }
        )
    }
}
