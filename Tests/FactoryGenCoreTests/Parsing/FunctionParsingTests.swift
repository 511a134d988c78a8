import Foundation
import Testing
@testable import FactoryGenCore

@Suite struct FunctionParsingTests {
    @Test func initializersOfEveryForm() {
        let initializers = firstParsedType("""
        class C {
            init() {}
            public convenience init?(name: String, age: Int = 0) throws {}
            required init!(_ value: Int...) async {}
            init<T: Sequence>(from items: T) where T.Element == Int { self.init() }
            init(handler: @escaping @Sendable (Int) async throws -> Bool) {}
            init(typed: Int) throws(MyError) {}
        }
        """).members.initializers
        #expect(initializers.count == 6)
        #expect(initializers.map(\.location.line) == [2, 3, 4, 5, 6, 7])
        #expect(initializers[1].location == testLocation(3, 24))
        #expect(initializers[1].failability == .optional)
        #expect(initializers[1].modifiers == ["convenience"])
        #expect(initializers[1].accessLevel == .public)
        #expect(initializers[1].throwsClause == .untyped)
        #expect(initializers[1].parameters == [
            Parameter(label: "name", name: "name", type: .named("String")),
            Parameter(label: "age", name: "age", type: .named("Int"), defaultValue: "0"),
        ])
        #expect(initializers[2].failability == .implicitlyUnwrapped)
        #expect(initializers[2].isAsync)
        #expect(initializers[2].parameters == [Parameter(label: nil, name: "value", type: .named("Int"), isVariadic: true)])
        #expect(initializers[3].genericParameters == [GenericParameter(name: "T", constraint: .named("Sequence"))])
        #expect(initializers[3].parameters.first?.label == "from")
        #expect(initializers[3].genericRequirements.first?.relation == .sameType)
        #expect(initializers[4].parameters.first?.type.description == "@escaping @Sendable (Int) async throws -> Bool")
        #expect(initializers[5].throwsClause == .typed(.named("MyError")))
    }

    /// A failable initializer may give `nil` without `return`: as the body's one expression,
    /// or a branch's. A `nil` passed, assigned or compared is no such result.
    @Test func aNilGivenWithoutReturnMayFail() {
        let initializers = firstParsedType("""
        final class C {
            var note: String? = nil
            init?(coder: Int) { nil }
            init?(flag: Bool) {
                if flag { self.note = "x" } else {
                    nil
                }
            }
            init?(code: Int) {
                switch code {
                default:
                    nil
                }
            }
            init?(text: String) { note = nil; print(text, nil as Int?) }
            init?(other: String?) {
                guard other != nil else { note = "" ; return }
                note = other ?? nil
            }
            init?(map: [String: String]) {}
        }
        """).members.initializers
        #expect(initializers.map(\.neverReturnsNil) == [false, false, false, true, true, true])
    }

    /// A throwing initializer whose body has no `throw`, plain `try`, trap or force unwrap
    /// cannot throw; `try?` absorbs an error, `try!` may trap, and `init(from:)` and failable
    /// ones are read otherwise.
    /// A failable initializer that can fail only where it hands on to keeps those calls, for
    /// the resolver to follow; one that may fail of its own keeps none.
    @Test func aFailableBodyThatOnlyHandsOnRecordsItsCalls() {
        let initializers = firstParsedType("""
        class C: Base {
            let note: String?
            init?(id: String, extra: [String: String]) {
                note = extra["note"]
                super.init(id: id, kind: 1)
            }
            convenience init?(code: Int) { self.init(id: String(code), extra: [:]) }
            init?(id: String) {
                guard !id.isEmpty else { return nil }
                note = nil
                super.init(id: id, kind: 2)
            }
        }
        """).members.initializers
        #expect(initializers.map(\.neverReturnsNil) == [false, false, false])
        #expect(initializers[0].superDelegations.map(\.labels) == [["id", "kind"]])
        #expect(initializers[0].delegations.isEmpty)
        #expect(initializers[1].delegations.map(\.labels) == [["id", "extra"]])
        #expect(initializers[2].superDelegations.isEmpty)
    }

    /// A failable initializer whose `guard`s at the top compare only numbers with integer
    /// literals, each `else { return nil }`, fails only there, and records what passes them;
    /// any other condition, another way to fail after them, or a bound no number of the type
    /// meets leaves it failable as before.
    @Test func aFailableBodyThatChecksOnlyNumbersRecordsWhatPasses() {
        let initializers = firstParsedType("""
        struct Level {
            let value: Double
            init?(_ value: Double) { guard (0...1).contains(value) else { return nil }; self.value = value }
            init?(percent: Int, note: String) {
                guard percent >= 10, percent < 90 && percent != 10 else { return nil }
                guard (20..<30).contains(percent) else {
                    return nil
                }
                value = Double(percent)
            }
            init?(step: Int) { guard step > 0, step.isMultiple(of: 2) else { return nil }; value = 1 }
            init?(index: Int) { guard index >= 0 else { return nil }; if index == 3 { return nil }; value = 0 }
            init?(byte: UInt8) { guard byte > 255 else { return nil }; value = 0 }
            init?(other: Int) { guard other > 0 else { fatalError() }; value = 0 }
            init?(strict: Double) { guard strict > 0, strict < 1 else { return nil }; value = strict }
        }
        """).members.initializers
        #expect(initializers.map(\.failsOnlyOnCheckedNumbers) == [true, true, false, false, false, false, false])
        #expect(initializers[0].checkedNumbers == [NumberCheck(parameter: "value", passes: 1)])
        #expect(initializers[1].checkedNumbers == [NumberCheck(parameter: "percent", passes: 20)])
        #expect(initializers.allSatisfy { !$0.neverReturnsNil })
    }

    @Test func aThrowingBodyWithoutAWayToThrowNeverThrows() {
        let initializers = firstParsedType("""
        struct R {
            var n: Int?
            init(a: Int) throws {}
            init(b: String) throws { n = try? Int(parse: b) }
            init(c: String) throws { n = try Int(parse: c) }
            init(d: String) throws { if d.isEmpty { throw E() } }
            init(e: String) throws { n = try! Int(parse: e) }
            init?(f: Int) throws {}
            init(from decoder: Decoder) throws {}
            init(g: Int) rethrows {}
        }
        """).members.initializers
        #expect(initializers.map(\.neverThrows) == [true, true, false, false, false, false, false, false])
    }

    /// A result builder written before a parameter's names is the parameter's, kept apart from
    /// its type; an unnamed payload's attributes are its type's, as before; and `dump` shows
    /// `attributes` only where there are some.
    @Test func attributesBeforeAParametersNamesAreKept() throws {
        let type = firstParsedType("""
        struct Poem {
            init(@VerseBuilder _ verse: () -> [String], caption: @autoclosure @escaping () -> String, count: Int) {}
        }
        enum Event { case tapped(@Sendable () -> Void) }
        """)
        let parameters = type.members.initializers[0].parameters
        #expect(parameters[0].attributes.map(\.name) == ["VerseBuilder"])
        #expect(parameters[0].name == "verse" && parameters[0].type.description == "() -> [String]")
        #expect(!parameters[0].isAutoclosure && parameters[1].isAutoclosure && !parameters[2].isAutoclosure)
        #expect(parameters[1].attributes.isEmpty)
        let payload = parsed("enum Event { case tapped(@Sendable () -> Void) }").types[0].members.cases[0].associatedValues[0]
        #expect(payload.attributes.isEmpty && payload.type.description == "@Sendable () -> Void")

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let withBuilder = String(decoding: try encoder.encode(parameters[0]), as: UTF8.self)
        let plain = String(decoding: try encoder.encode(parameters[2]), as: UTF8.self)
        #expect(withBuilder.contains(#""attributes":[{"#) && withBuilder.contains("VerseBuilder"))
        #expect(!plain.contains("attributes"))
    }

    /// Where a decoding or failable initializer's body may stop on a made-up value: read only
    /// for those, and never in a string or a comment.
    @Test func stopsInDecodingAndFailableInitializers() {
        let initializers = firstParsedType("""
        struct S {
            init(from decoder: any Decoder) throws {
                let flag = try decoder.singleValueContainer().decode(Bool.self) // throw? no: a comment
                guard !flag, flag != true else { throw Invalid() }
            }
            init?(rawValue: String) {
                guard rawValue != "!" else { return nil }
            }
            init?(lenient: String) { print("fatalError") }
            init(forced: Int?) { value = forced! }
            init(from decoder: Decoder) { value = 0 }
        }
        """).members.initializers
        #expect(initializers.map(\.mayStopAt) == [testLocation(4, 42), testLocation(7, 38), nil, nil, nil])
    }

    /// An index by an integer literal traps on what a made-up argument leaves empty: it stops
    /// a failable initializer, as a force unwrap does, while an array literal does not; a plain
    /// initializer's counts only on a parameter itself (`words[0]`), not on what the body made.
    @Test func anIndexByALiteralMayStopAnInitializer() {
        let initializers = firstParsedType("""
        struct S {
            init?(rawValue: String) { head = rawValue.split(separator: ".")[0] }
            init(words: [String]) { first = words[0]; rest = Array(words.dropFirst()) }
            init(word: String) { words = [word] + [0].map(String.init); count = words.count }
            init?(pair: String) { let parts = pair.split(separator: "=") as [Substring]?; key = parts?[1] ?? "" }
        }
        """).members.initializers
        #expect(initializers.map(\.mayStopAt) == [testLocation(2, 68), testLocation(3, 37), nil, testLocation(5, 95)])
    }

    /// In `init(from:)`, a `try` of a helper is recorded for the resolver to follow (the helper
    /// may check what it reads), and so is another type's or the superclass's `init(from:)`,
    /// whose decoding runs on the same decoder; one of the decoder's own methods, another
    /// initializer, or a `try?` is not.
    @Test func aTriedHelperMayStopDecoding() {
        let initializers = firstParsedType("""
        struct S {
            init(from decoder: any Decoder) throws {
                let box = try decoder.container(keyedBy: Keys.self)
                when = try box.strictDate(forKey: .when)
            }
            init(from decoder: any Decoder) throws {
                let box = try decoder.container(keyedBy: Keys.self)
                when = try? box.strictDate(forKey: .when)
                inner = try Inner(from: decoder)
                name = try box.decodeIfPresent(String.self, forKey: .name) ?? ""
                try super.init(from: decoder)
            }
            init?(text: String) { value = try? parse(text) }
            init(from decoder: any Decoder) throws {
                when = try decoder.container(keyedBy: Keys.self).strictDate(forKey: .when)
                tags = try decoder.singleValueContainer().decode([String].self).map(Tag.init) + [try extra()]
            }
        }
        """).members.initializers
        #expect(initializers.map(\.mayStopAt) == [nil, nil, nil, nil])
        #expect(initializers.map(\.triedCalls) == [
            [TriedCall(name: "strictDate", location: testLocation(4, 16))],
            [TriedCall(name: "Inner", location: testLocation(9, 17)), TriedCall(name: "super", location: testLocation(11, 9))], [],
            [TriedCall(name: "strictDate", location: testLocation(15, 16), isChained: true),
             TriedCall(name: "map", location: testLocation(16, 16), isChained: true),
             TriedCall(name: "extra", location: testLocation(16, 90))],
        ])
    }

    /// Only `super.init(from:)` is the superclass's decoding: another initializer that takes a
    /// decoder is not, nor is `self.init(from:)`.
    @Test func onlySuperInitFromIsTheSuperclassesDecoding() {
        let initializers = firstParsedType("""
        class C: Base {
            required init(from decoder: any Decoder) throws {
                try super.init(from: decoder)
            }
            required init(from decoder: any Decoder) throws {
                try super.init(reading: decoder)
                try self.init(from: decoder)
            }
        }
        """).members.initializers
        #expect(initializers.map(\.triedCalls) == [[TriedCall(name: "super", location: testLocation(3, 9))], []])
        #expect(initializers[0].triedCalls.map(\.decodesSuperclass) == [true])
    }

    /// `init(from:)` may read members of an extension of `Decoder` on its decoder, with or
    /// without a `try`: they are recorded as tried helpers are, but for the decoder's own.
    @Test func theDecodersExtensionMembersThatDecodingReadsAreRecorded() {
        let initializers = firstParsedType("""
        struct S {
            init(from decoder: any Decoder) throws {
                ledger = decoder.ledger
                path = decoder.codingPath.map(\\.stringValue)
                clock = decoder.userInfo[.clock] as? Clock
                total = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .total)
                rate = try decoder.rate(for: .total)
                other.ledger = decoders.ledger
            }
            init(from source: Decoder) throws { ledger = source.ledger }
            init(from _: Decoder) throws { ledger = decoder.ledger }
        }
        """).members.initializers
        #expect(initializers.map(\.triedCalls) == [
            [TriedCall(name: "ledger", location: testLocation(3, 18)), TriedCall(name: "rate", location: testLocation(7, 16))],
            [TriedCall(name: "ledger", location: testLocation(10, 50))],
            [],
        ])
    }

    /// The functions of an extension of `Decoder` are read for where they may stop, even those
    /// that cannot throw: `init(from:)` may call them without a `try`.
    @Test func theDecodersExtensionFunctionsSayWhereTheyMayStop() {
        let file = parsed("""
        extension Decoder {
            func ledger() -> Ledger { userInfo[.ledger] as! Ledger }
            func lenientLedger() -> Ledger { userInfo[.ledger] as? Ledger ?? Ledger() }
        }
        extension Swift.Decoder {
            func checkedLedger() -> Ledger { try! checked() }
        }
        extension Ledger {
            func entry() -> Entry { entries.first! }
        }
        """)
        #expect(file.extensions.map(\.extendsDecoder) == [true, true, false])
        #expect(file.extensions.map { $0.members.functions.map(\.mayStopAt) } == [[testLocation(2, 51), nil], [testLocation(6, 41)], [nil]])
    }

    /// Any other initializer that does not throw is read for a call that traps; a force
    /// unwrap, a `try?` and a `catch` are not stops there. A throwing one is read as a
    /// throwing function is, for the `init(from:)` that may delegate to it.
    @Test func anOrdinaryInitializerSaysWhereItMayTrap() {
        let initializers = firstParsedType("""
        struct S {
            init(names: [String]) {
                self.first = names.first!
                precondition(!names.isEmpty, "someone")
            }
            init(cents: Int) { self.cents = (try? check(cents)) ?? 0 }
            init(text: String) throws { guard !text.isEmpty else { fatalError() } }
            init(count: Int) {
                guard count > 0 else { assertionFailure("positive"); return }
            }
            init(json: String) {
                do { value = try parse(json) } catch { fatalError("unreadable") }
            }
        }
        """).members.initializers
        #expect(initializers.map(\.mayStopAt) == [testLocation(4, 9), nil, testLocation(7, 60), testLocation(9, 32), testLocation(12, 48)])
        #expect(initializers.allSatisfy { $0.triedCalls.isEmpty })
    }

    /// An initializer that cannot fail records its `self.init(…)` calls by their labels, in
    /// branches too; a failable one only when its body has no way of its own to fail (this one
    /// has none); another value's `.self.init(…)` is not counted.
    @Test func anInitializerRecordsTheInitializersItDelegatesTo() {
        let initializers = firstParsedType("""
        struct S {
            init(link: URL) {
                self.init(token: link.query, server: link)
            }
            init(pair: (Int, Int)) {
                if pair.0 > 0 {
                    self.init(pair.0, rest: f(a: 1, b: pair.1 > 0 ? 1 : 2))
                } else {
                    self.init()
                }
            }
            init?(text: String) { self.init(token: text, server: nil) }
            init(copy: S) { self = type(of: copy).self.init(token: nil, server: nil) }
        }
        """).members.initializers
        #expect(initializers.map(\.delegations) == [
            [InitializerDelegation(labels: ["token", "server"], location: testLocation(3, 9))],
            [InitializerDelegation(labels: ["_", "rest"], location: testLocation(7, 13)), InitializerDelegation(labels: [], location: testLocation(9, 13))],
            [InitializerDelegation(labels: ["token", "server"], location: testLocation(12, 27))],
            [],
        ])
    }

    /// The decoder's own methods are known by their labels too: a helper of the models'
    /// named `decode(pairForKey:)` is followed like any other.
    @Test func aHelperNamedLikeTheDecodersOwnMethodIsFollowed() {
        let initializers = firstParsedType("""
        struct S {
            init(from decoder: any Decoder) throws {
                let box = try decoder.container(keyedBy: Keys.self)
                width = try box.decode(pairForKey: .ends)
                name = try box.decode(String.self, forKey: .name)
                count = try box.decodeIfPresent([Int].self, forKey: .counts)?.count ?? 0
                flag = try box.decodeNil(forKey: .flag)
                _ = try decoder.singleValueContainer().decode(Int.self)
                _ = try box.nestedContainer(keyedBy: Inner.self, forKey: .inner).superDecoder()
                _ = try box.container(for: .inner)
            }
        }
        """).members.initializers
        #expect(initializers.map(\.triedCalls) == [[
            TriedCall(name: "decode", location: testLocation(4, 17)),
            TriedCall(name: "container", location: testLocation(10, 13)),
        ]])
    }

    /// A throwing function is read for where it may stop, as `init(from:)` may call it: a
    /// `throw` in a `catch` rethrows what the `do` tried, and `return nil` is a value.
    @Test func throwingFunctionsSayWhereTheyMayStop() {
        let functions = firstParsedType("""
        struct S {
            func lenient(_ key: Key) throws -> String? {
                do { return try decode(String.self, forKey: key) } catch let error as DecodingError where error.isMissing { if strict { throw error } }
                return nil
            }
            func strict(_ key: Key) throws -> Date {
                let text = try lenient(key) ?? ""
                guard let date = parse(text) else { throw Invalid() }
                return date
            }
            func forced(_ key: Key) rethrows -> Int { Int(text)! }
            func plain() -> Int { Int(text)! }
        }
        """).members.functions
        #expect(functions.map(\.mayStopAt) == [nil, testLocation(8, 45), testLocation(11, 56), nil])
        #expect(functions.map(\.triedCalls) == [[], [TriedCall(name: "lenient", location: testLocation(7, 20))], [], []])
    }

    @Test func functionsKeepTheirSignature() {
        let functions = firstParsedType("""
        struct S {
            func plain() {}
            @discardableResult public static func make<T>(_ value: T, count: Int = 1) async rethrows -> [T] where T: Sendable { [] }
            static func == (lhs: S, rhs: S) -> Bool { true }
            mutating func `default`() -> some View { Text("}") }
        }
        """).members.functions
        #expect(functions.map(\.name) == ["plain", "make", "==", "default"])
        // The `func` keyword, even after `static` (where swiftc's range would start).
        #expect(functions.map(\.location) == [testLocation(2, 5), testLocation(3, 38), testLocation(4, 12), testLocation(5, 14)])
        #expect(functions[0].returnType == nil)
        #expect(functions[1].isStatic)
        #expect(functions[1].attributes == [Attribute(name: "discardableResult")])
        #expect(functions[1].isAsync)
        #expect(functions[1].throwsClause == .rethrows)
        #expect(functions[1].returnType == .array(.named("T")))
        #expect(functions[1].parameters[1].defaultValue == "1")
        #expect(functions[3].returnType == .opaque(.named("View")))
        #expect(functions[3].modifiers == ["mutating"])
    }

    @Test func subscriptsKeepSignatureAndAccessors() {
        let subscripts = firstParsedType("""
        struct S {
            subscript(index: Int) -> String { "" }
            public static subscript(key key: String) -> Int? { get { nil } set {} }
        }
        """).members.subscripts
        #expect(subscripts.count == 2)
        #expect(subscripts[0].parameters == [Parameter(label: nil, name: "index", type: .named("Int"))])
        #expect(subscripts[0].accessors == ["get"])
        #expect(subscripts[1].isStatic)
        #expect(subscripts[1].parameters.first?.label == "key")
        #expect(subscripts[1].returnType == .optional(.named("Int")))
        #expect(subscripts[1].accessors == ["get", "set"])
        #expect(subscripts[1].location == testLocation(3, 19))
    }

    @Test func deinitOperatorsAndMacrosAreSkippedCleanly() {
        let file = parsed("""
        infix operator <>: AdditionPrecedence
        precedencegroup Composition { associativity: left higherThan: AdditionPrecedence }
        @freestanding(expression) public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
        class C { deinit { print("bye") } ; let x: Int }
        #Preview { ContentView() }
        struct After {}
        """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.types.map(\.name) == ["C", "After"])
        #expect(file.types.first?.members.properties.map(\.name) == ["x"])
    }

    @Test func aStaticFunctionThatForcesAValueOutOfAParameterMayStopThere() {
        let functions = firstParsedType("""
        class Pass {
            static func from(map: [String: Any]) -> Pass {
                Pass(holder: map["holder"] as! String)
            }
            static func named(_ map: [String: Any]) -> Pass { Pass(holder: map.keys.first ?? "") }
            func copy(map: [String: Any]) -> Pass { Pass(holder: map["holder"] as! String) }
        }
        """).members.functions
        #expect(functions.map(\.mayStopAt) == [testLocation(3, 22), nil, nil])
    }
}
