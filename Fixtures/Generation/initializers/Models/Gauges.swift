/// How a gauge writes its reading.
public protocol GaugeFormat: Sendable {
    func text(for reading: Double) -> String
}

/// A format made only through the protocol: its known values are declared in an extension of
/// `GaugeFormat` constrained to it, so that `.metric` reads wherever a `some GaugeFormat` is
/// expected. `provide()` reaches them as its own, `UnitGaugeFormat.metric`.
public struct UnitGaugeFormat: GaugeFormat, Equatable {
    private let suffix: String

    fileprivate init(suffix: String) {
        self.suffix = suffix
    }

    public func text(for reading: Double) -> String {
        "\(reading) \(suffix)"
    }
}

extension GaugeFormat where Self == UnitGaugeFormat {
    public static var metric: Self { UnitGaugeFormat(suffix: "m") }
}

/// Made by a static function of such an extension, its constraint written the other way round.
public struct ScaledGaugeFormat: Equatable {
    public let factor: Double

    fileprivate init(factor: Double) { self.factor = factor }
}

extension ScaledGaugeFormat: GaugeFormat {
    public func text(for reading: Double) -> String { String(reading * factor) }
}

extension GaugeFormat where ScaledGaugeFormat == Self {
    public static func scaled(by factor: Double) -> ScaledGaugeFormat { ScaledGaugeFormat(factor: factor) }
}

/// The protocol may be another module's: the standard library's here, as SwiftUI's styles are.
public struct GaugeCaption: CustomStringConvertible, Equatable {
    public let description: String

    fileprivate init(description: String) {
        self.description = description
    }
}

extension CustomStringConvertible where Self == GaugeCaption {
    public static var untitled: GaugeCaption { GaugeCaption(description: "") }
}

/// A gauge holding one of each, provided through them.
public struct GaugeFace: Equatable {
    public var format: UnitGaugeFormat
    public var scale: ScaledGaugeFormat
    public var caption: GaugeCaption
}
