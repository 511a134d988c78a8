/// Reading which functions a body calls by their plain names.
extension DeclarationParser {
    /// The functions the body `start..<end` calls by a plain name, `requireText(raw)`, or on
    /// `self`, `self.verify()` (not `raw.trimmed()` or `Self.check(…)`), once each, in order.
    /// Those the inputs declare at the top level, and the type's own methods, may trap on what
    /// they are handed (``TrappingFunctions``): an initializer that checks its arguments there
    /// may trap as if it checked them itself. A capitalized name is kept too: most are a type's
    /// initializer (`Handle(…)`), which no function matches, but a module's own precondition
    /// may be named so (groue/GRDB.swift's `GRDBPrecondition(maximumCount > 0, …)`).
    mutating func calledFunctions(from start: Int, to end: Int) -> [TriedCall] {
        var calls: [TriedCall] = []
        var position = start + 1
        while position + 1 < end {
            defer { position += 1 }
            let candidate = token(at: position)
            guard candidate.kind == .identifier, token(at: position + 1).kind == .leftParen, keyword(candidate) == nil else { continue }
            // `self.verify()` names a method of its own type as `verify()` does.
            if token(at: position - 1).kind == .period,
               !isWord(token(at: position - 2), "self") || token(at: position - 3).kind == .period { continue }
            let first = text[Int(candidate.offset)]
            guard first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") || first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
                    || first == UInt8(ascii: "_") else { continue }
            let name = name(of: candidate)
            guard !Self.statementWords.contains(name), !calls.contains(where: { $0.name == name }) else { continue }
            calls.append(TriedCall(name: name, location: location(of: candidate)))
        }
        return calls
    }

    /// The methods the body `start..<end` calls on one of `parameters` by its name,
    /// `raw.extractRSV()` (not `self.raw.trimmed()` nor `raw.bytes.first(…)`), once each, in
    /// order. Those an extension of the inputs declares may trap on what they are called on
    /// (``TrappingFunctions``), as a top-level function may on what it is handed.
    mutating func calledMethods(on parameters: [Parameter], from start: Int, to end: Int) -> [TriedCall] {
        let names = parameters.compactMap { $0.name ?? $0.label }
        guard !names.isEmpty else { return [] }
        var calls: [TriedCall] = []
        var position = start + 1
        while position + 3 < end {
            defer { position += 1 }
            let receiver = token(at: position)
            guard receiver.kind == .identifier, token(at: position + 1).kind == .period, token(at: position + 3).kind == .leftParen,
                  token(at: position - 1).kind != .period else { continue }
            let method = token(at: position + 2)
            guard method.kind == .identifier, names.contains(where: { isNamed(receiver, $0) }) else { continue }
            let name = name(of: method)
            guard !calls.contains(where: { $0.name == name }) else { continue }
            calls.append(TriedCall(name: name, location: location(of: receiver)))
        }
        return calls
    }

    /// Words a `(` may follow that call nothing (`if (ready)`, `return (a, b)`).
    private static let statementWords: Set<String> = ["if", "guard", "while", "switch", "return", "for", "in", "case", "where", "throw", "try", "await"]
}
