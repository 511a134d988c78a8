extension DeclarationParser {
    /// Whether the failable initializer body `start..<end` may give `nil` without `return`:
    /// a body that is one expression, `init?(data: Data) { nil }` (the common `required
    /// init?(coder:) { nil }`), or a branch of an `if` or `switch` expression that ends the
    /// body (`else { nil }`, `default: nil`). Such a `nil` is the statement's whole expression:
    /// it opens a block or follows a `:`, and a line break or a `}` comes next; an argument
    /// (`f(a: nil)`), an assignment (`= nil`) or a comparison (`!= nil`) is not one. A `nil`
    /// that a closure gives back (`{ _ in nil }`) follows `in` and is not counted, while one
    /// in `map { nil }` is: that only costs the initializer its `!`, never a trap.
    func yieldsNilImplicitly(from start: Int, to end: Int) -> Bool {
        var position = start + 1
        while position + 1 < end {
            let candidate = token(at: position)
            if isWord(candidate, "nil") {
                let before = token(at: position - 1).kind
                let after = token(at: position + 1)
                if before == .leftBrace || before == .colon, after.kind == .rightBrace || after.flags.contains(.newlineBefore) {
                    return true
                }
            }
            position += 1
        }
        return false
    }
}
