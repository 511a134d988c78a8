import Stencil
import Testing
@testable import FactoryGenCore

/// Stencil's quirks the compiled engine keeps, what it leaves to Stencil, and the renderer's
/// fallback.
@Suite struct CompiledTemplateTests {
    private func stencil(_ template: String, _ context: TemplateRecord) throws -> String {
        try Template(templateString: template, environment: Environment(extensions: [TemplateFilters.makeExtension()], trimBehaviour: .nothing))
            .render(context.stencilContext)
    }

    /// Each case renders the same in both engines; the expected text documents the quirk.
    @Test(arguments: [
        ("{{x }}", "1"),
        ("{{ x }}", "1"),
        ("{% if x == true %}yes{% else %}no{% endif %}", "no"),  // a Boolean is not a number
        ("{% if '' in s %}yes{% else %}no{% endif %}", "no"),    // Foundation finds no empty string
        ("{% if 'b' in s %}yes{% endif %}", "yes"),
        ("{% if 1 in list %}yes{% endif %}", "yes"),
        ("{% if x in list or y %}yes{% else %}no{% endif %}", "no"), // `in` binds loosest: x in (list or y)
        ("{{ n|default:\"none\" }}", "none"),                    // the string "nil" counts as missing
        ("{{ list }}", "[1, \"b\", true]"),
        ("{{ list|join:\"-\" }}", "1-b-true"),
        ("{% for i in list %}{{ forloop.counter }}{% if not forloop.last %},{% endif %}{% endfor %}", "1,2,3"),
        ("{% for i in missing %}x{% empty %}none{% endfor %}", "none"),
        ("{% filter uppercase %}a{{ s }}{% endfilter %}", "AABC"),
        ("{{ s.count }} {{ list.count }} {{ list.1 }} {{ list.9 }}", "3 3 b "),
        ("{% if -1 %}yes{% else %}no{% endif %}", "no"),         // a negative number is false
        ("{{ true }} {{ false }} {{ truth }} {{ _x }}{{ x.Nan }}", "true false  "), // literals, then paths
    ])
    func rendersStencilsQuirks(_ template: String, _ expected: String) throws {
        let context = TemplateRecord(["x": 1, "y": true, "s": "abc", "n": "nil", "list": [1, "b", true]])
        let compiled = try CompiledTemplate(template).render(context)
        #expect(compiled == expected)
        #expect(try stencil(template, context) == expected)
    }

    @Test(arguments: [
        "{% now \"yyyy\" %}",
        "{%- if x %}a{% endif %}",
        "{% if (x) %}a{% endif %}",
        "{% for a, b in pairs %}{% endfor %}",
        "{% for i in list where i %}{% endfor %}",
        "{{ x|indent:2 }}",
        "{{ x if y }}",
        "{% for i in 1...3 %}{% endfor %}",
        "{% if x %}unclosed",
        "{{ unclosed",
        "{% include name %}",
        "{{ 1.5 }}",
        // Letters that spell a Float to Stencil, whatever their case.
        "{{ nan }}", "{{ Infinity }}", "{{ inf }}", "{{ sNaN }}", "{{ NaN(1) }}",
        // A quote with a combining accent is one character, not a quote, to Stencil: no literal.
        "{{ \"\u{301}x\" }}",
    ])
    func leavesTheRestToStencil(_ template: String) {
        #expect(throws: OutsideSubset.self) { try CompiledTemplate(template) }
    }

    /// An outermost loop this long renders its iterations on all cores: the text must be one
    /// pass's, counters and nested loops included, and a value only Stencil prints must still
    /// stop it, whichever iteration meets it.
    @Test func aLongOutermostLoopRendersAsOnePassDoes() throws {
        let rows: [TemplateValue] = (0..<(LoopNode.concurrentFrom * 9)).map { index in
            ["name": .string("row\(index)"), "cells": .array((0..<(index % 4)).map { .int($0) })]
        }
        let template = """
            {% for row in rows %}{{ forloop.counter }}/{{ forloop.counter0 }} {{ row.name }}\
            {% for cell in row.cells %} {{ row.name }}.{{ cell }}{{ forloop.length }}{% endfor %}\
            {% if forloop.first %} first{% endif %}{% if forloop.last %} last{% endif %}
            {% endfor %}
            """
        let context = TemplateRecord(["rows": .array(rows)])
        let compiled = try CompiledTemplate(template).render(context)
        #expect(compiled == (try stencil(template, context)))
        #expect(compiled.split(separator: "\n").count == rows.count)

        var withOddRow = rows
        withOddRow[rows.count - 3] = ["name": ["nested": "object"], "cells": .array([])]
        #expect(throws: NeedsStencil.self) { try CompiledTemplate(template).render(TemplateRecord(["rows": .array(withOddRow)])) }
    }

    @Test func aValueOnlyStencilPrintsNeedsStencil() throws {
        let context = TemplateRecord(["user": ["name": "Ada"], "s": "abc", "empty": .array([])])
        #expect(throws: NeedsStencil.self) { try CompiledTemplate("{{ user }}").render(context) }
        #expect(throws: NeedsStencil.self) { try CompiledTemplate("{% for c in user %}{% endfor %}").render(context) }
        #expect(throws: NeedsStencil.self) { try CompiledTemplate("{{ s.first }}").render(context) }
        #expect(throws: NeedsStencil.self) { try CompiledTemplate("{{ empty.last }}").render(context) }
    }

    @Test func aTemplateOutsideTheSubsetIsRenderedByStencilWhichSaysWhy() throws {
        let custom = TemplateFile(name: "30-extra.stencil", path: "Templates/30-extra.stencil",
                                  text: "{% ifnot retroactive %}// {{ types.count }} types{% endif %}\n")
        let templates = TemplateSet(files: TemplateSet.bundled.files + [custom])
        let plan = GenerationPlan(testableImports: ["App"])
        let output = Renderer(templates: templates).render(plan, files: [])
        #expect(output.renderedByStencil.map(\.template) == ["Templates/30-extra.stencil"])
        #expect(output.renderedByStencil.first?.reason == "line 1: the 'ifnot' tag is not compiled")
        #expect(output.code?.contains("// 0 types") == true)
        var oracle = Renderer(templates: templates)
        oracle.engine = .stencil
        #expect(output.code == oracle.render(plan, files: []).code)
    }

    @Test func templatesCompiledAheadRenderAsTheyDoCompiledInPlace() throws {
        let custom = TemplateFile(name: "30-extra.stencil", path: "Templates/30-extra.stencil",
                                  text: "{% ifnot retroactive %}// {{ types.count }} types{% endif %}\n")
        let renderer = Renderer(templates: TemplateSet(files: TemplateSet.bundled.files + [custom]))
        let plan = SamplePlans.userPlan
        let ahead = renderer.render(plan, files: [SamplePlans.userFile], compiled: renderer.compileTemplates())
        let inPlace = renderer.render(plan, files: [SamplePlans.userFile])
        #expect(ahead.code?.contains("// \(plan.types.count) types") == true)
        #expect(ahead.code == inPlace.code)
        // The template outside the subset goes to Stencil either way, for the same reason.
        #expect(ahead.renderedByStencil.map(\.reason) == ["line 1: the 'ifnot' tag is not compiled"])
        #expect(ahead.renderedByStencil.map(\.reason) == inPlace.renderedByStencil.map(\.reason))
    }

    @Test func includesAreCompiledInPlaceWithTheLoopsAroundThem() throws {
        let template = try CompiledTemplate("{% for t in types %}{% include \"row\" %}{% endfor %}") { name in
            name == "row" ? "[{{ t }}:{{ forloop.counter }}]" : nil
        }
        #expect(try template.render(TemplateRecord(["types": ["A", "B"]])) == "[A:1][B:2]")
    }
}
