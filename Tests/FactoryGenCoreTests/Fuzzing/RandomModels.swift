/// A model module of random shape, for the generation fuzz test: structs (memberwise, with an
/// initializer of their own, with defaults, nested, generic), enums (plain, raw-valued, with
/// payloads, indirect) and final classes, whose fields reach standard types, collections and
/// each other, spread over a few files in any order.
///
/// Every type is one a test target should get a factory for, and the module compiles: a
/// value type holds another directly, or as an optional, only when that one was declared
/// before it, so no value contains itself; later types, itself included, only through an array
/// or a dictionary. A class may be held as an optional from anywhere. Some declarations go
/// with another (a superclass, a protocol and its conformer, an extension in another file).
struct RandomModels {
    enum Kind: CaseIterable {
        case memberwise, initialized, defaulted, nesting, plainEnum, rawEnum, payloadEnum, indirectEnum, finalClass
        case codable, subclass, protocolField, staticConstant, extended
    }

    struct Model {
        var name: String
        var kind: Kind
        var isValue: Bool { kind != .finalClass && kind != .subclass }
    }

    private(set) var models: [Model] = []
    /// Declarations by file, each file's in the order written.
    private(set) var files: [[String]] = [[], [], []]
    private var random: LexerPropertyTests.SplitMix

    init(seed: UInt64, types: Int = 24) {
        random = LexerPropertyTests.SplitMix(state: seed)
        files[0] = [Self.genericBox, Self.genericEither]
        for index in 0..<types {
            let kind = Kind.allCases.randomElement(using: &random)!
            let name = "T\(index)"
            models.append(Model(name: name, kind: kind))
            for declaration in declare(index, kind: kind, name: name) {
                let file = Int.random(in: 0..<files.count, using: &random)
                files[file].insert(declaration, at: Int.random(in: 0...files[file].count, using: &random))
            }
        }
    }

    /// Each file's text.
    var sources: [String] {
        files.map { "import Foundation\n\n" + $0.joined(separator: "\n\n") + "\n" }
    }

    static let genericBox = """
        struct Box<Value> {
            var value: Value
            var count: Int
        }
        """

    static let genericEither = """
        enum Either<Left, Right> {
            case left(Left)
            case right(Right)
        }
        """

    /// The standard types that are `Codable`, all of them but none of the models.
    private static let codableTypes = ["Int", "String", "Bool", "Double", "Date", "UUID", "URL", "Data", "[Int]", "[String: Double]", "String?", "Set<String>"]

    private static let standardTypes = [
        "Int", "String", "Bool", "Double", "Float", "Int64", "UInt8", "Date", "UUID", "URL", "Data", "Decimal",
        "[Int]", "[String: Double]", "Set<String>", "String?", "Int?", "[URL]", "[String: [Int]]",
    ]

    /// A field type for the type at `index`: standard, an earlier type held directly or as an
    /// optional (a class from anywhere as an optional), any type in a collection, or a box.
    private mutating func fieldType(for index: Int) -> String {
        let roll = Int.random(in: 0..<10, using: &random)
        let earlier = index > 0 ? models[Int.random(in: 0..<index, using: &random)] : nil
        switch roll {
        case 0...3:
            return Self.standardTypes.randomElement(using: &random)!
        case 4, 5:
            guard let earlier else { return "String" }
            return Bool.random(using: &random) ? earlier.name : earlier.name + "?"
        case 6:
            let any = models[Int.random(in: 0...index, using: &random)].name
            return Bool.random(using: &random) ? "[\(any)]" : "[String: \(any)]"
        case 7:
            let classes = models.prefix(index + 1).filter { !$0.isValue }
            return classes.randomElement(using: &random).map { $0.name + "?" } ?? "Bool"
        case 8:
            return "Box<\(earlier?.name ?? "Int")>"
        default:
            return "Either<\(earlier?.name ?? "String"), Int>"
        }
    }

    private mutating func fields(for index: Int, count: ClosedRange<Int> = 1...5) -> [(name: String, type: String)] {
        (0..<Int.random(in: count, using: &random)).map { ("f\($0)", fieldType(for: index)) }
    }

    /// The declarations that make the type at `index`; each goes to a file of its own choosing.
    private mutating func declare(_ index: Int, kind: Kind, name: String) -> [String] {
        switch kind {
        case .codable:
            let fields = (0..<Int.random(in: 1...4, using: &random)).map { ("f\($0)", Self.codableTypes.randomElement(using: &random)!) }
            return ["struct \(name): Codable, Equatable {\n" + fields.map { "    var \($0.0): \($0.1)\n" }.joined()
                + "\n    enum CodingKeys: String, CodingKey {\n" + fields.map { "        case \($0.0) = \"\($0.0.uppercased())\"\n" }.joined() + "    }\n}"]
        case .subclass:
            let fields = fields(for: index, count: 1...3)
            let parameters = fields.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
            return ["class \(name)Base {\n    let id: Int\n\n    init(id: Int) {\n        self.id = id\n    }\n}",
                    "final class \(name): \(name)Base {\n" + fields.map { "    var \($0.name): \($0.type)\n" }.joined()
                        + "\n    init(id: Int, \(parameters)) {\n" + fields.map { "        self.\($0.name) = \($0.name)\n" }.joined()
                        + "        super.init(id: id)\n    }\n}"]
        case .protocolField:
            let fields = fields(for: index, count: 0...2)
            return ["protocol \(name)Shape {\n    var label: String { get }\n}",
                    "struct \(name)Square: \(name)Shape {\n    var label: String\n    var side: Double\n}",
                    "struct \(name) {\n    var shape: any \(name)Shape\n    var shapes: [any \(name)Shape]\n"
                        + fields.map { "    var \($0.name): \($0.type)\n" }.joined() + "}"]
        case .staticConstant:
            return ["struct \(name): Hashable {\n    let raw: String\n\n    private init(raw: String) {\n        self.raw = raw\n    }\n\n"
                    + "    static let empty = \(name)(raw: \"\")\n    static let other = \(name)(raw: \"other\")\n}"]
        case .extended:
            let fields = fields(for: index, count: 1...3)
            return ["struct \(name) {\n    var mode: Mode\n" + fields.map { "    var \($0.name): \($0.type)\n" }.joined() + "}",
                    "extension \(name) {\n    enum Mode: CaseIterable {\n        case on, off\n    }\n\n    var isOn: Bool { mode == .on }\n}"]
        case .memberwise:
            let fields = fields(for: index)
            return ["struct \(name) {\n" + fields.map { "    \(Bool.random(using: &random) ? "let" : "var") \($0.name): \($0.type)\n" }.joined()
                + "    var summary: String { \"\\(\(fields[0].name))\" }\n}"]
        case .initialized:
            let fields = fields(for: index)
            let parameters = fields.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
            return ["struct \(name) {\n" + fields.map { "    let \($0.name): \($0.type)\n" }.joined()
                + "    private var cache: [String: Int] = [:]\n\n"
                + "    init(\(parameters)) {\n" + fields.map { "        self.\($0.name) = \($0.name)\n" }.joined() + "    }\n}"]
        case .defaulted:
            let fields = fields(for: index, count: 1...3)
            return ["struct \(name) {\n" + fields.map { "    var \($0.name): \($0.type)\n" }.joined()
                + "    var count = 0\n    var tags: [String] = []\n    var note: String?\n    let version = 1\n}"]
        case .nesting:
            let inner = fields(for: index, count: 1...3)
            return ["struct \(name) {\n    struct Part: Hashable {\n        var label: String\n        var weight: Double\n    }\n\n"
                + "    enum Stage: String {\n        case draft, live\n    }\n\n"
                + "    var part: Part\n    var stage: Stage\n    var parts: [Part]\n"
                + inner.map { "    var \($0.name): \($0.type)\n" }.joined() + "}"]
        case .plainEnum:
            let count = Int.random(in: 1...4, using: &random)
            return ["enum \(name) {\n    case " + (0..<count).map { "c\($0)" }.joined(separator: ", ") + "\n}"]
        case .rawEnum:
            let count = Int.random(in: 1...4, using: &random)
            let raw = Bool.random(using: &random) ? "String" : "Int"
            return ["enum \(name): \(raw), CaseIterable {\n" + (0..<count).map { "    case c\($0)\n" }.joined() + "}"]
        case .payloadEnum:
            let cases = (0..<Int.random(in: 1...4, using: &random)).map { number -> String in
                switch Int.random(in: 0..<3, using: &random) {
                case 0: return "    case c\(number)\n"
                case 1: return "    case c\(number)(\(fieldType(for: index)))\n"
                default: return "    case c\(number)(id: \(fieldType(for: index)), label: String)\n"
                }
            }
            return ["enum \(name) {\n" + cases.joined() + "}"]
        case .indirectEnum:
            return ["indirect enum \(name) {\n    case leaf(\(fieldType(for: index)))\n    case node(\(name), \(name))\n    case list([\(name)])\n}"]
        case .finalClass:
            let fields = fields(for: index)
            let parameters = fields.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
            return ["final class \(name) {\n" + fields.map { "    var \($0.name): \($0.type)\n" }.joined()
                + "\n    init(\(parameters)) {\n" + fields.map { "        self.\($0.name) = \($0.name)\n" }.joined() + "    }\n}"]
        }
    }
}
