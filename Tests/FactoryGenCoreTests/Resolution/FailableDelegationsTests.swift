import Testing
@testable import FactoryGenCore

/// A failable initializer that fails only in the initializers it hands on to, none of which
/// can fail, is called with `!`; a subclass's too, when its path ends in an explicit `super.init`.
@Suite struct FailableDelegationsTests {
    private func resolve(_ source: String) -> GenerationPlan {
        Resolver(testableImports: ["App"]).resolve([Parser.parse(source, path: "Models/App.swift")])
    }

    @Test func aSubclassHandingOnToABodyThatCannotFailIsUnwrapped() {
        let plan = resolve("""
            class Entry {
                let key: String
                init?(key: String) { self.key = key }
            }
            class TaggedEntry: Entry {
                let tag: String?
                init?(key: String, tags: [String: String]) {
                    tag = tags["tag"]
                    super.init(key: key)
                }
            }
            """)
        #expect(plan.type("App.TaggedEntry")?.providable != nil)
        #expect(plan.type("App.TaggedEntry")?.providable?.expression.hasSuffix("TaggedEntry(key: Factory<String>.provide(), tags: Factory<[String: String]>.provide())!") == true)
    }

    @Test func aSuperclassThatMayFailLeavesTheSubclassOut() {
        let plan = resolve("""
            class Entry {
                let key: String
                init?(key: String) {
                    guard !key.isEmpty else { return nil }
                    self.key = key
                }
            }
            class TaggedEntry: Entry {
                init?(key: String, tag: String) { super.init(key: key) }
            }
            """)
        #expect(plan.type("App.TaggedEntry")?.providable == nil)
    }

    @Test func aSubclassReachingAnImplicitSuperInitIsLeftOut() {
        // `init?(code:)` hands on to `init?(label:)`, whose body calls the superclass's `init()`
        // implicitly, which may fail.
        let plan = resolve("""
            class Base {
                init?() { return nil }
            }
            class Leaf: Base {
                let label: String
                private init?(label: String) { self.label = label }
                convenience init?(code: Int) { self.init(label: String(code)) }
            }
            """)
        #expect(plan.type("App.Leaf")?.providable == nil)
    }

    @Test func aStructDelegatingToAPrivateInitializerThatCannotFailIsUnwrapped() {
        let plan = resolve("""
            struct Dial {
                let label: String
                private init?(label: String) { self.label = label }
                init?(code: Int) { self.init(label: String(code)) }
            }
            """)
        #expect(plan.type("App.Dial")?.providable?.expression == "Self(code: Factory<Int>.provide())!")
    }
}
