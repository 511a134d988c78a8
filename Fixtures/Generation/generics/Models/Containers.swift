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

/// Its conformance requires only `First`, which `.first` builds: a tuple, which is never
/// providable, may stand for `Second` (TOMLKit's `Either<TOMLValue, (array: TOMLArray, index: Int)>`).
public enum Pick<First, Second> {
    case first(First)
    case second(Second)
}

public struct Seat {
    public var row: Int
}

public struct Booking {
    public var pick: Pick<Seat, (row: Int, column: Int)>
    public var picks: [Pick<Int, () -> Void>]
}

/// `.node` needs `Value: Providable`, and gives `Tree` an unbuilt `Value`: built with `.leaf`
/// instead, once, where choosing again while the requirements change would not end.
public indirect enum Tree<Value> {
    case node(Tree<(Value, Value)>, Value)
    case leaf
}

/// Its conformance requires `First`: given a tuple for it, a field cannot be built, and the
/// warning says so at the field.
public struct Crate {
    public var pick: Pick<(Int, Int), Seat>
}

/// A run of values kept in a `ContiguousArray`, as code that reads them in a tight loop keeps
/// them (an animation's keyframes): a standard collection like `[T]`. Its only initializer
/// takes one, so without that collection the type could not be built at all.
final class Reel<Frame> {
    let frames: ContiguousArray<Frame>

    init(frames: ContiguousArray<Frame>) {
        self.frames = frames
    }
}

struct Strip {
    var stops: ContiguousArray<Double>
    var cut: ContiguousArray<Int>.SubSequence
    var first: ContiguousArray<String>.Element
    var marks: ContiguousArray<(any Labelled)>
}

/// A protocol field's conformer, which a collection of it holds one of.
protocol Labelled {
    var label: String { get }
}

struct Caption: Labelled {
    var label: String
}

/// Text's associated types: a slice of a `String` or a `Substring` is a `Substring`, an
/// element a `Character`.
struct Excerpt {
    let body: String.SubSequence
    let initial: String.Element
    let rest: Substring.SubSequence
    let last: Substring.Element?
}
