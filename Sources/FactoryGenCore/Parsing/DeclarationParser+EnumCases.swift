/// `case` declarations in enums.
extension DeclarationParser {
    /// Reads `case a, b(Int), c = 3`: one element per name, pushed on ``pendingCases``.
    mutating func parseEnumCases(_ prefix: DeclarationPrefix) {
        advance()
        let isIndirect = prefix.modifiers.contains("indirect")
        while true {
            guard current.kind == .identifier else {
                error("expected identifier in enum 'case' declaration", at: current)
                skipToDeclarationEnd()
                return
            }
            let nameToken = current
            advance()
            var associatedValues: [Parameter] = []
            if current.kind == .leftParen {
                associatedValues = parseParameterClause(.enumCase)
            }
            var rawValue: String?
            if current.kind == .equal {
                advance()
                let first = index
                if let last = scanExpression() {
                    rawValue = string(fromToken: first, throughToken: last)
                }
            }
            pendingCases.append(EnumCaseDeclaration(
                name: name(of: nameToken), associatedValues: associatedValues, rawValue: rawValue,
                isIndirect: isIndirect, attributes: prefix.attributes, documentation: prefix.documentation,
                location: location(of: nameToken), condition: prefix.condition
            ))
            guard current.kind == .comma else { break }
            advance()
        }
    }
}
