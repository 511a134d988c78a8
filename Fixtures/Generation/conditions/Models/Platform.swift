/// Declarations under compile-time conditions keep their conditions in the output.
#if DEBUG
struct DebugMenu {
    var enabled: Bool
}
#endif

struct Device {
    let model: String
    #if os(Linux)
    let kernel: String
    #else
    let firmware: String
    #endif
}

enum Channel {
    case stable
    #if DEBUG
    case nightly(build: Int)
    #endif
}

/// A condition may continue on the next line inside parentheses; the output joins it.
#if (os(Linux) ||
     os(macOS))
struct DesktopSession {
    var display: String
}
#endif
