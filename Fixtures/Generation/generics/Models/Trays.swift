/// A tray names what it holds once, through an alias of its parameter; a rack holds the
/// contents of trays of numbers and of labels, written through that alias with an argument,
/// which its lenses spell with the argument put in.
public struct Tray<Content: Sendable>: Sendable {
    public typealias Contents = [Content]
    public var contents: Contents
}

public struct Rack: Sendable {
    public var numbers: Tray<Int>.Contents
    public var labels: Tray<String>.Contents?
}
