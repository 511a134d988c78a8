/// Reading which other types' initializers a body hands its parameters to.
extension DeclarationParser {
    /// The calls in the body `start..<end` of a type's initializer, by the type's plain name or
    /// as `.init(…)` assigned to a property, that pass one of `parameters` on as it is,
    /// `Seal(raw: raw)`, `Seal(raw)` or `self.seal = .init(raw: raw)` (not `Seal(raw:
    /// raw.prefix(65))`, `Kit.Seal(raw: raw)` or `.seal(raw)`), in order. The type's
    /// initializer may check what it is handed (``HandOffTraps``): the caller may then trap on
    /// a made-up argument as if it checked it itself.
    mutating func handOffs(of parameters: [Parameter], from start: Int, to end: Int) -> [HandOff] {
        let names = parameters.compactMap { $0.name ?? $0.label }
        guard !names.isEmpty else { return [] }
        var handOffs: [HandOff] = []
        var position = start + 1
        while position + 2 < end {
            defer { position += 1 }
            let candidate = token(at: position)
            guard token(at: position + 1).kind == .leftParen else { continue }
            let isMember = token(at: position - 1).kind == .period
            if !isMember, candidate.kind == .identifier, keyword(candidate) == nil, isTypeName(candidate) {
                guard passesOn(names, inArgumentsFrom: position + 1, before: end) else { continue }
                let call = InitializerDelegation(labels: argumentLabels(from: position + 1, before: end), location: location(of: candidate))
                handOffs.append(HandOff(typeName: name(of: candidate), call: call))
            } else if isMember, isWord(candidate, "init"), position >= start + 2,
                      let property = assignedProperty(before: position - 1) {
                // `self.signature = .init(raw: raw)`: the property's type, argentlabs/web3.swift's.
                guard passesOn(names, inArgumentsFrom: position + 1, before: end) else { continue }
                let call = InitializerDelegation(labels: argumentLabels(from: position + 1, before: end), location: location(of: token(at: position - 1)))
                handOffs.append(HandOff(property: property, call: call))
            }
        }
        return handOffs
    }

    /// Whether `token` is named as a type is: capitalized, after any leading underscores
    /// (`Seal`, `_BytesBuffer`, a library's type kept out of its interface), where a
    /// function's name is in lower camel case.
    private func isTypeName(_ token: Lexer.Token) -> Bool {
        var offset = Int(token.offset)
        let end = offset + Int(token.length)
        while offset < end, text[offset] == UInt8(ascii: "_") { offset += 1 }
        return offset < end && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(text[offset])
    }

    /// Whether an argument of the list whose `(` is at `open` is one of `names` alone,
    /// labeled or not.
    private func passesOn(_ names: [String], inArgumentsFrom open: Int, before end: Int) -> Bool {
        func isOneOfNames(from first: Int, to last: Int) -> Bool {
            // `label: name` or `name`, and nothing else.
            let value = last - first == 3 && token(at: first + 1).kind == .colon ? first + 2 : first
            guard last - value == 1 else { return false }
            let candidate = token(at: value)
            return candidate.kind == .identifier && names.contains { isNamed(candidate, $0) }
        }
        var position = open + 1
        var argumentStart = position
        var nesting = 0
        while position < end {
            switch token(at: position).kind {
            case .leftBrace, .leftParen, .leftBracket: nesting += 1
            case .rightBrace, .rightParen, .rightBracket:
                if nesting == 0 { return isOneOfNames(from: argumentStart, to: position) }
                nesting -= 1
            case .comma where nesting == 0:
                if isOneOfNames(from: argumentStart, to: position) { return true }
                argumentStart = position + 1
            default: break
            }
            position += 1
        }
        return false
    }
}
