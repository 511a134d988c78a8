import Foundation
import Testing
@testable import FactoryGenCore

@Suite struct TemplateTreeArchiveTests {
    /// The archived trees compiled in are those of today's bundled templates, and the source
    /// file holding them is the one this test writes (`FACTORYGEN_UPDATE_GOLDENS=1` rewrites it).
    @Test func theBundledTemplatesTreesAreArchivedAsTheyParse() throws {
        try Golden.check(try Self.bundledTreesSource(), against: Repository.root.appendingPathComponent(
            "Sources/FactoryGenCore/Rendering/BundledTemplateTrees.swift"))
        for file in BundledTemplates.files {
            // Read first, so that a failure names the template rather than printing its text.
            let read = BundledTemplateTrees.nodes(for: file.text)
            let archived = try #require(read, "\(file.name) has no archive")
            let parsed = try TemplateParser.parse(StandaloneTags.rewrittenText(file.text))
            #expect(TemplateTreeArchive.encode(archived) == TemplateTreeArchive.encode(parsed), "\(file.name)")
        }
    }

    /// A text that is not a bundled template's, even one byte away from one, has no archive.
    @Test func onlyABundledTemplatesExactTextHasAnArchive() throws {
        let text = try #require(BundledTemplates.files.last?.text)
        #expect(BundledTemplateTrees.nodes(for: text) != nil)
        #expect(BundledTemplateTrees.nodes(for: text + " ") == nil)
        #expect(BundledTemplateTrees.nodes(for: String(text.dropLast()) + "\t") == nil)
        #expect(BundledTemplateTrees.nodes(for: "{{ name }}") == nil)
    }

    /// Every bundled template renders the same from its archive as from its text, on every
    /// fixture set's context.
    @Test(arguments: GenerationFixture.all)
    func theArchivedTemplatesRenderAsTheParsedOnes(_ fixture: GenerationFixture) throws {
        let generated = try fixture.generate()
        let context = RenderingContext.make(plan: generated.result.plan, files: [])
        for file in BundledTemplates.files {
            let read = BundledTemplateTrees.nodes(for: file.text)
            let nodes = try #require(read, "\(file.name) has no archive")
            let archived = try CompiledTemplate(nodes: nodes, disposal: .background)
            let parsed = try CompiledTemplate(StandaloneTags.rewrittenText(file.text))
            #expect(try archived.render(context) == parsed.render(context), "\(file.name)")
        }
    }

    /// 2,000 random templates within the subset: each archive reads back to a tree that archives
    /// the same and renders the same on a random context.
    @Test func randomTemplatesReadBackAsTheyWereArchived() throws {
        var generator = RandomTemplates(seed: 20_261_130)
        var archivedCount = 0
        var mismatches: [String] = []
        for _ in 0..<2_000 {
            let template = generator.template()
            let context = generator.context()
            guard let nodes = try? TemplateParser.parse(template), let archive = TemplateTreeArchive.encode(nodes) else { continue }
            archivedCount += 1
            let bytes = Array(archive.utf8)
            guard let read = bytes.withUnsafeBufferPointer({ TemplateTreeArchive.decode($0) }) else {
                mismatches.append("did not read back:\n\(template)\narchive: \(archive)")
                continue
            }
            if TemplateTreeArchive.encode(read) != archive {
                mismatches.append("archives differently once read back:\n\(template)\narchive: \(archive)")
                continue
            }
            let fromText = try? CompiledTemplate(template).render(context)
            let fromArchive = try? CompiledTemplate(nodes: read, disposal: .background).render(context)
            if fromText != fromArchive { mismatches.append("renders differently:\n\(template)") }
            if mismatches.count >= 5 { break }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n---\n"))")
        #expect(archivedCount > 1_500, "only \(archivedCount) of 2000 random templates were archived")
    }

    @Test func anArchiveSpellsEachNodeInOrder() throws {
        let nodes = try TemplateParser.parse("{% for type in types %}{{ type.name|lowercase }}{% empty %}none{% endfor %}")
        #expect(TemplateTreeArchive.encode(nodes) == "1:l4:typep5:types0:0:1:o1:p4:type1:4:name1:9:lowercase0:1:t4:none1:")
        let condition = try TemplateParser.parse("{% if not a and b == \"x\" %}y{% elif 2 %}{% else %}z{% endif %}")
        #expect(TemplateTreeArchive.encode(condition) == "1:c3:i&!vp1:a0:0:=2:==vp1:b0:0:vs1:x0:1:t1:yivn2:0:0:e1:t1:z")
    }

    /// A damaged archive reads as `nil` or as the tree it spells, never as another: cut at
    /// every byte, and with each byte replaced by each of the format's letters, two digits and `:`.
    @Test func aDamagedArchiveReadsAsWhatItSpellsOrNotAtAll() throws {
        let archive = try #require(TemplateTreeArchive.encode(try TemplateParser.parse(
            "{% for item in items %}{% if item.on or forloop.last %}{{ item.name|join:\", \" }}{% endif %}{% endfor %}")))
        let bytes = Array(archive.utf8)
        for end in 0..<bytes.count {
            #expect(bytes[..<end].withUnsafeBufferPointer { TemplateTreeArchive.decode($0) } == nil, "cut at \(end)")
        }
        #expect((bytes + [UInt8(ascii: "t")]).withUnsafeBufferPointer { TemplateTreeArchive.decode($0) } == nil)
        var unread = 0
        for index in bytes.indices {
            for replacement in "tofcielpsnbv!&|=-07:".utf8 where replacement != bytes[index] {
                var damaged = bytes
                damaged[index] = replacement
                guard let read = damaged.withUnsafeBufferPointer({ TemplateTreeArchive.decode($0) }) else {
                    unread += 1
                    continue
                }
                #expect(TemplateTreeArchive.encode(read).map { Array($0.utf8) } == damaged, "\(String(decoding: damaged, as: UTF8.self))")
            }
        }
        #expect(unread > bytes.count, "only \(unread) damaged archives failed to read")
    }

    /// What the source file holding the archives should be, from the bundled templates.
    static func bundledTreesSource() throws -> String {
        var source = """
        // Written by TemplateTreeArchiveTests from BundledTemplates: after `bash Templates/embed.sh`, rerun
        // `FACTORYGEN_UPDATE_GOLDENS=1 swift test --filter TemplateTreeArchiveTests` (an archive out of date is not used).

        /// The bundled templates' syntax trees, archived ahead (``TemplateTreeArchive``).
        enum BundledTemplateTrees {
            /// Each bundled template's fingerprint and UTF-8 length, with its tree's archive.
            static let archives: [(fingerprint: UInt64, length: Int, archive: StaticString)] = [

        """
        for file in BundledTemplates.files {
            let nodes = try TemplateParser.parse(StandaloneTags.rewrittenText(file.text))
            let archive = try #require(TemplateTreeArchive.encode(nodes), "\(file.name) cannot be archived")
            // The literal keeps every byte only without these: its own end, escapes, carriage returns.
            #expect(!archive.contains("\"\"\"##") && !archive.contains("\\##") && !archive.contains("\r"), "\(file.name)")
            let fingerprint = "0x" + String(TemplateTreeArchive.fingerprint(file.text), radix: 16)
            source += "        // \(file.name)\n"
            source += "        (fingerprint: \(fingerprint), length: \(file.text.utf8.count), archive: ##\"\"\"\n\(archive)\n\"\"\"##),\n"
        }
        source += "    ]\n}\n"
        return source
    }
}
