extension DeclarationParser {
    /// Where a `deinit` body, `start..<end` (its braces included), may trap on an object a test
    /// releases as it was made: a `fatalError`, a failure, or a check of the object's state
    /// (`assert(!self.isOpen, "leaked open handle")`, `precondition(value != nil)`). A check of
    /// what the deinit itself just did (`let status = pthread_mutex_destroy(lock)` then
    /// `assert(status == 0)`) holds for any object and is not counted: locks check so.
    mutating func deinitializerTrap(from start: Int, to end: Int) -> SourceLocation? {
        var locals: [String] = []
        var position = start
        while position < end {
            let candidate = token(at: position)
            position += 1
            guard candidate.kind == .identifier else { continue }
            if keyword(candidate) == .let, token(at: position).kind == .identifier, token(at: position + 1).kind == .equal {
                locals.append(name(of: token(at: position)))
                continue
            }
            guard token(at: position).kind == .leftParen, !token(at: position).hasSpaceBefore else { continue }
            // Compared as bytes, as the parser's other scans do: no string is made per call.
            if isWord(candidate, "fatalError") || isWord(candidate, "preconditionFailure") || isWord(candidate, "assertionFailure") {
                return location(of: candidate)
            }
            guard isWord(candidate, "assert") || isWord(candidate, "precondition") else { continue }
            let checked = token(at: position + 1)
            if checked.kind == .identifier, locals.contains(name(of: checked)) { continue }
            return location(of: candidate)
        }
        return nil
    }
}
