import Foundation

/// A type unavailable on some platforms only (`@available(iOS, unavailable)`, a macOS-only
/// model in a multiplatform package) is generated for the others, under the `#if` that leaves
/// those platforms out: skipping it would lose it where a test target can name it, and a
/// conformance left outside the `#if` would not compile where it is unavailable.
///
/// ```swift
/// PlatformAvailability.condition(of: [Attribute(name: "available", arguments: "iOS, unavailable")])
/// // "!os(iOS)"
/// ```
///
/// Code that names the type has to be unavailable there too for the models to compile, so its
/// own generated code falls under the same condition.
enum PlatformAvailability {
    /// The `#if` condition under which `attributes` leave a declaration available, or `nil` if
    /// no platform takes it away (or if `*` or an unknown platform does, which
    /// ``Attribute/isUnavailable`` reads as unavailable everywhere).
    static func condition(of attributes: [Attribute]) -> String? {
        let excluded = attributes.compactMap(\.unavailablePlatformCondition)
        guard !excluded.isEmpty else { return nil }
        var distinct: [String] = []
        for condition in excluded where !distinct.contains(condition) { distinct.append(condition) }
        return distinct.map { "!" + $0 }.joined(separator: " && ")
    }

    /// The compilation condition true on each platform `@available` names. A Mac Catalyst
    /// app is built for iOS, so `!os(iOS)` leaves it out too, as Swift's availability does.
    static let platformConditions: [String: String] = [
        "iOS": "os(iOS)", "macOS": "os(macOS)", "OSX": "os(macOS)", "tvOS": "os(tvOS)", "watchOS": "os(watchOS)",
        "visionOS": "os(visionOS)", "xrOS": "os(visionOS)", "macCatalyst": "targetEnvironment(macCatalyst)",
    ]
}

extension Attribute {
    /// The condition true on the one platform `@available(iOS, unavailable)` names, or `nil`:
    /// for any other attribute, and for `*`, an unknown platform or an obsoleted declaration,
    /// which are unavailable wherever the test module may be built.
    var unavailablePlatformCondition: String? {
        guard name == "available", let arguments else { return nil }
        let parts = Self.partsOutsideStrings(arguments)
        guard parts.count >= 2, let condition = PlatformAvailability.platformConditions[parts[0]],
              parts.dropFirst().contains("unavailable"),
              !parts.dropFirst().contains(where: { $0.hasPrefix("obsoleted") || $0.hasPrefix("introduced") }) else { return nil }
        return condition
    }

    /// The comma-separated parts of an attribute's arguments, trimmed, with string literals
    /// (a `message:`) left whole: a comma in a message separates nothing.
    static func partsOutsideStrings(_ arguments: String) -> [String] {
        var parts: [String] = [], current = "", inString = false, previous: Character = " "
        for character in arguments {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if character == "," && !inString {
                parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
        return parts
    }
}
