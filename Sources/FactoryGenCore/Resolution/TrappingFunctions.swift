/// The top-level functions and methods of the inputs that may trap on what they are handed or
/// called on: one whose body calls `precondition`, `fatalError` or the like, or calls such a
/// function. An initializer that checks its arguments through one (`init(raw: String) {
/// requireText(raw); … }`, `init(raw: Data) { (r, s) = raw.extractRSV() }` where an `extension
/// Data` method traps on fewer than 65 bytes, or a method of its own type that checks the
/// fields it was given, apple/swift-system's `checkInvariants()`) may trap as if it checked them
/// itself, and is called as such an initializer is: after every other way, with text that is
/// not empty.
///
/// ```swift
/// // func requireText(_ value: String) { precondition(!value.isEmpty) }
/// TrappingFunctions(files: files).firstCall(in: handleInitializer) // the `requireText(raw)` call
/// ```
struct TrappingFunctions {
    /// By name: a call names no module or overload, and a method call no type.
    private let functions: Set<String>
    private let methods: Set<String>
    /// By name, then by a parameter's position: the value that passes what a function (or a
    /// method, a static one too) checks a number parameter against
    /// (``FunctionDeclaration/checkedNumbers``).
    private let checkedNumbers: [String: [Int: Int]]

    init(files: [SourceFile]) {
        // A method's plain calls may name a function or a method of its own type (`self`
        // left out); a function's name only functions.
        var functionCalls: [String: [String]] = [:]
        var methodCalls: [String: [String]] = [:]
        var functions: Set<String> = []
        var methods: Set<String> = []
        var checkedNumbers: [String: [Int: Int]] = [:]
        func noteChecks(of function: FunctionDeclaration) {
            for check in function.checkedNumbers {
                guard let position = function.parameters.firstIndex(where: { ($0.name ?? $0.label) == check.parameter }) else { continue }
                checkedNumbers[function.name, default: [:]][position] = check.passes
            }
        }
        for file in files {
            for index in file.functions.indices {
                let function = file.functions[index]
                if !function.checkedNumbers.isEmpty { noteChecks(of: function) }
                if function.mayStopAt != nil {
                    functions.insert(function.name)
                } else if !function.calledFunctions.isEmpty {
                    functionCalls[function.name, default: []] += function.calledFunctions.map(\.name)
                }
            }
            // A type's methods (its body's, its extensions', nested types' too), by index:
            // copying each declaration out would retain and release all of its fields.
            func collect(_ members: MemberList) {
                let functions = members.functions
                for index in functions.indices where !functions[index].checkedNumbers.isEmpty { noteChecks(of: functions[index]) }
                for index in functions.indices where !functions[index].isStatic {
                    if functions[index].mayStopAt != nil {
                        methods.insert(functions[index].name)
                    } else if !functions[index].calledFunctions.isEmpty {
                        methodCalls[functions[index].name, default: []] += functions[index].calledFunctions.map(\.name)
                    }
                }
                for index in members.nestedTypes.indices { collect(members.nestedTypes[index].members) }
            }
            for index in file.types.indices { collect(file.types[index].members) }
            for index in file.extensions.indices { collect(file.extensions[index].members) }
        }
        // Through the functions they call, until nothing changes: a helper that calls only
        // itself traps only if something else it calls does.
        var changed = !functions.isEmpty || !methods.isEmpty
        while changed {
            changed = false
            for (name, callees) in functionCalls where !functions.contains(name) && callees.contains(where: functions.contains) {
                functions.insert(name)
                changed = true
            }
            for (name, callees) in methodCalls
            where !methods.contains(name) && callees.contains(where: { functions.contains($0) || methods.contains($0) }) {
                methods.insert(name)
                changed = true
            }
        }
        self.functions = functions
        self.methods = methods
        self.checkedNumbers = checkedNumbers
    }

    /// The value that passes what a function checks `parameter` of `initializer` against, where
    /// the initializer hands it there as it is (``InitializerDeclaration/passedNumbers``):
    /// `2` for `try! checkAttempts(attempts)` where `checkAttempts` asks for `value > 1`.
    func checkedNumber(of parameter: String, in initializer: InitializerDeclaration) -> Int? {
        guard !checkedNumbers.isEmpty else { return nil }
        for passed in initializer.passedNumbers where passed.parameter == parameter {
            if let passes = checkedNumbers[passed.function]?[passed.position] { return passes }
        }
        return nil
    }

    /// Where `initializer`, declared by `owner`, first calls one of these functions or a method
    /// of its own type that may trap, or one of these methods on a parameter, or `nil`. A plain
    /// call names the type's own method where it has one of that name (its body, its
    /// extensions, its superclasses'), as Swift looks it up, and a top-level function only
    /// where it has none.
    func firstCall(in initializer: InitializerDeclaration, of owner: TypeID, table: SymbolTable) -> SourceLocation? {
        let function = functions.isEmpty && methods.isEmpty ? nil : initializer.calledFunctions.first { call in
            // A capitalized call is mostly a type's initializer: only a function of that name
            // is looked for, not the type's methods, named in lower camel case.
            if let first = call.name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                return functions.contains(call.name)
            }
            guard let own = ownMethodsMayTrap(named: call.name, of: owner, table: table) else { return functions.contains(call.name) }
            return own
        }?.location
        let method = methods.isEmpty ? nil : initializer.calledMethods.first { methods.contains($0.name) }?.location
        guard let method else { return function }
        guard let function else { return method }
        return min(function, method)
    }

    /// Whether a method `owner` has of that name (not a static one) may trap, itself or through
    /// what it calls; `nil` when it has none, and the name means a top-level function.
    private func ownMethodsMayTrap(named name: String, of owner: TypeID, table: SymbolTable) -> Bool? {
        var found: Bool?
        var current: TypeID? = owner
        var steps = 0
        while let id = current, steps < 32 {
            let node = table[id]
            // By index: a member list copied out of its node retained each of its arrays.
            for index in -1..<node.extensions.count {
                let functions = index < 0 ? node.declaration.members.functions : node.extensions[index].members.functions
                for method in functions where method.name == name && !method.isStatic {
                    if mayTrap(method) { return true }
                    found = false
                }
            }
            current = table.superclass(of: id)
            steps += 1
        }
        return found
    }

    private func mayTrap(_ method: FunctionDeclaration) -> Bool {
        method.mayStopAt != nil || method.calledFunctions.contains { functions.contains($0.name) || methods.contains($0.name) }
    }
}
