/// Initializers and cases under `#if`, used when a type's other choices fail. One under
/// `#if K` is paired with one under its `#else` (`!(K)`), so that `provide()` compiles
/// whatever the condition:
///
/// ```swift
/// public static func provide() -> App.Clock {
///     #if os(Linux)
///     App.Clock(linuxTicks: Factory<Int>.provide())
///     #else
///     App.Clock(machTicks: Factory<Int>.provide())
///     #endif
/// }
/// ```
///
/// A branch without a partner (`#if DEBUG` alone) is not used: the other builds of the test
/// target would have no `provide()`. Only structs, enums and final classes without a
/// superclass use them: a class hierarchy's `provide()` embeds each expression in another.
enum ConditionalChoice {
    /// Whether the type's `provide()` may branch on `#if`: a struct's, and a `final` class's
    /// without a superclass, which no other class's `provide()` is called inside, so that its
    /// conformance holds only its own expression.
    static func branches(_ node: TypeNode, id: TypeID, table: SymbolTable) -> Bool {
        switch node.kind {
        case .struct: true
        case .class: node.declaration.modifiers.contains("final") && table.superclass(of: id) == nil
        default: false
        }
    }

    static func candidates(_ conditional: [(condition: String, candidate: Candidate)]) -> [Candidate] {
        var paired: [Candidate] = []
        for (condition, candidate) in conditional {
            for (other, alternative) in conditional where other == "!(" + condition + ")" {
                paired.append(candidate.branching(on: condition, otherwise: alternative))
            }
        }
        return paired
    }

    /// Why a type whose callable initializers are all under `#if` got no branching candidate,
    /// for its skip reason. A missing `#else` is only one cause: a type that does not branch
    /// (``branches(_:id:table:)``), and a branch whose initializers may all fail, which cannot
    /// be used (a build under that condition would have no `provide()`). Only read on that skip,
    /// so it may look over the initializers again.
    static func whyUnused(_ callable: [CallableInitializer], branches: Bool) -> String {
        let prefix = "has initializers only under `#if`"
        guard branches else {
            return prefix + ", which only the provide() of a struct, or of a final class without a superclass, branches on "
                + "(a class hierarchy shares one conformance)"
        }
        for case let condition? in callable.map(\.condition) {
            let otherwise = "!(" + condition + ")"
            guard callable.contains(where: { $0.condition == otherwise }) else { continue }
            for branch in [condition, otherwise] where !callable.contains(where: { $0.condition == branch && $0.cannotFail }) {
                return prefix + ", and those under `#if " + branch + "` are failable or throwing, which a made-up argument may make fail"
            }
        }
        return prefix + ", with none in `#else` to use otherwise"
    }
}
