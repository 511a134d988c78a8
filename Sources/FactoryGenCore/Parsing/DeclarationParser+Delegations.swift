/// Which initializers an initializer's body delegates to: a `self.init(…)` call reaches a
/// trap in the initializer it calls as surely as one in its own body. And whether the body
/// reads the clock or a random identifier, which no provided argument controls.
extension DeclarationParser {
    /// The `self.init(…)` calls in the body `start..<end`, in order.
    mutating func delegations(from start: Int, to end: Int) -> [InitializerDelegation] {
        delegationsAndSuperclassCalls(from: start, to: end, readsSuperclassCalls: false).delegations
    }

    /// The `self.init(…)` calls in the body `start..<end`, and, when `readsSuperclassCalls`,
    /// its `super.init(…)` calls, each in order: one pass over the body for both.
    mutating func delegationsAndSuperclassCalls(
        from start: Int, to end: Int, readsSuperclassCalls: Bool = true
    ) -> (delegations: [InitializerDelegation], superclassCalls: [InitializerDelegation]) {
        var delegations: [InitializerDelegation] = [], superclassCalls: [InitializerDelegation] = []
        var position = start
        while position + 3 < end {
            let candidate = token(at: position)
            // `type(of: x).self.init(…)` makes another value; only a bare `self` delegates.
            let isSelf = isWord(candidate, "self")
            guard isSelf || (readsSuperclassCalls && isWord(candidate, "super")), position == start || token(at: position - 1).kind != .period,
                  token(at: position + 1).kind == .period, isWord(token(at: position + 2), "init"),
                  token(at: position + 3).kind == .leftParen else {
                position += 1
                continue
            }
            let call = InitializerDelegation(labels: argumentLabels(from: position + 3, before: end), location: location(of: candidate))
            if isSelf { delegations.append(call) } else { superclassCalls.append(call) }
            position += 4
        }
        return (delegations, superclassCalls)
    }

    /// Whether the body `start..<end` (its braces included) is one statement, a `self.init(…)`
    /// call and nothing after it but a `;`, that forces nothing: a literal protocol's
    /// initializer that hands its list on so (`self.init(frames, offset: 0)`) does nothing else
    /// a made-up list could upset. A trailing closure, a second statement, or a `!`, `try!` or
    /// `as!` in the arguments (`self.init(beats: Int(text)!)`, which a literal written by hand
    /// passes and a made-up one need not) makes it more.
    func isOneDelegation(from start: Int, to end: Int) -> Bool {
        let first = start + 1
        guard isWord(token(at: first), "self"), token(at: first + 1).kind == .period, isWord(token(at: first + 2), "init"),
              token(at: first + 3).kind == .leftParen else { return false }
        let close = end - 1
        var position = first + 4
        var nesting = 0
        while position < close {
            switch token(at: position).kind {
            case .leftParen, .leftBracket, .leftBrace: nesting += 1
            case .rightParen, .rightBracket, .rightBrace:
                guard nesting == 0 else {
                    nesting -= 1
                    break
                }
                // The call's `)`: the body's `}` follows, or a `;` then it.
                let after = token(at: position + 1).kind == .semicolon ? position + 2 : position + 1
                return after == close
            case .postfixExclamation: return false
            default: break
            }
            position += 1
        }
        return false
    }

    /// Whether the body `start..<end` calls `self.init(…)` or `super.init(…)`: in a failable
    /// initializer, either may fail in the one it calls and fail this one with it.
    func callsAnInitializer(from start: Int, to end: Int) -> Bool {
        var position = start
        while position + 2 < end {
            let candidate = token(at: position)
            if isWord(candidate, "self") || isWord(candidate, "super"), token(at: position + 1).kind == .period,
               isWord(token(at: position + 2), "init") {
                return true
            }
            position += 1
        }
        return false
    }

    /// The labels of the argument list whose `(` is at `open`, `"_"` for an unlabeled argument.
    func argumentLabels(from open: Int, before end: Int) -> [String] {
        var labels: [String] = []
        var position = open + 1
        var nesting = 0
        var startsArgument = true
        while position < end {
            let candidate = token(at: position)
            if startsArgument {
                startsArgument = false
                // `self.init()`, or a trailing comma.
                if candidate.kind == .rightParen { return labels }
                let labeled = candidate.kind == .identifier && position + 1 < end && token(at: position + 1).kind == .colon
                labels.append(labeled ? name(of: candidate) : "_")
            }
            switch candidate.kind {
            case .leftBrace, .leftParen, .leftBracket: nesting += 1
            case .rightBrace, .rightParen, .rightBracket:
                if nesting == 0 { return labels }
                nesting -= 1
            case .comma where nesting == 0: startsArgument = true
            default: break
            }
            position += 1
        }
        return labels
    }

    /// The first `UUID()`, `Date()` or `Date.now` in the body `start..<end`, not as a member
    /// of something else (`row.Date()`) but of `Foundation`: a value built by it differs from
    /// one call to the next (`self.id = UUID().uuidString`), as two `provide()` must not. One
    /// interpolated in a string counts too (`"TEMP_\(UUID().uuidString)"`, XcodeProj's). So does
    /// a call without arguments on an object the type keeps in a static member,
    /// `Self.generator.generate()`: what it gives back can only come from the object's state (a
    /// counter, as swift-bson's `BSONObjectID()` reads), which each call may move on. And so
    /// does a random draw, `.random(…)`, `.randomElement()` or `.shuffled()` on anything. And
    /// so does an implicit `.now` (`self.exitedAt = .now`: apple/containerization's
    /// `ExitStatus`), which names the clock of whatever type the context expects (`Date`, a
    /// clock's `Instant`, `DispatchTime`), as `Date.now` does, and so does a type's own `now`
    /// (`ContinuousClock.now`).
    mutating func firstVaryingRead(from start: Int, to end: Int) -> SourceLocation? {
        var position = start
        while position < end {
            let candidate = token(at: position)
            defer { position += 1 }
            if candidate.kind == .string, interpolatesVaryingRead(candidate) { return location(of: candidate) }
            // The word first, here: a call for every token copied the parser each time, 1.3% of
            // the twelve real folders' instructions.
            if isWord(candidate, "Self"), callsSharedObject(at: position, before: end) { return location(of: candidate) }
            if candidate.kind == .identifier, drawsAtRandom(at: position, from: start, before: end) { return location(of: candidate) }
            if isWord(candidate, "now"), readsImplicitMember(at: position, from: start) || readsTypesClock(at: position, from: start) {
                return location(of: candidate)
            }
            let isUUID = isWord(candidate, "UUID")
            guard position + 2 < end, isUUID || isWord(candidate, "Date") else { continue }
            if position > start, token(at: position - 1).kind == .period,
               position < start + 2 || !isWord(token(at: position - 2), "Foundation") { continue }
            let next = token(at: position + 1)
            if next.kind == .leftParen, token(at: position + 2).kind == .rightParen { return location(of: candidate) }
            if !isUUID, next.kind == .period, isWord(token(at: position + 2), "now") { return location(of: candidate) }
        }
        return nil
    }

    /// The calls in the body `start..<end` of static functions of the type the initializer
    /// belongs to, `Self.name(…)` or `Type.name(…)` for `enclosingType` (its last name
    /// component), each at its first call: one whose own body draws at random or reads the
    /// clock makes the initializer's values differ (``InitializerDeclaration/ownStaticCalls``).
    /// Compared by length first: most words of a body are neither.
    mutating func ownStaticCalls(from start: Int, to end: Int, of enclosingType: String?) -> [TriedCall] {
        // The last component (`Nonce` of `Auth.Nonce`), found without splitting the path: this
        // runs for every initializer, and most bodies call nothing of their own type.
        let ownName = enclosingType.map { type in type.utf8.lastIndex(of: UInt8(ascii: ".")).map { type[type.index(after: $0)...] } ?? type[...] }
        let ownLength = ownName?.utf8.count ?? -1
        var calls: [TriedCall] = []
        var position = start
        while position + 3 < end {
            let candidate = token(at: position)
            defer { position += 1 }
            guard candidate.kind == .identifier, token(at: position + 1).kind == .period,
                  token(at: position + 3).kind == .leftParen, token(at: position + 2).kind == .identifier,
                  position == start || token(at: position - 1).kind != .period else { continue }
            let isOwn = isWord(candidate, "Self") || (Int(candidate.length) == ownLength && ownName.map { name(of: candidate) == $0 } == true)
            guard isOwn else { continue }
            let member = name(of: token(at: position + 2))
            guard member != "init", !calls.contains(where: { $0.name == member }) else { continue }
            calls.append(TriedCall(name: member, location: location(of: candidate)))
        }
        return calls
    }

    /// A member call `.random(…)`, `.randomElement()` or `.shuffled()` at `position`: even one
    /// handed a generator (`using: &generator`) may be handed the system's, which is not seeded.
    private func drawsAtRandom(at position: Int, from start: Int, before end: Int) -> Bool {
        guard position > start, position + 1 < end, token(at: position - 1).kind == .period,
              token(at: position + 1).kind == .leftParen else { return false }
        let name = token(at: position)
        return isWord(name, "random") || isWord(name, "randomElement") || isWord(name, "shuffled")
    }

    /// Whether the name at `position` is an implicit member, `.now`, whose `.` starts a value
    /// that is kept (after `=`, `(`, `,`, `:`, `[`, `{`, `??` or `return`) rather than following
    /// one. Not after a comparison (`mode == .now`, `case .now`): an enum of the models may
    /// well have a case so named, and a comparison stores nothing.
    private func readsImplicitMember(at position: Int, from start: Int) -> Bool {
        guard position >= start + 2, token(at: position - 1).kind == .period else { return false }
        let before = token(at: position - 2)
        switch before.kind {
        case .equal, .leftParen, .comma, .colon, .leftBracket, .leftBrace: return true
        case .operator: return isOperator(before, "??")
        default: return isWord(before, "return")
        }
    }

    /// Whether the name at `position`, `now`, is a static member of a type, `Clock.now`, as a
    /// clock names its current instant (`ContinuousClock.now`, `DispatchTime.now()`,
    /// apple/swift-distributed-tracing's `DefaultTracerClock.now`) and `Date.now` does: the
    /// type's name is capitalized, and not `Self`, whose `now` may be the models' own member. Not
    /// in a comparison (`mode == Mode.now`, `case Mode.now`), which stores nothing.
    private func readsTypesClock(at position: Int, from start: Int) -> Bool {
        guard position >= start + 2, token(at: position - 1).kind == .period else { return false }
        let base = token(at: position - 2)
        guard base.kind == .identifier, !isWord(base, "Self"), let first = name(of: base).utf8.first,
              first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        guard position >= start + 3 else { return true }
        let before = token(at: position - 3)
        return !(isOperator(before, "==") || isOperator(before, "!=") || isWord(before, "case"))
    }

    /// `Self.member.method()` at `position`, a `Self`, not itself a member of something else.
    private func callsSharedObject(at position: Int, before end: Int) -> Bool {
        guard position + 6 < end, position == 0 || token(at: position - 1).kind != .period else { return false }
        return token(at: position + 1).kind == .period && token(at: position + 2).kind == .identifier
            && token(at: position + 3).kind == .period && token(at: position + 4).kind == .identifier
            && token(at: position + 5).kind == .leftParen && token(at: position + 6).kind == .rightParen
    }

    /// Whether a string literal's interpolation calls `UUID()` or `Date()`: the lexer keeps the
    /// literal one token, so its bytes are searched, each `\(…)` to its closing parenthesis.
    private func interpolatesVaryingRead(_ token: Lexer.Token) -> Bool {
        let bytes = UnsafeBufferPointer(start: text + Int(token.offset), count: Int(token.length))
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "(") else {
                index += 1
                continue
            }
            // The interpolation's own parentheses: `\(` opens it, the `)` that balances it ends it.
            let open = index + 1
            var depth = 0
            var close = open
            while close < bytes.count {
                if bytes[close] == UInt8(ascii: "(") { depth += 1 }
                if bytes[close] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
                close += 1
            }
            let inside = UnsafeBufferPointer(rebasing: bytes[open..<min(close, bytes.count)])
            if Self.callsVaryingInitializer(in: inside) { return true }
            index = close + 1
        }
        return false
    }

    /// Whether `bytes` call `UUID()` or `Date()`, not as the end of a longer name (`MyUUID()`):
    /// read in an interpolation here, and in a default's text by ``VaryingDefaults``.
    static func callsVaryingInitializer(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for call: StaticString in ["UUID()", "Date()"] {
            let length = call.utf8CodeUnitCount
            guard bytes.count >= length, let base = bytes.baseAddress else { continue }
            for start in 0...(bytes.count - length) where memcmpBytes(base + start, call.utf8Start, length) {
                guard start > 0 else { return true }
                let before = bytes[start - 1]
                let partOfName = before == UInt8(ascii: "_") || (before | 0x20) >= UInt8(ascii: "a") && (before | 0x20) <= UInt8(ascii: "z")
                    || before >= UInt8(ascii: "0") && before <= UInt8(ascii: "9")
                if !partOfName { return true }
            }
        }
        return false
    }
}
