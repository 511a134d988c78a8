import Foundation
import Stencil
import Testing
@testable import FactoryGenCore

/// The compiled engine against Stencil, its oracle: the same bytes for every bundled and fixture
/// template over every fixture set, and over random templates and contexts within the subset.
@Suite struct CompiledTemplateDifferentialTests {
    @Test(arguments: GenerationFixture.all)
    func everyFixtureSetRendersAsStencilDoes(_ fixture: GenerationFixture) throws {
        let configuration = try ConfigurationLoader.load(path: fixture.folder.appendingPathComponent(".factory.yml").path)
        let collection = SourceCollector.collect(configuration)
        let request = configuration.request(sourceFiles: collection.files, contextFiles: collection.contextFiles)
        let result = Generator.generate(request)
        let files = try collection.files.sorted().map { path in
            Parser.parse(try String(contentsOfFile: path, encoding: .utf8), path: path)
        }
        let templates = request.templatePaths.isEmpty ? TemplateSet.bundled : TemplateSet.load(paths: request.templatePaths).templates
        let renderer = Renderer(templates: templates, retroactiveConformances: request.retroactiveConformances)
        let compiled = renderer.render(result.plan, files: files)
        var oracle = renderer
        oracle.engine = .stencil
        let expected = oracle.render(result.plan, files: files)
        #expect(compiled.code == expected.code)
        #expect(compiled.diagnostics.map(\.description) == expected.diagnostics.map(\.description))
        // The bundled templates are all inside the subset.
        let bundledNames = Set(TemplateSet.bundled.files.map(\.path))
        #expect(compiled.renderedByStencil.filter { bundledNames.contains($0.template) }.map(\.reason) == [])
        // The hand-written template values are the plan's `Encodable` form, key for key.
        for type in result.plan.types {
            #expect(type.templateValue == (try TemplateValueEncoder.value(of: type)), "\(type.name)")
        }
        for skipped in result.plan.skipped {
            #expect(skipped.templateValue == (try TemplateValueEncoder.value(of: skipped)), "\(skipped.name)")
        }
    }

    /// Stencil glues `|`, `:` and `,` standing apart in a tag to their neighbours (a word that
    /// is a run of them, or follows one), and splits `(` and `)` off: the compiled engine reads
    /// such tags as Stencil does, or leaves them to it.
    @Test func separatedFilterMarksReadAsStencilDoes() throws {
        let tags = [
            #"{{ items | join }}"#, #"{{ items | join : "-" }}"#, #"{{ items |join :"+" }}"#, #"{{ name | lowercase }}"#,
            #"{{ name |uppercase }}"#, #"{{ name| capitalize }}"#, #"{{ name | default : "z" | uppercase }}"#,
            #"{{ name |: default }}"#, #"{{ name |, default }}"#, #"{{ name ,|: x }}"#, #"{{ items |join:", " }}"#,
            #"{% if items | join == "a,b" %}yes{% else %}no{% endif %}"#, #"{% if name | lowercase == "x" %}a{% endif %}"#,
            #"{% if flag and ( name ) %}p{% endif %}"#, #"{% if name ==, "x" %}e{% endif %}"#,
        ]
        let context = TemplateRecord(["items": ["a", "b"], "name": "x", "flag": true])
        let environment = Environment(extensions: [TemplateFilters.makeExtension()], trimBehaviour: .nothing)
        var rendered = 0
        for tag in tags {
            let expected = Result { try Template(templateString: tag, environment: environment).render(context.stencilContext) }
            guard let compiled = try? CompiledTemplate(tag) else { continue }
            guard let output = try? compiled.render(context) else { continue }
            rendered += 1
            #expect(output == (try? expected.get()), "\(tag)")
        }
        #expect(rendered >= 8, "only \(rendered) of \(tags.count) compiled and rendered")
    }

    /// 2,000 random templates over random contexts: wherever the compiled engine renders, it
    /// prints what Stencil prints; and it renders most of them. The same again with every list
    /// of objects read in place (``RecordList``), as a plan's lenses are.
    @Test(arguments: [false, true])
    func randomTemplatesRenderAsStencilDoes(listsInPlace: Bool) throws {
        var generator = RandomTemplates(seed: 20_261_122)
        generator.listsInPlace = listsInPlace
        var compiledCount = 0
        var punted: [String: Int] = [:]
        var rejected = 0
        var mismatches: [String] = []
        let environment = Environment(extensions: [TemplateFilters.makeExtension()], trimBehaviour: .nothing)
        for _ in 0..<2_000 {
            let template = generator.template()
            let context = generator.context()
            let expected: String
            do {
                expected = try Template(templateString: template, environment: environment).render(context.stencilContext)
            } catch {
                // A template Stencil rejects must not compile either: Stencil reports the error.
                rejected += 1
                if (try? CompiledTemplate(template)) != nil { mismatches.append("compiled what Stencil rejects (\(error)):\n\(template)") }
                continue
            }
            let compiled: CompiledTemplate
            do {
                compiled = try CompiledTemplate(template)
            } catch {
                mismatches.append("did not compile: \(error)\n\(template)")
                continue
            }
            let output: String
            do {
                output = try compiled.render(context)
            } catch {
                punted[error.reason, default: 0] += 1
                continue
            }
            compiledCount += 1
            if output != expected, mismatches.count < 5 {
                mismatches.append("template:\n\(template)\ncontext: \(context.stencilContext)\nStencil: \(expected.debugDescription)\ncompiled: \(output.debugDescription)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n---\n"))")
        // The rest print an object, walk a scalar or read a string's characters: Stencil's job.
        #expect(compiledCount > 1_200, "only \(compiledCount) of 2000 rendered without Stencil; \(rejected) rejected by Stencil; left to Stencil: \(punted)")
    }
}

/// Templates within the compiled subset, and contexts with every kind of value, from a seed.
struct RandomTemplates {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    private mutating func next(_ bound: Int) -> Int {
        // SplitMix64: the same sequence on every machine.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    private mutating func pick<T>(_ options: [T]) -> T { options[next(options.count)] }

    /// Every list of objects a ``RecordList`` read in place, rather than an array of records.
    var listsInPlace = false

    static let names = ["a", "b", "c", "items", "flag", "name"]
    static let scalars: [TemplateValue] = ["", "x", "nil", "A b", "true", 0, 1, -2, 3, true, false, .double(1.5), .double(0), "é ü", "e\u{301}"]

    mutating func scalar() -> TemplateValue { pick(Self.scalars) }

    mutating func value(depth: Int) -> TemplateValue {
        // Deep down, only scalars, plain or lazy.
        switch depth > 1 ? [0, 1, 5][next(3)] : next(6) {
        case 0, 1: return scalar()
        case 2: return .array((0..<next(4)).map { _ in scalar() })
        case 3: return objects((0..<next(3)).map { _ in object(depth: depth + 1) })
        case 4: return object(depth: depth + 1)
        default:
            // Worked out when read, as `plan` and `type.declaration` are.
            let value = scalar()
            return .lazy(LazyTemplateValue { value })
        }
    }

    mutating func object(depth: Int) -> TemplateValue {
        var values: [String: TemplateValue] = [:]
        for name in Self.names where next(3) > 0 { values[name] = value(depth: depth) }
        // Loops mostly walk `items`, so most of them run.
        if next(5) > 0 {
            values["items"] = next(2) == 0 || depth > 1 ? .array((0..<next(4)).map { _ in scalar() }) : objects((0..<next(3)).map { _ in object(depth: depth + 1) })
        }
        return .object(TemplateRecord(values))
    }

    /// A list of objects, read in place when ``listsInPlace`` says so (an empty one is an array,
    /// as the plan's are).
    private func objects(_ objects: [TemplateValue]) -> TemplateValue {
        guard listsInPlace, !objects.isEmpty else { return .array(objects) }
        return .elements(DictionaryRecordList(objects.map { value in
            guard case .object(let record) = value else { return [:] }
            return record.values
        }))
    }

    mutating func context() -> TemplateRecord {
        guard case .object(let record) = object(depth: 0) else { return TemplateRecord([:]) }
        return record
    }

    mutating func path(loopVariables: [String]) -> String {
        var head = pick(Self.names + loopVariables)
        if !loopVariables.isEmpty, next(4) == 0 { head = "forloop." + pick(["first", "last", "counter", "counter0", "length"]) }
        var path = head
        for _ in 0..<next(3) { path += "." + pick(Self.names + ["0", "1", "first", "count"]) }
        return path
    }

    mutating func operand(loopVariables: [String]) -> String {
        switch next(8) {
        case 0: return pick(["\"x\"", "\"\"", "'A b'", "1", "0", "-2", "true", "false", "\"é ü\"", "\"a\u{301}\""])
        default:
            var text = path(loopVariables: loopVariables)
            if next(4) == 0 {
                text += pick(["|join:\", \"", "|join", "|default:\"none\"", "|uppercase", "|lowercase", "|capitalize", "|withoutFolders", "|default:a,\"z\""])
            }
            return text
        }
    }

    mutating func condition(loopVariables: [String]) -> String {
        var words = [operand(loopVariables: loopVariables)]
        for _ in 0..<next(3) {
            words.append(pick(["and", "or", "==", "!=", "in", "<", ">=", "and not", "or not"]))
            words.append(operand(loopVariables: loopVariables))
        }
        return (next(5) == 0 ? "not " : "") + words.joined(separator: " ")
    }

    mutating func template() -> String {
        var text = ""
        body(into: &text, depth: 0, loopVariables: [])
        return text
    }

    private mutating func body(into text: inout String, depth: Int, loopVariables: [String]) {
        for _ in 0..<(1 + next(4)) {
            switch next(depth > 2 ? 3 : 7) {
            // Non-ASCII text too, a combining accent among it: the lexer reads bytes, Stencil characters.
            case 0: text += pick(["plain ", "\n", "  indented\n", "{ brace } ", "%} #} ", "café ", "\u{301} ", "→\n"])
            case 1: text += "{{ \(operand(loopVariables: loopVariables)) }}"
            case 2: text += pick(["{# a comment #}", "{#\n#}"])
            case 3:
                text += "{% if \(condition(loopVariables: loopVariables)) %}"
                body(into: &text, depth: depth + 1, loopVariables: loopVariables)
                if next(2) == 0 {
                    text += "{% elif \(condition(loopVariables: loopVariables)) %}"
                    body(into: &text, depth: depth + 1, loopVariables: loopVariables)
                }
                if next(2) == 0 {
                    text += "{% else %}"
                    body(into: &text, depth: depth + 1, loopVariables: loopVariables)
                }
                text += "{% endif %}"
            case 4, 5:
                let variable = pick(["item", "x", "a"])
                let sequence = next(5) == 0 ? path(loopVariables: loopVariables) : pick(["items"] + loopVariables.map { $0 + ".items" })
                text += "{% for \(variable) in \(sequence) %}"
                body(into: &text, depth: depth + 1, loopVariables: loopVariables + [variable])
                if next(3) == 0 {
                    text += "{% empty %}"
                    body(into: &text, depth: depth + 1, loopVariables: loopVariables)
                }
                text += "{% endfor %}"
            default:
                text += "{% filter \(pick(["uppercase", "lowercase", "capitalize", "withoutFolders"])) %}"
                body(into: &text, depth: depth + 1, loopVariables: loopVariables)
                text += "{% endfilter %}"
            }
        }
    }
}

/// Records read in place from dictionaries, one shape for all: a member an element lacks is
/// `.null`, which templates and Stencil read as absent.
final class DictionaryRecordList: RecordList, @unchecked Sendable {
    private let elements: [[String: TemplateValue]]

    init(_ elements: [[String: TemplateValue]]) {
        self.elements = elements
        super.init(shape: RecordShape(Array(Set(elements.flatMap(\.keys))).sorted()), count: elements.count)
    }

    override func member(_ slot: Int, at index: Int) -> TemplateValue {
        elements[index][shape.keys[slot]] ?? .null
    }
}
