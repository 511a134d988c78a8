/// A bobbin wound with one kind of thread; its initializer refuses the kind listed first,
/// which a made-up kind would be: `provide()` passes the first kind it accepts, `.cotton`.
public struct Bobbin {
    public enum Thread { case unspun, cotton, silk }

    public let turns: Int
    public let thread: Thread

    init(turns: Int, thread: Thread) {
        precondition(turns > 0)
        switch thread {
        case .unspun:
            fatalError("unspun fibre cannot be wound")
        case .cotton, .silk:
            break
        }
        self.turns = turns
        self.thread = thread
    }
}
