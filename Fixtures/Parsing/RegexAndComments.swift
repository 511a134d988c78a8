// Regex literals and comments that hide or imitate declarations.
import RegexBuilder

/* A block comment /* with a nested comment */ and struct Hidden { var x: Int } after it */

/**
 A documented validator.

 - Note: `struct` in documentation is not a declaration.
 */
struct Validator {
    /// The pattern for a slug: lowercase letters, digits and dashes.
    let slug = /[a-z0-9-]+/
    /// Matches `{` and `}` without confusing the brace matcher.
    let braces = /\{[^}]*\}/
    let extended = #/
        (?<year>  \d{4}) - (?<month> \d{2})   # a comment inside the regex
        /#
    let withSlash = #/a/b/#
    let divided = 10 / 2 / 5
    var division: Double { Double(divided) / 3.0 }

    // struct Commented { var hidden: Int }
    var visible: Int = 0 // trailing comment with } brace

    /* var alsoHidden: Int */ var afterComment: String = "x"

    /*
     /* nested
        /* twice */
      */
     */
    let afterNested = true

    func matches(_ text: String) -> Bool {
        // A regex in a body, followed by a closure with braces.
        text.contains(/^[A-Z]{2,}$/) || [1, 2].contains { $0 > 1 }
    }
}

/// Doc comment on an enum.
/// Spanning two lines.
enum Token {
    /// A word.
    case word(String)
    /** A number. */
    case number(Int)
}
