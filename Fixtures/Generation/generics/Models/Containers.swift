/// A generic wrapper: its factory needs its parameter to be providable.
struct Tagged<Value> {
    var value: Value
    let tag: String
}

struct Pair<First, Second> {
    var first: First
    var second: Second
}

/// Uses generic types with concrete arguments.
struct Shelf {
    var labels: Tagged<String>
    var sizes: Pair<Int, Double>
    var names: [String]
    var counts: [String: Int]
    var note: String?
}

enum Either<Left, Right> {
    case left(Left)
    case right(Right)
}

/// The standard collections' associated types, as written in real code.
struct Track {
    let point: Array<Double>.Element
    let position: [Double].Index
    let window: [Int].SubSequence
    let values: [String: Int].Value
}

/// Inside its own body a generic type's bare name means itself.
indirect enum Expression<Value> {
    case constant(Value)
    case sum([Expression])
    case negated(Expression)
}

/// A generic alias declared in a namespace, whose target names its module: each use must
/// still put its own argument in place of the alias's parameter.
enum Catalog {
    typealias Entry<Item> = Containers.Tagged<Item>
}

struct Listing {
    var entry: Catalog.Entry<Int>
    var spare: Catalog.Entry<String>?
}

/// Coding keys declared where `Element` is constrained: their prisms' closures capture the
/// metatype, so they need `Element: SendableMetatype` as the type's own lenses do.
public struct Page<Element> {
    public var entries: [Element]
    public var cursor: String?
}

extension Page: Decodable where Element: Decodable {
    enum CodingKeys: String, CodingKey {
        case entries
        case cursor = "next_cursor"
    }
}
