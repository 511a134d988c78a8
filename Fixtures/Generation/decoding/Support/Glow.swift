// Stands for another module's enum with `String` raw values (a tracing library's span kind):
// its synthesized decoding takes only a case's name. factorygen does not read it.

/// How brightly a lantern burns.
public enum Glow: String, Codable, Sendable {
    case ember
    case blaze
}
