/// Types, extensions, typealiases, associated types, and their generic clauses.
extension DeclarationParser {
    mutating func parseTypeDeclaration(_ kind: TypeDeclaration.Kind, _ prefix: DeclarationPrefix, _ context: DeclarationContext, into collector: inout DeclarationCollector) {
        let keywordToken = current
        let location = location(of: keywordToken)
        advance()
        guard current.kind == .identifier, !current.hasNewlineBefore || peek().kind == .leftBrace else {
            error("expected name in \(kind.rawValue) declaration", at: current)
            skipToDeclarationEnd()
            return
        }
        let typeName = name(of: current)
        advance()
        let genericParameters = current.kind == .leftAngle ? parseGenericParameters() : []
        let inheritedTypes = current.kind == .colon ? parseInheritance() : []
        let genericRequirements = currentKeyword == .where ? parseWhereClause() : []
        var members = MemberList()
        if current.kind == .leftBrace {
            members = parseBody(DeclarationContext(scope: context.scope + [typeName], isTopLevel: false), keyword: kind.rawValue)
        } else {
            error("expected '{' in \(kind.rawValue) declaration", at: current)
            skipToDeclarationEnd()
        }
        // Built inside the append: a local `var` that is then appended gets copied, field by field.
        pendingTypes.append(TypeDeclaration(
            kind: kind, name: typeName, scope: context.scope, genericParameters: genericParameters,
            inheritedTypes: inheritedTypes, genericRequirements: genericRequirements,
            attributes: prefix.attributes, modifiers: prefix.modifiers, accessLevel: prefix.accessLevel,
            documentation: prefix.documentation, location: location, condition: prefix.condition, members: members
        ))
    }

    /// Reads `{ declarations }` at the cursor: the members declared in it.
    mutating func parseBody(_ context: DeclarationContext, keyword: String) -> MemberList {
        var collector = DeclarationCollector()
        guard nesting < DeclarationParser.maximumNesting else {
            error("declarations are nested too deeply", at: current)
            skipGroup()
            return MemberList()
        }
        nesting += 1
        defer { nesting -= 1 }
        advance()
        parseDeclarationList(context, into: &collector)
        if current.kind == .rightBrace {
            advance()
        } else {
            error("expected '}' in \(keyword)", at: current)
        }
        // Moved out rather than copied: a copy retains every array, and the collector's
        // release then frees nothing.
        var members = MemberList()
        swap(&members, &collector.members)
        return members
    }

    mutating func parseExtension(_ prefix: DeclarationPrefix) -> ExtensionDeclaration? {
        let location = location(of: current)
        advance()
        guard let extendedType = parseType() else {
            skipToDeclarationEnd()
            if current.kind == .leftBrace { skipGroup() }
            return nil
        }
        let inheritedTypes = current.kind == .colon ? parseInheritance() : []
        let genericRequirements = currentKeyword == .where ? parseWhereClause() : []
        var members = MemberList()
        if current.kind == .leftBrace {
            var scope: [String] = []
            if case .nominal(let components) = extendedType { scope = components.map(\.name) }
            let context = DeclarationContext(scope: scope, isTopLevel: false, extendsDecoder: ExtensionDeclaration.extendsDecoder(extendedType))
            members = parseBody(context, keyword: "extension")
        } else {
            error("expected '{' in extension", at: current)
            skipToDeclarationEnd()
        }
        // Built once from its parts: filling in a local `var` costs a copy of the whole value.
        return ExtensionDeclaration(
            extendedType: extendedType, inheritedTypes: inheritedTypes, genericRequirements: genericRequirements,
            attributes: prefix.attributes, modifiers: prefix.modifiers, accessLevel: prefix.accessLevel,
            documentation: prefix.documentation, location: location, condition: prefix.condition, members: members
        )
    }

    mutating func parseTypealias(_ prefix: DeclarationPrefix, _ context: DeclarationContext) -> TypealiasDeclaration? {
        let location = location(of: current)
        advance()
        guard current.kind == .identifier else {
            error("expected name in typealias declaration", at: current)
            skipToDeclarationEnd()
            return nil
        }
        let aliasName = name(of: current)
        advance()
        let genericParameters = current.kind == .leftAngle ? parseGenericParameters() : []
        guard current.kind == .equal else {
            error("expected '=' in typealias declaration", at: current)
            skipToDeclarationEnd()
            return nil
        }
        advance()
        guard let target = parseType() else {
            skipToDeclarationEnd()
            return nil
        }
        if currentKeyword == .where { _ = parseWhereClause() }
        return TypealiasDeclaration(
            name: aliasName, scope: context.scope, genericParameters: genericParameters, target: target,
            accessLevel: prefix.accessLevel, documentation: prefix.documentation, location: location,
            condition: prefix.condition
        )
    }

    mutating func parseAssociatedType(_ prefix: DeclarationPrefix) -> AssociatedTypeDeclaration? {
        let location = location(of: current)
        advance()
        guard current.kind == .identifier else {
            error("expected name in associatedtype declaration", at: current)
            skipToDeclarationEnd()
            return nil
        }
        let typeName = name(of: current)
        advance()
        let inheritedTypes = current.kind == .colon ? parseInheritance() : []
        var defaultType: TypeSyntax?
        if current.kind == .equal {
            advance()
            defaultType = parseType()
        }
        if currentKeyword == .where { _ = parseWhereClause() }
        return AssociatedTypeDeclaration(
            name: typeName, inheritedTypes: inheritedTypes, defaultType: defaultType, location: location,
            condition: prefix.condition
        )
    }

    /// `<T, U: Equatable, each V, let n: Int>` at the cursor.
    mutating func parseGenericParameters() -> [GenericParameter] {
        let open = index
        advance()
        var parameters: [GenericParameter] = []
        while current.kind != .rightAngle {
            var parameter = GenericParameter(name: "")
            if currentKeyword == .each, peek().kind == .identifier {
                parameter.isPack = true
                advance()
            } else if currentKeyword == .let, peek().kind == .identifier {
                parameter.isValue = true
                advance()
            }
            guard current.kind == .identifier else {
                return abandonGenericParameters(from: open, found: parameters)
            }
            parameter.name = name(of: current)
            advance()
            if current.kind == .colon {
                advance()
                guard let constraint = parseType() else { return abandonGenericParameters(from: open, found: parameters) }
                parameter.constraint = constraint
            }
            parameters.append(parameter)
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightAngle {
                return abandonGenericParameters(from: open, found: parameters)
            }
        }
        advance()
        return parameters
    }

    /// Reports a malformed generic parameter list and moves past its `>` if one is near.
    private mutating func abandonGenericParameters(from open: Int, found parameters: [GenericParameter]) -> [GenericParameter] {
        error("expected generic parameter", at: current)
        index = open
        if !skipGenericArguments() { advance() }
        return parameters
    }

    /// `: A, B<C>, ~Copyable, @unchecked Sendable, nonisolated D` at the cursor.
    mutating func parseInheritance() -> [TypeSyntax] {
        advance()
        var types: [TypeSyntax] = []
        // `Identifiable, Hashable, Sendable` is typical: one allocation instead of growing 1, 2, 4.
        types.reserveCapacity(4)
        while true {
            // `protocol P: class` is the old spelling of `AnyObject`.
            if currentKeyword == .class {
                types.append(.named("AnyObject"))
                advance()
            } else if currentKeyword == .nonisolated, peek().kind != .leftParen || peek().hasSpaceBefore {
                // `nonisolated AsyncIteratorProtocol`: a conformance kept off the type's global
                // actor (SE-0470), a specifier of the conformance as `@MainActor P` is an
                // attribute of one; read as a type, it lost the body that followed
                // (swiftlang/swift-subprocess's `StringSequence.AsyncIterator`).
                advance()
                guard let type = parseType() else { break }
                types.append(.attributed(type, attributes: [], specifiers: ["nonisolated"]))
            } else {
                guard let type = parseType() else { break }
                types.append(type)
            }
            guard current.kind == .comma else { break }
            advance()
        }
        return types
    }

    /// `where T: P, T.Element == Int` at the cursor.
    mutating func parseWhereClause() -> [GenericRequirement] {
        advance()
        var requirements: [GenericRequirement] = []
        while true {
            guard let left = parseType() else { break }
            let relation: GenericRequirement.Relation
            if current.kind == .colon {
                relation = .conformance
            } else if isOperator(current, "==") {
                relation = .sameType
            } else {
                error("expected ':' or '==' in where clause", at: current)
                break
            }
            advance()
            guard let right = parseType() else { break }
            requirements.append(GenericRequirement(left: left, relation: relation, right: right))
            guard current.kind == .comma else { break }
            advance()
        }
        return requirements
    }
}
