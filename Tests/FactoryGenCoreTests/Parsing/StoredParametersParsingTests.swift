import Testing
@testable import FactoryGenCore

/// Which parameters an initializer's body does not store as given: the resolver rebuilds a
/// value for a lens only through an initializer that stores them all.
@Suite struct StoredParametersParsingTests {
    private func notStored(_ body: String, parameters: String = "name: String, age: Int") -> [String] {
        let type = firstParsedType("struct S {\n    init(\(parameters)) {\n\(body)\n    }\n}")
        return type.members.initializers.first?.parametersNotStoredAsGiven ?? ["(no initializer)"]
    }

    @Test func plainAssignmentsStoreTheirParameters() {
        #expect(notStored("self.name = name\nself.age = age").isEmpty)
        #expect(notStored("self.name = name; self.age = age").isEmpty)
        #expect(notStored("self.age = age\nself.name =\n    name\nlog(name)").isEmpty)
        #expect(notStored("self.name = name; self.age = age", parameters: "named name: String, _ age: Int").isEmpty)
    }

    /// Generated API models take a hundred parameters and more (Jellyfin's `BaseItemDto`).
    @Test func everyParameterOfALongListIsRead() {
        let names = (0..<150).map { "field\($0)" }
        let parameters = names.map { $0 + ": Int? = nil" }.joined(separator: ", ")
        let body = names.map { "self.\($0) = \($0)" }.joined(separator: "\n")
        #expect(notStored(body, parameters: parameters).isEmpty)
        #expect(notStored(body + "\nself.field149 += 1", parameters: parameters) == ["field149"])
    }

    @Test func aChangedOrConditionalValueIsNotStoredAsGiven() {
        #expect(notStored("self.name = name.uppercased()\nself.age = age") == ["name"])
        #expect(notStored("self.name = name\nself.age = age\nif age < 0 { self.age = 0 }") == ["age"])
        #expect(notStored("self.name = name\nself.age = age\nself.age += 1") == ["age"])
        #expect(notStored("self.name = name\nself.name.removeAll()\nself.age = age") == ["name"])
        #expect(notStored("self.name = name\n_ = { self.age = age }") == ["age"])
        #expect(notStored("self.name = age > 0 ? name : \"\"\nself.age = age") == ["name"])
        #expect(notStored("self.name = name") == ["age"])
    }

    @Test func argumentsPassedOnAsTheyAreAreStored() {
        #expect(notStored("self.init(name: name, age: age, id: 0)").isEmpty)
        #expect(notStored("self.age = age\nsuper.init(name: name)").isEmpty)
        #expect(notStored("self.init(name: name.lowercased(), age: age)") == ["name"])
        #expect(notStored("self.init(name: \"x\", age: age)") == ["name"])
    }

    @Test func aWrapperMadeFromTheParameterStoresIt() {
        #expect(notStored("self._name = Trimmed(wrappedValue: name)\nself.age = age").isEmpty)
        #expect(notStored("self._name = State(initialValue: name)\nself._age = Clamped(wrappedValue: age, to: 0...9)") == ["age"])
    }

    @Test func onlyAnInitializerThatCannotFailIsRead() {
        let initializers = firstParsedType("""
        struct S {
            init?(name: String) { self.name = name.uppercased() }
            init(name: String) throws { self.name = name.uppercased() }
            init(from decoder: Decoder) { self.name = "" }
        }
        """).members.initializers
        #expect(initializers.map(\.parametersNotStoredAsGiven) == [[], [], []])
    }

    /// An empty body, as Fluent requires of every model (`init() {}`), sets nothing: comments
    /// are no statements, a `#if` block may hold some.
    @Test func anEmptyBodyIsRecorded() {
        let initializers = firstParsedType("""
        struct S {
            init() {}
            init(a: Int) {
                // Fluent needs it.
            }
            init(b: Int) { self.b = b }
            init?(c: Int) { }
            init(d: Int) {
                #if DEBUG
                #endif
            }
        }
        """).members.initializers
        #expect(initializers.map(\.hasEmptyBody) == [true, true, false, true, false])
    }

    /// What a statement at the top level of a plain initializer's body assigns; not what a
    /// branch or a closure may, nor a parameter of the name.
    @Test func theTopLevelAssignmentsAreRecorded() {
        let initializers = firstParsedType("""
        final class Member {
            init(id: UUID? = nil, name: String, rank: Int) {
                self.id = id
                self.name = name.trimmed(); self.$team.id = nil
                joined = Date(timeIntervalSince1970: 0)
                rank = rank + 1
                if rank > 3 { self.isBanned = true }
                let later = { self.note = "" }
                _ = later
                self.score += 1
            }
            init?(code: String) { self.code = code }
        }
        """).members.initializers
        #expect(initializers[0].assignedProperties == ["id", "name", "joined", "_"])
        // A failable initializer's body is read for its stops only.
        #expect(initializers[1].assignedProperties == [])
    }

    /// A body that does nothing but store parameters as they are, under any property's name
    /// (`self.text = string`), which no argument can make trap: a literal protocol's initializer
    /// is called only then (``LiteralInitializers``).
    @Test func aBodyThatOnlyStoresItsParametersIsToldApart() {
        func onlyStores(_ body: String, parameters: String = "string: String") -> Bool {
            let type = firstParsedType("struct S {\n    init(\(parameters)) {\n\(body)\n    }\n}")
            return type.members.initializers.first?.storesOnlyItsParameters ?? false
        }
        #expect(onlyStores("self.text = string"))
        #expect(onlyStores("text = string; count = other", parameters: "stringLiteral string: String, other: Int"))
        #expect(onlyStores("self.text = string\n// a comment\n"))
        #expect(!onlyStores(""))
        #expect(!onlyStores("self.text = string.uppercased()"))
        #expect(!onlyStores("self.count = Int(string)!"))
        #expect(!onlyStores("self.text = string\nlog(string)"))
        #expect(!onlyStores("self.init(text: string)"))
        #expect(!onlyStores("self.text = Self.prefix"))
        #expect(!onlyStores("self.text = prefix"))
        // In any order, and a parameter stored twice; each name is looked for from the last.
        let parameters = "a: Int, b: Int, c: Int"
        #expect(onlyStores("self.c = c\nself.a = a\nself.b = b", parameters: parameters))
        #expect(onlyStores("self.b = b\nself.x = b\nself.a = a", parameters: parameters))
        #expect(!onlyStores("self.c = c\nself.a = a\nself.d = d", parameters: parameters))
    }

    /// A body that is one `self.init(…)` call and nothing else, forcing nothing: a literal
    /// protocol's initializer so hands its argument on (``LiteralInitializers``).
    @Test func aBodyThatOnlyDelegatesIsToldApart() {
        func onlyDelegates(_ body: String) -> Bool {
            let type = firstParsedType("struct S {\n    init(arrayLiteral items: Int...) {\n\(body)\n    }\n}")
            return type.members.initializers.first?.onlyDelegates ?? false
        }
        #expect(onlyDelegates("self.init(items, first: 0)"))
        #expect(onlyDelegates("self.init(items: items.map { $0 + 1 }, count: (items.count));"))
        #expect(onlyDelegates("// hands on\nself.init()"))
        #expect(!onlyDelegates(""))
        #expect(!onlyDelegates("self.init(items)\nlog(items)"))
        #expect(!onlyDelegates("self.init(first: items.first!)"))
        #expect(!onlyDelegates("self.init(parsed: try! parse(items))"))
        #expect(!onlyDelegates("self.init(items) { $0 }"))
        #expect(!onlyDelegates("self = Self(items)"))
        #expect(!onlyDelegates("super.init(items)"))
    }
}
