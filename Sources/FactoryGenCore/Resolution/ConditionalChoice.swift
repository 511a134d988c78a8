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
/// target would have no `provide()`. Only structs and enums use them: a class hierarchy's
/// `provide()` embeds each expression in another.
enum ConditionalChoice {
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
    /// for its skip reason. A missing `#else` is only one cause: a class or an actor never
    /// branches, and a struct's branch whose initializers may all fail cannot be used (a build
    /// under that condition would have no `provide()`). Only read on that skip, so it may
    /// look over the initializers again.
    static func whyUnused(_ callable: [CallableInitializer], kind: TypeDeclaration.Kind) -> String {
        let prefix = "has initializers only under `#if`"
        guard kind == .struct else {
            return prefix + ", which only a struct's provide() branches on" + (kind == .class ? " (a class's is also called inside its subclasses')" : "")
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
