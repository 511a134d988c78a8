/// A spool of items read through a cursor. `Turn` is an alias of the spool's parameter, and
/// `ContiguousArray<Turn>.Iterator` a member of a standard type no rule follows: a prism spells
/// it with `Turn` resolved, since the alias names nothing where the extension is written.
public struct Spool<Item> {
    public typealias Turn = Item

    public var items: ContiguousArray<Turn>
    public var cursor: Cursor

    public enum Cursor {
        case unread
        case reading(ContiguousArray<Turn>.Iterator, left: Int)
    }
}
