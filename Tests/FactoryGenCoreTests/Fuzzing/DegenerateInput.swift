/// Inputs built to be the worst case of one recovery path or one recursion in the parser.
///
/// ```swift
/// let bytes = DegenerateInput.unclosedBraces.make(count: 1_000) // "struct A {" + 1 000 "{"
/// ```
enum DegenerateInput: String, CaseIterable, CustomStringConvertible, Sendable {
    case unclosedBraces
    case strayClosingBraces
    case unterminatedStrings
    case unterminatedBlockComments
    case unclosedDirective
    case strayDirectives
    case deeplyNestedTypes
    case deeplyNestedTypeSyntax
    case deeplyNestedParentheses
    case manyCaseKeywords
    case manyMembers

    var description: String { rawValue }

    /// The input at size `count` (the number of repetitions of its unit).
    func make(count: Int) -> [UInt8] {
        func repeated(_ unit: String) -> String { String(repeating: unit, count: count) }
        let text: String
        switch self {
        case .unclosedBraces: text = "struct A {\n" + repeated("{\n")
        case .strayClosingBraces: text = repeated("}\n") + "struct A { var x: Int }\n"
        case .unterminatedStrings: text = "struct A {\n" + repeated("var s = \"abc\n")
        case .unterminatedBlockComments: text = repeated("/* struct A {\n")
        // One `#if` that never ends. (Nesting `count` of them would make each condition
        // `count` parts long: output quadratic by the model's design, not by the parser.)
        case .unclosedDirective: text = "#if DEBUG\n" + repeated("struct A {}\n")
        case .strayDirectives: text = repeated("#endif\n#else\nstruct A {}\n")
        case .deeplyNestedTypes: text = repeated("struct A {\n") + repeated("}\n")
        case .deeplyNestedTypeSyntax: text = "struct A { var x: " + repeated("[") + "Int" + repeated("]") + " }\n"
        case .deeplyNestedParentheses: text = "struct A { var x = " + repeated("(") + "1" + repeated(")") + " }\n"
        case .manyCaseKeywords: text = "enum E {\n" + repeated("case case\n") + "}\n"
        case .manyMembers: text = "struct A {\n" + repeated("let value: [String: Int] = [:]\n") + "}\n"
        }
        return Array(text.utf8)
    }
}
