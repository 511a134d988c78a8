import Foundation
import Testing
@testable import FactoryGenCore

/// The compiled-in templates must be exactly `Templates/*.stencil`; `bash Templates/embed.sh` fixes a mismatch.
@Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
    let folder = Repository.templates.path
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".stencil") }.sorted()
    #expect(BundledTemplates.files.map(\.name) == names, "run `bash Templates/embed.sh`")
    for name in names {
        let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        let embedded = BundledTemplates.files.first { $0.name == name }?.text
        #expect(embedded == text, "\(name) differs from its embedded copy: run `bash Templates/embed.sh`")
    }
}

@Test func bundledTemplateSetIsSortedByName() {
    let names = TemplateSet.bundled.files.map(\.name)
    #expect(!names.isEmpty)
    #expect(names == names.sorted())
    #expect(TemplateSet.bundled.files.allSatisfy { $0.path == "Templates/" + $0.name })
}
