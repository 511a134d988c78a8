/// Where a body the parser otherwise skips may stop on a made-up value, as far as its tokens
/// tell: what decides whether a provided value may go through `init(from:)`, a failable
/// initializer, or a throwing helper that `init(from:)` calls.
struct BodyStops {
    /// The first stopping call or statement.
    var first: SourceLocation?
    /// The helpers a plain `try` calls before ``first``, in order: the resolver follows those
    /// the inputs declare.
    var triedCalls: [TriedCall] = []
}

extension DeclarationParser {
    /// The statement and calls that stop a body on any value.
    private static func isStopping(_ word: String) -> Bool {
        switch word {
        case "throw", "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure": true
        default: false
        }
    }

    /// Whether a body may `try` `callee` without stopping on a made-up value: one of the
    /// decoder's and its containers' own methods, which a ``ProvidingDecoder`` always answers,
    /// or a type's initializer (`try Nested(from: decoder)`), which is judged on its own.
    /// `firstLabel` is the call's first argument label: `""` for an unlabeled argument, `nil`
    /// for none. A method is the decoder's only with its own labels: `decode(pairForKey:)` is
    /// a helper of the models' that shares the name. A `switch`, not a set: it is asked for
    /// every call a `try` chains, and hashing cost more.
    private static func isDecodingCall(_ callee: String, firstLabel: String?) -> Bool {
        if let first = callee.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) { return true }
        switch (callee, firstLabel) {
        case ("decode", ""), ("decodeIfPresent", ""), ("decodeNil", nil), ("decodeNil", "forKey"), ("container", "keyedBy"),
             ("nestedContainer", "keyedBy"), ("nestedUnkeyedContainer", nil), ("nestedUnkeyedContainer", "forKey"),
             ("unkeyedContainer", nil), ("singleValueContainer", nil), ("superDecoder", nil), ("superDecoder", "forKey"),
             ("init", _):
            return true
        default:
            return false
        }
    }

    /// The first argument label of the call whose `(` is at `position`: `""` for an unlabeled
    /// argument, `nil` for none.
    func firstArgumentLabel(at position: Int, before end: Int) -> String? {
        guard position + 1 < end, token(at: position + 1).kind != .rightParen else { return nil }
        let first = token(at: position + 1)
        guard first.kind == .identifier, position + 2 < end, token(at: position + 2).kind == .colon else { return "" }
        return name(of: first)
    }

    /// Whether `member` is one of `Decoder`'s own requirements, which a ``ProvidingDecoder``
    /// answers: any other member an `init(from:)` reads on its decoder comes from an extension
    /// (`decoder.ledger`), which may trap on what the made-up decoder lacks (its `userInfo`).
    private static func isDecoderRequirement(_ member: String) -> Bool {
        switch member {
        case "codingPath", "userInfo", "container", "unkeyedContainer", "singleValueContainer": true
        default: false
        }
    }

    /// The member read at `position`, `decoder.ledger` when `decoder` names the decoder
    /// parameter, when it is not one of `Decoder`'s own: such a read is followed as a tried
    /// call is, with or without a `try`. Lengths first: most identifiers are not the decoder.
    private func decoderMember(at position: Int, before end: Int, decoder: String) -> Lexer.Token? {
        let candidate = token(at: position)
        guard position + 2 < end, Int(candidate.length) == decoder.utf8.count, token(at: position + 1).kind == .period else { return nil }
        let member = token(at: position + 2)
        guard member.kind == .identifier, name(of: candidate) == decoder, !Self.isDecoderRequirement(name(of: member)) else { return nil }
        return member
    }

    /// Which body ``scanStops(from:to:_:)`` reads, which decides what counts as a stop.
    enum StopScan {
        /// A failable initializer: `return nil` stops; what it tries is not followed.
        case failable
        /// `init(from:)`: a `try` of a helper is recorded, for the resolver to follow.
        case decoding
        /// A throwing function, or a member of an extension of `Decoder`, read because
        /// `init(from:)` may call it: `return nil` is a value.
        case throwingFunction
        /// Any other initializer: only a call that traps stops it (`precondition(!names.isEmpty)`),
        /// which a made-up argument may well reach. A force unwrap is not counted: most unwrap
        /// what the body made itself.
        case trapping
        /// A `rethrows` initializer, read as ``trapping``: it throws only from a `catch` of
        /// what its closure arguments threw, and the closures a generated call passes never
        /// throw, so its `throw` does not stop it; a trapping call still does.
        case rethrowing
        /// A closure stored in a property and called by its name (``closureHelper(named:at:from:through:)``),
        /// read as ``trapping`` but for its `do` blocks: its type may throw, so their `catch`
        /// clauses need not take every error, and one they leave is thrown to a caller that may
        /// `try!` it.
        case storedClosure

        /// A force unwrap is not counted: what the body unwraps is mostly what it made itself.
        var ignoresForceUnwraps: Bool { self == .trapping || self == .rethrowing || self == .storedClosure }
    }

    /// Whether `token` may be ``isStopping(_:)``, `return`, `try` or `catch`, or `if` or
    /// `guard` where `readsBranches`, by its length and first byte: a body has thousands of
    /// identifiers, and spelling each as a string costs more than the rest of the scan.
    @inline(__always)
    private static func mayStop(_ token: Lexer.Token, text: UnsafePointer<UInt8>, readsBranches: Bool) -> Bool {
        if token.flags.contains(.backticked) { return true }
        switch (token.length, text[Int(token.offset)]) {
        case (2, UInt8(ascii: "i")):
            // `if`, not the many `id`, `in` and `is` a decoding body holds.
            return readsBranches && text[Int(token.offset) + 1] == UInt8(ascii: "f")
        case (5, UInt8(ascii: "g")):
            return readsBranches
        case (3, UInt8(ascii: "t")), (5, UInt8(ascii: "t")), (5, UInt8(ascii: "c")), (6, UInt8(ascii: "r")), (6, UInt8(ascii: "a")),
             (10, UInt8(ascii: "f")), (12, UInt8(ascii: "p")), (16, UInt8(ascii: "a")), (19, UInt8(ascii: "p")):
            return true
        default:
            return false
        }
    }

    /// Where the body `start..<end` may stop: its first stopping call or statement (`throw`,
    /// `fatalError`, a force unwrap; `return nil` in a failable initializer), and, before it,
    /// the helpers it tries (a date helper throws on a made-up date; a lenient one does not).
    ///
    /// Outside a failable initializer a `catch` body is not read: it runs only when what the
    /// `do` tried threw, and that call is already counted. Nor is code that runs only when
    /// `decodeIfPresent` found a value (``absentBinding(after:before:isGuard:)``). `decoder` is
    /// the name of `init(from:)`'s parameter, whose extension members the body reads are
    /// recorded too.
    mutating func scanStops(from start: Int, to end: Int, _ scan: StopScan, decoder: String? = nil) -> BodyStops {
        var stops = BodyStops()
        var position = start
        // Code no made-up value reaches, `at..<to`, innermost last: the body of `if let x = try
        // … decodeIfPresent(…)`, what follows such a `guard`'s `else` block.
        var unreached: [(at: Int, to: Int)] = []
        let readsBranches = scan == .decoding || scan == .throwingFunction
        // In `init(from:)`: the names given a decoded integer so far, which a providing decoder
        // makes `0`, and a decoded array, which it makes empty (``madeUpDecodedName(at:before:)``).
        var zeroDecoded: [String] = []
        var emptyDecoded: [String] = []
        while position < end {
            if let region = unreached.last, position >= region.at {
                unreached.removeLast()
                position = max(position, region.to)
                continue
            }
            let candidate = token(at: position)
            if let decoder, candidate.kind == .identifier, let member = decoderMember(at: position, before: end, decoder: decoder) {
                let read = name(of: member)
                // `try decoder.helper()` was recorded at its `try` already.
                if stops.triedCalls.last?.name != read {
                    stops.triedCalls.append(TriedCall(name: read, location: location(of: candidate)))
                }
            }
            position += 1
            if candidate.kind == .postfixExclamation, !scan.ignoresForceUnwraps {
                stops.first = location(of: candidate)
                return stops
            }
            // `pieces[0]` in a failable initializer, as a force unwrap there: an index into what
            // a made-up argument may leave empty traps (a split of `""`, Ollama's `Model.ID`).
            // Elsewhere it is not counted, as a force unwrap is not: most are guarded
            // (`parts.count >= 2 ? parts[1] : ""`), and a note on each would be noise.
            if candidate.kind == .leftBracket, scan == .failable, indexesWithLiteral(at: position - 1, before: end) {
                stops.first = location(of: candidate)
                return stops
            }
            // `names[0]` after `names = try container.decode([String].self, …)` traps on that
            // empty array.
            if candidate.kind == .leftBracket, !emptyDecoded.isEmpty, let indexed = indexedName(at: position - 1),
               emptyDecoded.contains(indexed), indexesWithLiteral(at: position - 1, before: end),
               !isInClosure(position - 1, bodyStart: start) {
                stops.first = location(of: candidate)
                return stops
            }
            // `barrels / crew` after `crew = try container.decode(Int.self, …)` traps on that
            // zero. Operators are few; a name is looked for only after such a decoding.
            if candidate.kind == .operator {
                if !zeroDecoded.isEmpty, let divisor = divisorName(after: position - 1, before: end), zeroDecoded.contains(divisor),
                   !isInClosure(position - 1, bodyStart: start) {
                    stops.first = location(of: candidate)
                    return stops
                }
                continue
            }
            guard candidate.kind == .identifier, Self.mayStop(candidate, text: text, readsBranches: readsBranches) else { continue }
            let word = name(of: candidate)
            // A `rethrows` body may throw only from a `catch` of what its closures threw. A body
            // that cannot throw (an initializer's, read as ``StopScan/trapping``) throws only out
            // of a closure or function it declares, to whoever calls that, not while it runs:
            // nicklockwood/Expression's initializers return `{ args in … throw … }`. A stored
            // closure throws out of what it declares too, but its `do` blocks may pass an error on.
            if Self.isStopping(word), scan != .rethrowing || word != "throw",
               word != "throw" || !throwIsCaught(at: position - 1, bodyStart: start, before: end, scan) {
                stops.first = location(of: candidate)
                return stops
            }
            switch word {
            case "try" where scan == .decoding || scan == .throwingFunction:
                addTriedCalls(after: position - 1, before: end, to: &stops)
                if scan == .decoding, let decoded = madeUpDecodedName(at: position - 1, before: end) {
                    switch decoded.value {
                    case .zero: zeroDecoded.append(decoded.name)
                    case .empty: emptyDecoded.append(decoded.name)
                    }
                }
            // Where a tried call is followed, its `catch` passes on what it threw; elsewhere a
            // `catch` that traps is the trap.
            case "catch" where scan == .decoding || scan == .throwingFunction:
                position = endOfBlock(after: position, before: end)
            case "if" where readsBranches:
                if let binding = absentBinding(after: position - 1, before: end, isGuard: false) {
                    unreached.append((binding.block, endOfGroup(at: binding.block, before: end)))
                }
            case "guard" where readsBranches:
                if let binding = absentBinding(after: position - 1, before: end, isGuard: true) {
                    let elseEnd = endOfGroup(at: binding.block, before: end)
                    unreached.append((elseEnd, endOfEnclosingBlock(from: elseEnd, before: end)))
                }
            case "return" where (scan == .failable || scan == .decoding) && position < end:
                let next = token(at: position)
                if next.kind == .identifier, name(of: next) == "nil" {
                    stops.first = location(of: candidate)
                    return stops
                }
            default:
                break
            }
        }
        return stops
    }

    /// Whether the `throw` at `position`, in a body read as `scan`, throws to something other
    /// than the body's caller: a closure or function the body declares, or a `do` block's
    /// `catch`. In a body that cannot throw, those clauses take every error (swiftc requires
    /// them to); in a stored closure, whose type may throw, only a clause with no pattern does.
    private func throwIsCaught(at position: Int, bodyStart start: Int, before end: Int, _ scan: StopScan) -> Bool {
        switch scan {
        case .trapping:
            isInClosure(position, bodyStart: start) || doBlock(around: position, bodyStart: start) != nil
        case .storedClosure:
            isInClosure(position, bodyStart: start)
                || doBlock(around: position, bodyStart: start).map { catchesEverything(doBlock: $0, before: end) } == true
        case .failable, .decoding, .throwingFunction, .rethrowing:
            false
        }
    }

    /// The `{` of the `do` block the token at `position` is inside, however deep, in the body
    /// that starts at `start`; what its `catch` clauses do is read as the rest of the body.
    private func doBlock(around position: Int, bodyStart start: Int) -> Int? {
        var scan = position - 1
        var depth = 0
        while scan > start {
            switch token(at: scan).kind {
            case .rightBrace: depth += 1
            case .leftBrace:
                if depth == 0, isWord(token(at: scan - 1), "do") { return scan }
                depth = max(depth - 1, 0)
            default: break
            }
            scan -= 1
        }
        return nil
    }

    /// Whether the `do` block opening at `brace` has a `catch` that takes every error: one
    /// with no pattern, or that only binds it (`catch let failure`).
    private func catchesEverything(doBlock brace: Int, before end: Int) -> Bool {
        var position = endOfGroup(at: brace, before: end)
        while position < end, isWord(token(at: position), "catch") {
            var block = position + 1
            while block < end, token(at: block).kind != .leftBrace { block += 1 }
            switch block - position {
            case 1: return true
            case 3 where isWord(token(at: position + 1), "let") || isWord(token(at: position + 1), "var"): return true
            default: position = endOfGroup(at: block, before: end)
            }
        }
        return false
    }

    /// Whether the body `start..<end` has a `try` that passes an error on: any but `try?`
    /// (`try!` is a force unwrap, a stop of its own). Read anywhere, a `do` block's and a
    /// closure's included: a throwing initializer with none cannot throw.
    func triesPlainly(from start: Int, to end: Int) -> Bool {
        var position = start
        while position < end {
            if isWord(token(at: position), "try"), position + 1 >= end || token(at: position + 1).kind != .postfixQuestion {
                return true
            }
            position += 1
        }
        return false
    }

    /// Whether the `[` at `position` subscripts a value with an integer literal (`parts[0]`),
    /// rather than opening an array literal (`return [0]`, `= [1]`).
    private func indexesWithLiteral(at position: Int, before end: Int) -> Bool {
        guard position >= 1, position + 2 < end, token(at: position + 1).kind == .number,
              token(at: position + 2).kind == .rightBracket else { return false }
        let before = token(at: position - 1)
        switch before.kind {
        case .rightParen, .rightBracket, .postfixQuestion, .postfixExclamation:
            return true
        case .identifier:
            switch name(of: before) {
            case "return", "in", "case", "try", "await", "throw", "yield", "is", "as", "where", "else", "then": return false
            default: return true
            }
        default:
            return false
        }
    }

    /// The property `name` in `name = try …` or `self.name = try …`, the `try` at `position`.
    func assignedProperty(before position: Int) -> String? {
        guard position >= 2, token(at: position - 1).kind == .equal, token(at: position - 2).kind == .identifier else { return nil }
        if position >= 3, token(at: position - 3).kind == .period {
            guard position >= 4, token(at: position - 4).kind == .identifier, name(of: token(at: position - 4)) == "self" else { return nil }
        }
        return name(of: token(at: position - 2))
    }

    /// The position after the `{ … }` block that starts at or after `position`, or `end`.
    private func endOfBlock(after position: Int, before end: Int) -> Int {
        var scan = position
        while scan < end, token(at: scan).kind != .leftBrace { scan += 1 }
        return endOfGroup(at: scan, before: end)
    }

    /// The functions a plain `try` calls along one chain, `a.b.first(…).second(…)`, but for
    /// the decoder's own: nothing for `try?`, which absorbs the error, nor after anything but
    /// names, periods and argument lists (a closure, an operator).
    private mutating func addTriedCalls(after position: Int, before end: Int, to stops: inout BodyStops) {
        var scan = position + 1
        if scan < end, token(at: scan).kind == .postfixQuestion { return }
        // The last name's token: a chain has many names, and only the called ones are spelled.
        var callee: Lexer.Token?
        // The name before it, which tells `super.init(from:)` from another initializer.
        var receiver: Lexer.Token?
        var isChained = false
        // `try .init(from: decoder)`: an initializer of the type the context gives.
        let isImplicitMember = scan < end && token(at: scan).kind == .period
        while scan < end {
            let next = token(at: scan)
            switch next.kind {
            case .identifier:
                receiver = callee
                callee = next
            case .period, .postfixQuestion: break
            case .leftParen:
                guard let calledToken = callee else { return }
                let called = name(of: calledToken)
                let firstLabel = firstArgumentLabel(at: scan, before: end)
                // Another type's `init(from:)` (`try Storage(from: decoder)`) is kept, named by
                // its type: the resolver judges that type's decoding, which runs on the same
                // decoder rather than through a provided value.
                if !Self.isDecodingCall(called, firstLabel: firstLabel) || (firstLabel == "from" && TriedCall.isTypeName(called)) {
                    stops.triedCalls.append(TriedCall(name: called, location: location(of: token(at: position)), isChained: isChained))
                } else if called == "init", firstLabel == "from", let receiver, name(of: receiver) == TriedCall.superclassDecoding {
                    // The superclass's `init(from:)` runs on the same decoder: the resolver
                    // judges its decoding, as for another type's.
                    stops.triedCalls.append(TriedCall(name: TriedCall.superclassDecoding, location: location(of: token(at: position))))
                } else if called == "init", firstLabel == "from", isImplicitMember, !isChained, receiver == nil {
                    // Another type's `init(from:)` all the same (swift-openapi-generator writes
                    // `self.value1 = try .init(from: decoder)`), of the property it is assigned
                    // to, which the resolver looks up; elsewhere the type is not known here.
                    stops.triedCalls.append(TriedCall(name: TriedCall.implicitDecoding(of: assignedProperty(before: position)),
                                                      location: location(of: token(at: position))))
                }
                callee = nil
                receiver = nil
                isChained = true
                scan = endOfGroup(at: scan, before: end)
                continue
            default: return
            }
            scan += 1
        }
    }

    /// The position after the group (`( … )`, `{ … }`, `[ … ]`) that opens at `position`, or
    /// `end`. Unlike ``skipGroup()`` it reports nothing: the body was read whole already.
    func endOfGroup(at position: Int, before end: Int) -> Int {
        var depth = 0
        for scan in position..<end {
            switch token(at: scan).kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightBrace, .rightParen, .rightBracket:
                depth -= 1
                if depth == 0 { return scan + 1 }
            default: break
            }
        }
        return end
    }
}
