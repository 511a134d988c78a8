/// Writes a deterministic corpus of model files shaped like app code: documented structs,
/// enums and classes with nested types, closures as default values, computed properties with
/// bodies, extensions and `#if` blocks. The same file count always gives the same bytes, and
/// the files compile as one Swift 6 module, so that the benchmarks can type-check them and the
/// file generated for them.
///
/// ```swift
/// let text = SyntheticCorpus.file(index: 3, of: 200) // Swift source of the fourth file
/// ```
enum SyntheticCorpus {
    /// Models per file; with the default 200 files the corpus is about 58 000 lines.
    static let modelsPerFile = 3

    static func fileName(index: Int) -> String {
        "Model\(String(index).leftPadded(to: 4)).swift"
    }

    static func file(index: Int, of count: Int) -> String {
        var text = "// Benchmark corpus file \(index + 1) of \(count), written by factorygen-bench.\nimport Foundation\n"
        for model in 0..<modelsPerFile {
            text += "\n" + self.model(number: index * modelsPerFile + model)
        }
        return text
    }

    /// A pseudo-random but fixed choice for `number`, so files differ without a generator.
    private static func pick(_ number: Int, _ salt: Int, _ range: Int) -> Int {
        var value = UInt64(truncatingIfNeeded: number &* 2_654_435_761 &+ salt &* 40_503)
        value ^= value >> 13
        value = value &* 0x5BD1_E995
        value ^= value >> 15
        return Int(value % UInt64(range))
    }

    private static let fieldTypes = [
        ("String", "\"\""), ("Int", "0"), ("Double", "0.5"), ("Bool", "false"), ("[String]", "[]"),
        ("[String: Int]", "[:]"), ("Date?", "nil"), ("URL?", "nil"), ("Set<UUID>", "[]"), ("Decimal", "0"),
    ]

    static func model(number n: Int) -> String {
        let name = "Account\(n)"
        let extraFields = 3 + pick(n, 1, 6)
        var fields = ""
        // The `let`s after `field0`, which the initializer sets to a value of their own.
        var constants = ""
        for field in 0..<extraFields {
            let (type, value) = fieldTypes[pick(n, field + 10, fieldTypes.count)]
            let keyword = field % 3 == 0 ? "let" : "var"
            fields += keyword == "let"
                ? "    public let field\(field): \(type)\n"
                : "    public var field\(field): \(type) = \(value)\n"
            if keyword == "let", field > 0 { constants += "        self.field\(field) = \(value)\n" }
        }
        let caseCount = 3 + pick(n, 2, 5)
        let cases = (0..<caseCount).map { "state\($0)" }.joined(separator: ", ")
        return """
            /// An account record, number \(n).
            ///
            /// - Note: generated for the front-end benchmark; the shape follows real app models.
            public struct \(name): Identifiable, Sendable {
                public let id: UUID
                public var displayName: String
                public var email: String?, phone: String?
                public var status: Status = .state0
                public var address: Address?
            \(fields)    var formatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss { \\(\(n)) }"
                    return formatter
                }()
                public var onChange: @Sendable (\(name)) async -> Void = { _ in }

                /// The lifecycle of the account.
                public enum Status: String, CaseIterable, Sendable {
                    case \(cases)
                }

                public struct Address: Hashable, Sendable {
                    public var street: String
                    public var city: String
                    public var postalCode: String = "000-0000"

                    public struct Coordinates: Hashable, Sendable {
                        public var latitude: Double
                        public var longitude: Double
                    }

                    public var coordinates: Coordinates?
                }

                public var title: String {
                    if let email, !email.isEmpty {
                        return "\\(displayName) <\\(email)>"
                    }
                    return displayName.isEmpty ? "{anonymous}" : displayName
                }

                #if DEBUG
                public var debugNote: String = "debug \(n)"
                #endif

                public init(id: UUID = UUID(), displayName: String, field0: \(fieldTypes[pick(n, 10, fieldTypes.count)].0)) {
                    self.id = id
                    self.displayName = displayName
                    self.field0 = field0
            \(constants)    }
            }

            public enum \(name)Event {
                case created(\(name))
                case renamed(id: UUID, from: String, to: String = "")
                case deleted(UUID)
                case failed(Error)
                indirect case batch([\(name)Event])
            }

            public final class \(name)Store {
                private var items: [UUID: \(name)] = [:]
                private let queue = DispatchQueue(label: "store.\(n)")
                public weak var delegate: AnyObject?
                public lazy var sorted: [\(name)] = items.values.sorted { $0.displayName < $1.displayName }

                public init() {}

                public func apply(_ event: \(name)Event) {
                    switch event {
                    case .created(let item):
                        items[item.id] = item
                    case let .renamed(id, _, to):
                        items[id]?.displayName = to
                    case .deleted(let id):
                        items.removeValue(forKey: id)
                    case .failed, .batch:
                        break
                    }
                }
            }

            extension \(name) {
                public static let sample = \(name)(displayName: "Sample \(n)", field0: \(fieldTypes[pick(n, 10, fieldTypes.count)].1))

                public func validate() throws -> Bool {
                    let checks: [(String, Bool)] = [("name", !displayName.isEmpty), ("status", status != .state0)]
                    return checks.allSatisfy { $0.1 }
                }
            }

            """
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
