// String literals that contain what a naive scanner would take for structure.
struct Messages {
    var braces = "{ not a body }"
    var closing = "}}}"
    var quotes = "she said \"struct Fake {\""
    var escapes = "tab\t newline\n unicode \u{1F600} backslash \\"
    var interpolation = "count: \(items.count)"
    var nestedParens = "total: \((items.count + (extra * (2))) * 3)"
    var nestedString = "name: \(items.isEmpty ? "none" : "first: \(items[0])")"
    var interpolatedBraces = "value: \({ () -> String in "}" }())"
    var raw = #"C:\path\to\"file" \(not interpolated)"#
    var rawTwo = ##"contains "# and \#(still not) "##
    var rawInterpolation = #"raw \#(items.count) items"#
    var rawThree = ###"a "## b"###
    var single = "'"
    var empty = ""
    var items: [String] = []
    var extra = 1

    var multiLine = """
        struct NotAType {
            var notAProperty: Int
        }
        "quoted" and ""double"" and \""" escaped
        """

    var multiLineInterpolation = """
        Hello \(items.first ?? "nobody"),
        you have \(items.count) { items }
        """

    var multiLineRaw = #"""
        """ is fine here, and so is \n
        and ""# almost, not closed
        """#

    let lineContinuation = """
        one \
        two
        """

    static let unicode = "日本語の文字列 🎉 e\u{301}"

    func describe() -> String {
        let text = "}" + "{" + """
            }
            """
        return text + #"}"# + "\("}")"
    }
}
