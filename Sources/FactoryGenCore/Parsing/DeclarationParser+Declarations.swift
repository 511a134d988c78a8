/// What a list of declarations (a file, a type body, an extension body) collects.
struct DeclarationCollector {
    var members = MemberList()
    var extensions: [ExtensionDeclaration] = []
    var imports: [String] = []
}

/// Where a list of declarations stands.
struct DeclarationContext {
    /// The enclosing type names, outermost first; empty at top level.
    var scope: [String]
    var isTopLevel: Bool
    /// The body of an extension of `Decoder`, whose members `init(from:)` may read: their
    /// bodies are read for where they may stop (``ExtensionDeclaration/extendsDecoder``).
    var extendsDecoder = false
    static let topLevel = DeclarationContext(scope: [], isTopLevel: true)
}

extension DeclarationParser {
    /// Reads declarations up to the `}` that closes the enclosing body (left for the caller) or
    /// the end of the file. Conditions start afresh: they are relative to the parent.
    mutating func parseDeclarationList(_ context: DeclarationContext, into collector: inout DeclarationCollector) {
        let starts = (pendingProperties.count, pendingCases.count, pendingFunctions.count, pendingTypes.count)
        var conditions = ConditionStack()
        loop: while true {
            let token = current
            if let resynchronization = resynchronizationIndex, index >= resynchronization {
                if !context.isTopLevel { break loop }
                resynchronizationIndex = nil
            }
            switch token.kind {
            case .endOfFile:
                break loop
            case .rightBrace:
                if !context.isTopLevel { break loop }
                error("extraneous '}' at top level", at: token)
                advance()
            case .semicolon:
                advance()
            case .poundKeyword where !isAttributeConditional():
                handlePoundKeyword(&conditions)
            default:
                if !context.isTopLevel, token.hasNewlineBefore, startsLine(token), isFileScopeOnly(at: index) {
                    // `extension` or `import` at column 1 in a body: the body lost its `}`.
                    resynchronizationIndex = index
                    break loop
                }
                let before = index
                parseDeclaration(context, condition: conditions.current, into: &collector)
                if index == before { advance() }
            }
        }
        if !conditions.isEmpty {
            error("expected '#endif' to close '#if'", at: current)
        }
        collector.members.properties = pendingProperties.pop(from: starts.0)
        collector.members.cases = pendingCases.pop(from: starts.1)
        collector.members.functions = pendingFunctions.pop(from: starts.2)
        collector.members.nestedTypes = pendingTypes.pop(from: starts.3)
    }

    private mutating func isAttributeConditional() -> Bool {
        guard directive(current) == .if else { return false }
        let saved = index
        defer { index = saved }
        return skipAttributeConditional()
    }

    private func isFileScopeOnly(at position: Int) -> Bool {
        switch keyword(token(at: position)) {
        case .extension, .import: token(at: position + 1).kind == .identifier
        default: false
        }
    }

    /// Reads one declaration, or skips what is not one (a top-level statement, or garbage with
    /// a diagnostic).
    mutating func parseDeclaration(_ context: DeclarationContext, condition: String?, into collector: inout DeclarationCollector) {
        let start = index
        var prefix = DeclarationPrefix(condition: condition)
        parseDeclarationPrefix(into: &prefix)
        let introducer = current
        switch prefix.introducer {
        case .struct?: parseTypeDeclaration(.struct, prefix, context, into: &collector)
        case .enum?: parseTypeDeclaration(.enum, prefix, context, into: &collector)
        case .protocol?: parseTypeDeclaration(.protocol, prefix, context, into: &collector)
        case .class? where peek().kind == .identifier:
            parseTypeDeclaration(.class, prefix, context, into: &collector)
        case .actor? where peek().kind == .identifier:
            parseTypeDeclaration(.actor, prefix, context, into: &collector)
        case .extension?:
            if !context.isTopLevel { error("declaration is only valid at file scope", at: introducer) }
            if let declaration = parseExtension(prefix) {
                if context.isTopLevel { collector.extensions.append(declaration) }
            }
        case .var?, .let?:
            parseProperties(prefix, readsBodies: context.extendsDecoder, isTopLevel: context.isTopLevel)
        case .case?:
            parseEnumCases(prefix)
        case .initializer?:
            if let initializer = parseInitializer(prefix, enclosingType: context.scope.last) { collector.members.initializers.append(initializer) }
        case .deinitializer?:
            advance()
            if current.kind == .leftBrace {
                let bodyStart = index
                skipGroup()
                if collector.members.deinitializerMayStopAt == nil {
                    collector.members.deinitializerMayStopAt = deinitializerTrap(from: bodyStart, to: index)
                }
            }
        case .func?:
            // A type's own methods too: an initializer may check its fields by calling one
            // (`checkInvariants()`), as it may a top-level function.
            let mayBeHelper = context.isTopLevel || !prefix.isStatic
            if let function = parseFunction(prefix, readsBody: context.extendsDecoder, mayBeHelper: mayBeHelper, enclosingType: context.scope.last) {
                pendingFunctions.append(function)
            }
        case .subscript?:
            if let subscriptDeclaration = parseSubscript(prefix) { collector.members.subscripts.append(subscriptDeclaration) }
        case .typealias?:
            if let alias = parseTypealias(prefix, context) { collector.members.typealiases.append(alias) }
        case .associatedtype?:
            if let associatedType = parseAssociatedType(prefix) { collector.members.associatedTypes.append(associatedType) }
        case .import?:
            if let module = parseImport() { collector.imports.append(module) }
        case .operator?, .precedencegroup?, .macro?:
            // Declared operators, precedence groups and macros hold nothing to generate from.
            advance()
            skipToDeclarationEnd()
        default:
            skipNonDeclaration(context, prefix: prefix, start: start)
        }
    }

    /// Skips what is not a declaration. At top level a statement is fine (`main.swift`); in a
    /// body, or after attributes and modifiers, it is an error.
    private mutating func skipNonDeclaration(_ context: DeclarationContext, prefix: DeclarationPrefix, start: Int) {
        let token = current
        if context.isTopLevel, prefix.isEmpty, canStartStatement(token) {
            skipToDeclarationEnd()
            return
        }
        if token.kind == .poundKeyword, directive(token) == nil {
            // A freestanding macro may take attributes and modifiers (`@available(iOS 18, *)
            // #Preview { … }`), and declares nothing we read, as without them.
            advance()
            skipToDeclarationEnd()
            return
        }
        if token.kind != .unknown {
            error(token.kind == .endOfFile ? "expected declaration" : "expected declaration, found \(describe(token))", at: token)
        }
        if index == start || token.kind != .endOfFile { advance() }
        skipToDeclarationEnd()
    }

    private func canStartStatement(_ token: Lexer.Token) -> Bool {
        switch token.kind {
        case .identifier, .number, .string, .regex, .leftParen, .leftBracket, .leftBrace, .period,
             .operator, .backslash, .poundKeyword, .atSign, .postfixExclamation, .postfixQuestion:
            true
        default:
            false
        }
    }

    /// `import Foo`, `import struct Foo.Bar`, `@testable import Foo`: the module name.
    mutating func parseImport() -> String? {
        let keywordToken = current
        advance()
        switch currentKeyword {
        case .struct?, .class?, .enum?, .protocol?, .typealias?, .func?, .var?, .let?:
            advance()
        default:
            break
        }
        guard current.kind == .identifier, !current.hasNewlineBefore else {
            error("expected module name in import declaration", at: keywordToken)
            return nil
        }
        let module = name(of: current)
        advance()
        while current.kind == .period, peek().kind == .identifier || peek().kind == .operator {
            index += 2
        }
        return module
    }
}
