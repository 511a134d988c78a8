/// Initializers, functions, subscripts and their parameter clauses.
extension DeclarationParser {
    /// How a parameter clause names its parameters.
    enum ParameterStyle {
        /// `(a: Int)`: one name is both label and name.
        case function
        /// `subscript(a: Int)`, and operators (`static func == (lhs: T, rhs: T)`, called
        /// without labels): one name is a name only.
        case `subscript`
        /// `case a(x: Int, Int)`: one name is a label; types may stand alone.
        case enumCase
    }

    /// Reads `( … )` at the cursor. On malformed input it reports, skips to the closing
    /// parenthesis and returns the parameters read so far.
    mutating func parseParameterClause(_ style: ParameterStyle) -> [Parameter] {
        let open = index
        advance()
        // A parameter's type may hold a clause of its own, which pushes and pops its run above this one.
        let start = pendingParameters.count
        while current.kind != .rightParen {
            // `@ViewBuilder content: …` puts attributes before the names; `case a(@Sendable () -> Void)`
            // has no names, so they belong to the type.
            var leadingAttributes: [Attribute] = []
            while current.kind == .atSign, let attribute = parseAttribute() { leadingAttributes.append(attribute) }
            var label: String?
            var parameterName: String?
            let first = current
            if first.kind == .identifier, peek().kind == .colon {
                let single = name(of: first)
                switch style {
                case .function: label = single; parameterName = single
                case .subscript: parameterName = single
                case .enumCase: label = single
                }
                index += 2
            } else if first.kind == .identifier, peek().kind == .identifier, peek(2).kind == .colon {
                label = name(of: first)
                parameterName = name(of: peek())
                index += 3
            } else if style != .enumCase {
                error("expected parameter name followed by ':'", at: first)
                return abandonParameterClause(from: open, found: pendingParameters.pop(from: start))
            }
            if label == "_" { label = nil }
            if parameterName == "_" { parameterName = nil }
            guard var type = parseType() else { return abandonParameterClause(from: open, found: pendingParameters.pop(from: start)) }
            if !leadingAttributes.isEmpty, label == nil, parameterName == nil {
                if case .attributed(let base, let attributes, let specifiers) = type {
                    type = .attributed(base, attributes: leadingAttributes + attributes, specifiers: specifiers)
                } else {
                    type = .attributed(type, attributes: leadingAttributes, specifiers: [])
                }
            }
            var isVariadic = false
            if isOperator(current, "...") {
                isVariadic = true
                advance()
            }
            var defaultValue: String?
            if current.kind == .equal {
                advance()
                let valueStart = index
                if let last = scanExpression() {
                    defaultValue = string(fromToken: valueStart, throughToken: last)
                }
            }
            // Built inside the append: a local `var` that is then appended gets copied, field by field.
            pendingParameters.append(Parameter(
                label: label, name: parameterName, type: type, defaultValue: defaultValue, isVariadic: isVariadic,
                attributes: label == nil && parameterName == nil ? [] : leadingAttributes
            ))
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightParen {
                error("expected ',' or ')' in parameter list, found \(describe(current))", at: current)
                return abandonParameterClause(from: open, found: pendingParameters.pop(from: start))
            }
        }
        advance()
        return pendingParameters.pop(from: start)
    }

    private mutating func abandonParameterClause(from open: Int, found parameters: [Parameter]) -> [Parameter] {
        let stop = index
        index = open
        skipGroup()
        // A clause that never closes is left where reading failed, so what follows is not lost.
        if isAtEnd || resynchronizationIndex != nil { index = max(stop, open + 1) }
        return parameters
    }

    mutating func parseInitializer(_ prefix: DeclarationPrefix, enclosingType: String? = nil) -> InitializerDeclaration? {
        let location = location(of: current)
        advance()
        var failability = InitializerDeclaration.Failability.none
        if current.kind == .postfixQuestion {
            failability = .optional
            advance()
        } else if current.kind == .postfixExclamation {
            failability = .implicitlyUnwrapped
            advance()
        }
        let genericParameters = current.kind == .leftAngle ? parseGenericParameters() : []
        guard current.kind == .leftParen else {
            error("expected '(' in initializer", at: current)
            skipToDeclarationEnd()
            return nil
        }
        let parameters = parseParameterClause(.function)
        let effects = parseEffects()
        let genericRequirements = currentKeyword == .where ? parseWhereClause() : []
        var stops = BodyStops()
        var notStored: [String] = []
        var delegations: [InitializerDelegation] = []
        var varyingRead: SourceLocation?
        var neverReturnsNil = false
        var neverThrows = false
        var hasEmptyBody = false
        var onlyStores = false
        var onlyDelegates = false
        var staticCalls: [TriedCall] = []
        var assigned: [String] = []
        var forcedRead: SourceLocation?
        var calls: [TriedCall] = []
        var superDelegations: [InitializerDelegation] = []
        var counts: [CountCheck] = []
        var flags: [FlagCheck] = []
        var numbers: [NumberCheck] = []
        var members: [MemberCheck] = []
        var cases: [CaseCheck] = []
        var passedNumbers: [PassedNumber] = []
        var methodCalls: [TriedCall] = []
        var handOffs: [HandOff] = []
        var failsOnlyOnCheckedNumbers = false
        if current.kind == .leftBrace {
            let bodyStart = index
            skipGroup()
            // `{` then `}`: comments are no tokens.
            hasEmptyBody = index == bodyStart + 2
            varyingRead = firstVaryingRead(from: bodyStart, to: index)
            if varyingRead == nil { staticCalls = ownStaticCalls(from: bodyStart, to: index, of: enclosingType) }
            if InitializerDeclaration.isDecoding(parameters) {
                stops = scanStops(from: bodyStart, to: index, .decoding, decoder: parameters[0].name)
                delegations = self.delegations(from: bodyStart, to: index)
            } else if failability != .none {
                stops = scanStops(from: bodyStart, to: index, .failable)
                let failsItself = stops.first != nil || yieldsNilImplicitly(from: bodyStart, to: index)
                let delegates = callsAnInitializer(from: bodyStart, to: index)
                neverReturnsNil = !failsItself && !delegates
                if failsItself, !delegates, let checks = numberGuards(of: parameters, from: bodyStart, to: index) {
                    failsOnlyOnCheckedNumbers = true
                    numbers = checks
                }
                // A body that may fail only in the initializer it hands on to (a statistics
                // subclass's `super.init(id:…)`, livekit/client-sdk-swift) records that call, for
                // the resolver to follow (``InitializerChoice/delegatesSafely(_:in:table:)``).
                if !failsItself && delegates {
                    (delegations, superDelegations) = delegationsAndSuperclassCalls(from: bodyStart, to: index)
                }
            } else if effects.throwsClause != nil, effects.throwsClause != .rethrows {
                // `init(from:)` may hand what it decoded to it (`try self.init(string: …)`):
                // read as a throwing function is, for ``Codability`` to follow.
                stops = scanStops(from: bodyStart, to: index, .throwingFunction)
                delegations = self.delegations(from: bodyStart, to: index)
                neverThrows = failability == .none && stops.first == nil && !triesPlainly(from: bodyStart, to: index)
            } else {
                // A `rethrows` one, passed closures that never throw, cannot throw: read as one
                // that cannot fail.
                stops = scanStops(from: bodyStart, to: index, effects.throwsClause == .rethrows ? .rethrowing : .trapping)
                // `halves[1]` traps on a made-up array, which holds at most one element.
                let indexes = literalIndexes(of: parameters, from: bodyStart, to: index)
                if stops.first == nil, let indexes { stops.first = indexes.first }
                notStored = parametersNotStoredAsGiven(parameters, from: bodyStart, to: index)
                onlyStores = storesOnlyItsParameters(parameters, from: bodyStart, to: index)
                onlyDelegates = isOneDelegation(from: bodyStart, to: index)
                assigned = assignedProperties(parameters, from: bodyStart, to: index)
                (delegations, superDelegations) = delegationsAndSuperclassCalls(from: bodyStart, to: index)
                forcedRead = firstForcedArgumentRead(parameters, from: bodyStart, to: index)
                if stops.first == nil {
                    calls = calledFunctions(from: bodyStart, to: index)
                    methodCalls = calledMethods(on: parameters, from: bodyStart, to: index)
                    handOffs = self.handOffs(of: parameters, from: bodyStart, to: index)
                } else {
                    let checks = parameterChecks(parameters, from: bodyStart, to: index)
                    counts = Self.merging(indexes, into: checks.counts)
                    flags = checks.flags
                    numbers = checks.numbers
                    members = checks.members
                    cases = trappingCases(parameters, from: bodyStart, to: index)
                }
                // A helper it hands a number to may check it (`try! checkAttempts(attempts)`).
                passedNumbers = self.passedNumbers(of: parameters, from: bodyStart, to: index)
            }
        }
        // Built once from its parts: filling in a local `var` costs a copy of the whole value.
        return InitializerDeclaration(
            parameters: parameters, failability: failability, genericParameters: genericParameters,
            genericRequirements: genericRequirements, isAsync: effects.isAsync, throwsClause: effects.throwsClause,
            attributes: prefix.attributes, modifiers: prefix.modifiers, accessLevel: prefix.accessLevel,
            documentation: prefix.documentation, location: location, condition: prefix.condition,
            mayStopAt: stops.first, triedCalls: stops.triedCalls, parametersNotStoredAsGiven: notStored, delegations: delegations,
            readsVaryingValueAt: varyingRead, neverReturnsNil: neverReturnsNil, neverThrows: neverThrows, hasEmptyBody: hasEmptyBody,
            assignedProperties: assigned, forcesArgumentReadAt: forcedRead, calledFunctions: calls,
            superDelegations: superDelegations, checkedCounts: counts, checkedFlags: flags, checkedNumbers: numbers, trappingCases: cases, passedNumbers: passedNumbers, calledMethods: methodCalls, handOffs: handOffs,
            storesOnlyItsParameters: onlyStores, onlyDelegates: onlyDelegates, ownStaticCalls: staticCalls, checkedMembers: members,
            failsOnlyOnCheckedNumbers: failsOnlyOnCheckedNumbers
        )
    }

    /// `readsBody`: the function is a member of an extension of `Decoder`, which `init(from:)`
    /// may call without a `try`: its body is read for where it may stop even if it cannot throw.
    /// `mayBeHelper`: it is a top-level function or a method (of an extension or a type's body),
    /// which an initializer may call to check what it is handed (`requireText(raw)`,
    /// `raw.extractRSV()`, its own `checkInvariants()`): its body is read for where it traps, as
    /// an initializer's is.
    /// `enclosingType` is the name of the type whose body or extension declares the function.
    mutating func parseFunction(_ prefix: DeclarationPrefix, readsBody: Bool = false, mayBeHelper: Bool = false, enclosingType: String? = nil) -> FunctionDeclaration? {
        // swiftc's range starts at a `static` modifier; the model documents the keyword.
        let location = location(of: current)
        advance()
        let namedByOperator = current.kind != .identifier
        guard let functionName = parseFunctionName() else {
            error("expected function name", at: current)
            skipToDeclarationEnd()
            return nil
        }
        let genericParameters = current.kind == .leftAngle ? parseGenericParameters() : []
        guard current.kind == .leftParen else {
            error("expected '(' in function declaration", at: current)
            skipToDeclarationEnd()
            return nil
        }
        let parameters = parseParameterClause(namedByOperator ? .subscript : .function)
        let effects = parseEffects()
        var returnType: TypeSyntax?
        if current.kind == .arrow {
            advance()
            returnType = parseType()
        }
        let genericRequirements = currentKeyword == .where ? parseWhereClause() : []
        var stops = BodyStops()
        var calls: [TriedCall] = []
        var neverReturnsNil = false
        var forcedRead: SourceLocation?
        var varyingRead: SourceLocation?
        var numbers: [NumberCheck] = []
        if current.kind == .leftBrace {
            let bodyStart = index
            skipGroup()
            // Only a throwing function can stop `init(from:)` through a `try`, and `encode(to:)`
            // is never one it calls; a member of `Decoder` may stop it without one.
            if readsBody || (effects.throwsClause != nil && !FunctionDeclaration.isEncoding(name: functionName, parameters: parameters)) {
                stops = scanStops(from: bodyStart, to: index, .throwingFunction)
            } else if prefix.isStatic, returnType != nil, effects.throwsClause == nil {
                // A static function that makes a value may be a type's way in
                // (``StaticFactoryChoice``): it is read as an initializer is, a value forced
                // out of a parameter (`map["key"] as! String`) counting as where it traps.
                stops = scanStops(from: bodyStart, to: index, .trapping)
                forcedRead = firstForcedArgumentRead(parameters, from: bodyStart, to: index)
                // What it makes may differ at each call, as an initializer's (ATProto's TID.mock()).
                varyingRead = firstVaryingRead(from: bodyStart, to: index)
                if case .optional = returnType {
                    neverReturnsNil = returnsOnlyConstruction(from: bodyStart, to: index, of: enclosingType)
                }
            } else if mayBeHelper, effects.throwsClause == nil {
                stops = scanStops(from: bodyStart, to: index, .trapping)
                if stops.first == nil { calls = calledFunctions(from: bodyStart, to: index) }
            }
            // What it checks a number it is handed against, throwing or trapping, for an
            // initializer that hands it one (``InitializerDeclaration/passedNumbers``): a static
            // method too (`Self.validate(level)`).
            if mayBeHelper || prefix.isStatic, parameters.contains(where: { $0.checkableNumberName != nil }) {
                numbers = parameterChecks(parameters, from: bodyStart, to: index).numbers
            }
        }
        return FunctionDeclaration(
            name: functionName, parameters: parameters, returnType: returnType, genericParameters: genericParameters,
            genericRequirements: genericRequirements, isAsync: effects.isAsync, throwsClause: effects.throwsClause,
            isStatic: prefix.isStatic, attributes: prefix.attributes, modifiers: prefix.modifiers,
            accessLevel: prefix.accessLevel, documentation: prefix.documentation, location: location,
            condition: prefix.condition, mayStopAt: stops.first ?? forcedRead, triedCalls: stops.triedCalls, calledFunctions: calls,
            neverReturnsNil: neverReturnsNil, readsVaryingValueAt: varyingRead, checkedNumbers: numbers
        )
    }

    /// A function's name: an identifier, or an operator spelled by adjacent tokens (`==`, `<`,
    /// `<<=`: the lexer gives each angle bracket a token of its own).
    private mutating func parseFunctionName() -> String? {
        if current.kind == .identifier {
            defer { advance() }
            return name(of: current)
        }
        let first = index
        while true {
            switch current.kind {
            case .operator, .leftAngle, .rightAngle, .postfixQuestion, .postfixExclamation, .equal, .arrow:
                if index != first, current.hasSpaceBefore { break }
                advance()
                continue
            default:
                break
            }
            break
        }
        // As swiftc does, an operator ending in `<` before an identifier gives that `<` to a
        // generic parameter clause: `func <<<Other: BinaryInteger>(…)` is `<<`, and
        // `func ==<T>(…)` is `==`.
        if index - first > 1, token(at: index - 1).kind == .leftAngle, current.kind == .identifier {
            index -= 1
        }
        return index > first ? string(fromToken: first, throughToken: index - 1) : nil
    }

    mutating func parseSubscript(_ prefix: DeclarationPrefix) -> SubscriptDeclaration? {
        // swiftc's range starts at a `static` modifier; the model documents the keyword.
        let location = location(of: current)
        advance()
        if current.kind == .leftAngle { _ = parseGenericParameters() }
        guard current.kind == .leftParen else {
            error("expected '(' for subscript parameters", at: current)
            skipToDeclarationEnd()
            return nil
        }
        let parameters = parseParameterClause(.subscript)
        guard current.kind == .arrow else {
            error("expected '->' for subscript element type", at: current)
            skipToDeclarationEnd()
            return nil
        }
        advance()
        guard let returnType = parseType() else {
            skipToDeclarationEnd()
            return nil
        }
        if currentKeyword == .where { _ = parseWhereClause() }
        let accessors = current.kind == .leftBrace ? parseAccessorBlock() : []
        return SubscriptDeclaration(
            parameters: parameters, returnType: returnType, isStatic: prefix.isStatic, accessors: accessors,
            attributes: prefix.attributes, modifiers: prefix.modifiers, accessLevel: prefix.accessLevel,
            location: location, condition: prefix.condition
        )
    }
}
