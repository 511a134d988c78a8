/// A type withdrawn from the API but kept so that old callers read why: naming it anywhere,
/// its nested types included, is an error, so the generated file names neither.
@available(*, unavailable, message: "print a Leaflet instead")
public struct Brochure: Equatable {
    public var headline: String
    public var fold: Fold?

    public enum Fold: String, Equatable {
        case half, tri
    }

    public init(headline: String, fold: Fold? = nil) {
        self.headline = headline
        self.fold = fold
    }
}

/// An unavailable class and its subclass, unavailable as well (a subclass of an unavailable
/// class must be).
@available(*, unavailable, message: "leaflets are not reissued")
public class Reissue {
    public let edition: Int
    public init(edition: Int) { self.edition = edition }
}

@available(*, unavailable)
public final class SignedReissue: Reissue {
    public let signer: String
    public init(edition: Int, signer: String) {
        self.signer = signer
        super.init(edition: edition)
    }
}

/// What replaced them, still generated in full.
public struct Leaflet: Equatable {
    public var headline: String
    public var folds: Int
}

/// Only deprecated: the word in its message does not make it unavailable.
@available(*, deprecated, message: "unavailable from the next edition on")
public struct Flyer: Equatable {
    public var headline: String
}

/// Unavailable in app extensions only, as an app's types that reach the running application
/// are: a test target is no extension, so it is generated.
@available(iOSApplicationExtension, unavailable)
public struct Poster: Equatable {
    public var headline: String
}

/// A kiosk exists on the desktop platforms only: generated for the others, under the `#if`
/// that leaves iOS out (Mac Catalyst included), its nested type with it.
@available(iOS, unavailable, message: "use the app's own screen, not a kiosk")
public struct Kiosk: Equatable {
    public var location: String
    public var layout: Layout

    public enum Layout: Equatable {
        case portrait, landscape(columns: Int)
    }
}

/// Unavailable on two platforms, and naming a kiosk, so unavailable on iOS as well: its
/// code is left out of the three.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(iOS, unavailable)
public struct KioskRoute: Equatable {
    public var stops: [Kiosk]
    public var name: String
}

/// Obsoleted from a version on: unavailable wherever the test module may be built, so skipped.
@available(macOS, introduced: 10.15, obsoleted: 12)
public struct Circular: Equatable {
    public var pages: Int
}
