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
}
