// `#if` blocks at the top level, among members and around enum cases.
import Foundation

#warning("Fixtures are parsed, never compiled")

#if DEBUG
struct DebugMenu {
    var showsGrid = false
}
#elseif os(Linux)
struct LinuxOnly {
    let distribution: String
}
#else
struct ReleaseOnly {}
#endif

#if canImport(UIKit)
import UIKit
typealias PlatformColor = UIColor
#else
typealias PlatformColor = String
#endif

struct Environment {
    let name: String
    #if DEBUG
    var verboseLogging = true
    var mockServer: URL?
    #endif
    var region: String

    #if (os(iOS) ||
         os(tvOS)) // a condition may continue inside parentheses
    var idiom: Int { 0 }
    #elseif os(macOS)
    var idiom: Int { 1 }
    #else
    var idiom: Int { 2 }
    #endif

    #if swift(>=5.9)
    init(name: String) {
        self.name = name
        self.region = "jp"
    }
    #endif

    #if DEBUG
    #if targetEnvironment(simulator)
    var simulatorOnly = true
    struct SimulatorConfig {
        var deviceName: String
    }
    #endif
    #endif
}

enum Feature {
    case search
    #if DEBUG
    case debugPanel
    case fakeLogin(user: String)
    #elseif BETA
    case betaFeedback
    #endif
    case settings
}

#if compiler(>=5.9)
extension Environment {
    var isProduction: Bool { name == "production" }
}
#endif

struct AttributeUnderCondition {
    #if canImport(Observation)
    @available(macOS 14, *)
    #endif
    var tracked = 0
}

class Warned {
    #warning("migrate this class")
    var value = 0
}
