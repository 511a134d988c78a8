/// A handle typed by the record it points at: `Owner` only tags it.
public struct Handle<Raw, Owner> {
    public let raw: Raw

    public init(raw: Raw) {
        self.raw = raw
    }
}

/// Fields that name their type after its module: the names after `Containers.` are looked up
/// at the module's top level, but the arguments are still read here, where `Raw` is the
/// record's parameter, `Self` the record and `Slot` its own nested type.
public struct Record<Raw> {
    public struct Slot {
        public var index: Int
    }

    public let handle: Containers.Handle<Raw, Self>
    public var slots: [Containers.Handle<Slot, Raw>]
    public var title: String
}
