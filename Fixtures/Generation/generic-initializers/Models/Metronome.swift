/// Where a metronome reports its ticks; `.muted` is a conformer named from the protocol.
public protocol TickSink: Sendable {
    func tick(_ beat: Int)
}

public struct MutedSink: TickSink {
    public init() {}
    public func tick(_ beat: Int) {}
}

public struct CountingSink: TickSink {
    public var offset: Int
    public func tick(_ beat: Int) {}
}

extension TickSink where Self == MutedSink {
    public static var muted: MutedSink { MutedSink() }
}

/// Its only initializer is generic over a defaulted argument: the call leaves the sink out, and
/// its default gives the type.
public struct Metronome {
    public let tempo: Int
    let sink: any TickSink

    public init(tempo: Int, sink: some TickSink = .muted) {
        self.tempo = tempo
        self.sink = sink
    }
}

/// The same, checked: an initializer that may trap is passed every argument, the sink too, as
/// the first conformer of its protocol.
public struct CheckedMetronome {
    public let tempo: Int
    let sink: any TickSink

    public init(tempo: Int, sink: some TickSink = .muted) {
        precondition(tempo > 0, "a tempo is positive")
        self.tempo = tempo
        self.sink = sink
    }
}
