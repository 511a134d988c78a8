// Initializer forms: failable, throwing, generic, convenience, required, in extensions.
import Foundation

struct Temperature {
    var celsius: Double

    init(celsius: Double) { self.celsius = celsius }
    init(fahrenheit: Double) { celsius = (fahrenheit - 32) / 1.8 }
    init(_ kelvin: Double, isKelvin: Bool = true) { celsius = kelvin - 273.15 }
    init?(text: String) {
        guard let value = Double(text) else { return nil }
        celsius = value
    }
    init!(unchecked text: String) { celsius = Double(text)! }
    init(decoding data: Data) throws {
        celsius = try JSONDecoder().decode(Double.self, from: data)
    }
    init(loading url: URL) async throws(DecodingError) { celsius = 0 }
    init<S: StringProtocol>(parsing text: S) where S: Sendable { celsius = Double(String(text)) ?? 0 }
    @inlinable public init(values: Double...) { celsius = values.reduce(0, +) }
    private init() { celsius = 0 }
    init(closure: @escaping @Sendable () -> Double) { celsius = closure() }
    init(
        multi line: Double,
        // a comment between parameters
        other: Int = { 3 }()
    ) {
        celsius = line
    }
}

extension Temperature {
    init(reading: (Double, String)) { self.init(celsius: reading.0) }
    static let zero = Temperature(celsius: 0)
}

class Base {
    let id: Int
    init(id: Int) { self.id = id }
    convenience init() { self.init(id: 0) }
    required init(copy: Base) { id = copy.id }
    nonisolated init(detached: Int) { id = detached }
}

final class Derived: Base {
    override init(id: Int) { super.init(id: id) }
    required init(copy: Base) { super.init(copy: copy) }
}

struct Unique: ~Copyable {
    var handle: Int
    init(handle: consuming Int) { self.handle = handle }
    consuming func close() {}
    borrowing func peek() -> Int { handle }
    deinit {}
}
