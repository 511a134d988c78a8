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

/// A typealias in both branches, whose first target this build does not have: the branch
/// whose target is known decides what is provided, and the alias is written, as a build with
/// the other branch compiles another type.
#if canImport(NotAModuleAnywhere)
import NotAModuleAnywhere
typealias Distance = NotAModuleAnywhere.Meters
#else
typealias Distance = Double
#endif

struct Leg {
    var distance: Distance
}

#if DEBUG
struct Probe {
    let id: Int
}
#endif

/// Under the same `#if` as the type it extends: the nested type's condition is `DEBUG`, once.
#if DEBUG
extension Probe {
    struct Reading {
        let value: Int
    }
}
#endif

/// Typealiases whose branches name different types: which one a build compiles is not known
/// here, so the generated file writes the alias, right under either.
#if NO_SUCH_FLAG
typealias Count = Int64
#else
typealias Count = Int
#endif

#if os(Windows)
typealias Backend = WindowsBackend
#else
typealias Backend = PosixBackend
#endif

#if os(Windows)
struct WindowsBackend {
    var handle: Int
}
#else
struct PosixBackend {
    var descriptor: Int32
}
#endif

struct Tally {
    var count: Count
    var backend: Backend
}

struct Gauge {
    #if LEGACY_UNITS
    typealias Reading = Float
    #else
    typealias Reading = Double
    #endif

    var reading: Reading
}

/// A descriptor whose type this build knows from one branch only: the initializer takes the
/// alias, the field is written as the type it is here, and the initializer still sets the
/// field as given, so its lenses rebuild through it.
#if canImport(NotAModuleAnywhere)
typealias Descriptor = NotAModuleAnywhere.Handle
#else
typealias Descriptor = Int32
#endif

struct Pipe {
    let descriptor: Int32
    let isOpen = true

    init(descriptor: Descriptor) { self.descriptor = descriptor }
}
