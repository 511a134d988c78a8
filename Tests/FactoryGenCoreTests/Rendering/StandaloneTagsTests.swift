import Testing
@testable import FactoryGenCore

@Test func standaloneTagsLeaveNoLineBehind() {
    let template = "a\n    {% if x %}\n  b {% if y %}c{% endif %}\n\t{# note #}  \n{% endif %}"
    let rewritten = StandaloneTags.rewrite(template)
    #expect(rewritten.text == "a\n{% if x %}{#\n#}  b {% if y %}c{% endif %}\n{# note #}{#\n#}{% endif %}")
    // Line 2 lost four spaces; lines 3 and 5 now start with `#}`; line 4 lost a tab.
    #expect(rewritten.columnShift == [2: 4, 3: -2, 4: 1, 5: -2])
    // What compiling and rendering read: the same text, without the shifts.
    #expect(StandaloneTags.rewrittenText(template) == rewritten.text)
}

@Test func twoTagsOnALineOrTextAroundATagAreNotStandalone() {
    let template = "{% if a %}{% if b %}\nx {% endif %}\n{% endif %} y\n{{ value }}\n"
    #expect(StandaloneTags.rewrite(template).text == template)
}

@Test func renderedStandaloneTagsMatchHandWrittenOutput() throws {
    let templates = TemplateSet(files: [TemplateFile(name: "t.stencil", path: "t.stencil", text: """
    {% for module in imports %}
    import {{ module }}
    {% endfor %}
    let list = [{% for module in imports %}"{{ module }}"{% if not forloop.last %}, {% endif %}{% endfor %}]
    """)])
    let code = Renderer(templates: templates).render(GenerationPlan(imports: ["A", "B"]), files: []).code
    #expect(code == GeneratedFileHeader.line + "\n\nimport A\nimport B\nlet list = [\"A\", \"B\"]\n")
}
