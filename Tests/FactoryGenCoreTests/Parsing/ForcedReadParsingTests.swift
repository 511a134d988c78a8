import Testing
@testable import FactoryGenCore

/// Where an initializer forces a value out of what an argument holds, which no made-up
/// argument does: the resolver does not call it.
@Suite struct ForcedReadParsingTests {
    private func forcedRead(_ body: String, parameters: String = "_ fields: [String: Any]") -> Int? {
        let type = firstParsedType("struct S {\n    init(\(parameters)) {\n\(body)\n    }\n}")
        return type.members.initializers.first?.forcesArgumentReadAt?.line
    }

    @Test func aForcedSubscriptOfAParameterIsFound() {
        #expect(forcedRead("label = \"\"\nlabel = fields[\"label\"] as! String") == 4)
        #expect(forcedRead("label = fields[\"label\"]!") == 3)
        #expect(forcedRead("count = (fields[keys[0]] as! NSNumber).intValue") == 3)
        #expect(forcedRead("label = values[\"label\"]!", parameters: "values: [String: String]") == 3)
    }

    /// A parameter cast by force: a provided `Any` is `""`, not the type it is cast to.
    @Test func aForcedCastOfAParameterIsFound() {
        #expect(forcedRead("let dictionary = json as! [String: Any]\nlabel = \"\"", parameters: "json: Any") == 3)
        #expect(forcedRead("label = (value as! String).uppercased()", parameters: "_ value: Any") == 3)
        #expect(forcedRead("label = self.value as! String", parameters: "_ value: Any") == nil, "a member named like the parameter")
        #expect(forcedRead("label = other as! String", parameters: "_ value: Any") == nil, "not a parameter")
    }

    /// A free function passed a parameter, its result forced: a lookup on a made-up path
    /// finds nothing.
    @Test func aForcedFreeFunctionResultOnAParameterIsFound() {
        #expect(forcedRead("handle = lookUp(path)!", parameters: "path: String") == 3)
        #expect(forcedRead("handle = lookUp(in: root, name: path)!", parameters: "path: String") == 3)
        #expect(forcedRead("handle = lookUp(path.lowercased())!", parameters: "path: String") == nil, "not the parameter itself")
        #expect(forcedRead("handle = lookUp(\"/tmp\")!", parameters: "path: String") == nil, "not a parameter")
        #expect(forcedRead("handle = Handle(path)!", parameters: "path: String") == nil, "a type's initializer")
        #expect(forcedRead("handle = self.lookUp(path)!", parameters: "path: String") == nil, "a method")
    }

    @Test func otherReadsAreNot() {
        #expect(forcedRead("label = fields[\"label\"] as? String ?? \"\"") == nil)
        #expect(forcedRead("label = self.fields[\"label\"]!") == nil, "a member named like the parameter")
        #expect(forcedRead("let local = [\"a\": 1]\ncount = local[\"a\"]!") == nil, "a dictionary the body made")
        #expect(forcedRead("label = fields.description") == nil)
    }

    @Test func onlyAnInitializerThatCannotFailIsRead() {
        let type = firstParsedType("""
            struct S {
                init?(_ fields: [String: Any]) { label = fields["label"] as! String }
                init(_ fields: [String: Any]) throws { label = fields["label"] as! String }
            }
            """)
        #expect(type.members.initializers.map(\.forcesArgumentReadAt) == [nil, nil])
    }
}

/// Which functions a body calls by a plain name: an initializer's, and a top-level
/// function's, which may check what an initializer hands it.
@Suite struct CalledFunctionParsingTests {
    @Test func anInitializerRecordsThePlainCallsOfItsBody() {
        let type = firstParsedType("""
            struct S {
                init(raw: String) { requireText(raw); requireText(raw.lowercased()); self.raw = Self.clean(raw); if (raw.isEmpty) {} }
                init(checked: String) { precondition(!checked.isEmpty); validate(checked) }
                init(own: String) { self.verify(); other.self.check(); own.trimmed() }
            }
            """)
        // `self.verify()` as `verify()`: a method of its own type.
        #expect(type.members.initializers.map { $0.calledFunctions.map(\.name) } == [["requireText"], [], ["verify"]])
    }

    @Test func aTopLevelFunctionIsReadForTrapsAndCalls() {
        let file = Parser.parse("""
            func requireText(_ value: String) { precondition(!value.isEmpty) }
            func checkAll(_ values: [String]) { values.forEach { requireText($0) } }
            func parse(_ text: String) throws -> Int { 0 }
            struct S { func check(_ value: String) { precondition(!value.isEmpty) } }
            """, path: "App.swift")
        #expect(file.functions.map { $0.mayStopAt?.line } == [1, nil, nil])
        #expect(file.functions.map { $0.calledFunctions.map(\.name) } == [[], ["requireText"], []])
        // A type's own method is read too: an initializer may check its fields by calling it.
        #expect(file.types.first?.members.functions.first?.mayStopAt?.line == 4)
    }

    /// A top-level stored property whose value is a closure literal is called by its name as a
    /// function is: it is read as one whose body is the closure's. A closure called where it is
    /// made (`{ … }()`), a computed property, a member and a local are not.
    @Test func aTopLevelClosureIsReadAsAFunction() {
        let file = Parser.parse("""
            var insist: (Bool, String) -> Void = { holds, reason in precondition(holds, reason) }
            let relay: (String) -> Void = { text in insist(!text.isEmpty, "empty") }
            let quiet = { (text: String) in print(text) }
            let made: Int = { 12 }()
            var computed: (Int) -> Void { { precondition($0 > 0) } }
            struct S { static let check: (Int) -> Void = { precondition($0 > 0) } }
            func outer() { let inner: () -> Void = { fatalError() }; inner() }
            """, path: "App.swift")
        #expect(file.functions.map(\.name) == ["insist", "relay", "quiet", "outer"])
        #expect(file.functions.map { $0.mayStopAt?.line } == [1, nil, nil, 7])
        #expect(file.functions.map { $0.calledFunctions.map(\.name) } == [[], ["insist"], ["print"], []])
        #expect(file.types.first?.members.functions.isEmpty == true, "a member is not read so")
    }
}

/// Which methods an initializer calls on its parameters, and which methods are read for where
/// they trap: `raw.extractRSV()` may trap inside an `extension Data` method.
@Suite struct CalledMethodParsingTests {
    @Test func anInitializerRecordsTheMethodsItCallsOnItsParameters() {
        let type = firstParsedType("""
            struct S {
                init(raw: Data, name: String) { parts = raw.split(); title = name.capitalized; self.raw.check(); raw.split(); other.check() }
                init(checked: Data) { precondition(!checked.isEmpty); checked.split() }
            }
            """)
        #expect(type.members.initializers.map { $0.calledMethods.map(\.name) } == [["split"], []])
    }

    @Test func aMethodIsReadForTrapsAndCallsButAStaticOneIsNot() {
        let file = parsed("""
            extension Data {
                func halves() -> (Data, Data) { guard count >= 2 else { fatalError("too short") }; return (self, self) }
                func pair() -> (Data, Data) { halves() }
                static func reset() { fatalError() }
            }
            struct S { func check() { precondition(false) } }
            """)
        let methods = file.extensions.first?.members.functions ?? []
        #expect(methods.map { $0.mayStopAt?.line } == [2, nil, nil])
        #expect(methods.map { $0.calledFunctions.map(\.name) } == [[], ["halves"], []])
        #expect(file.types.first?.members.functions.first?.mayStopAt?.line == 6)
    }
}

