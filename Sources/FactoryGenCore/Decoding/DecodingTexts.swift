/// The member names the inputs read on a type from outside them that they prove decodable
/// (``ProvenDecodable``): `SpanKind.internal` in `private var spanKind = SpanKind.internal`, or
/// `.internal` as the default of a parameter or property written `SpanKind`.
///
/// Another module's enum with `String` raw values decodes only from one of its cases' names,
/// which no made-up text is (opentelemetry-swift's `SpanKind`, held by the SDK's `Codable`
/// `SpanData`). The decoder tries these names first (`ProvidingDecoder.decode(SpanKind.self,
/// texts: ["internal"])`). A name is only a text to try, never code: one that is no case (a
/// static property, a case with another raw value) is refused like any other text, so a guess
/// costs nothing, where reading the member itself would need its type to be sure.
enum DecodingTexts {
    /// By spelling as written, each type's names in the order the files give them.
    static func read(files: [SourceFile], decoded: Set<String>) -> [String: [String]] {
        // Most inputs prove nothing decodable: then no text is read at all.
        guard !decoded.isEmpty else { return [:] }
        var found: [String: [String]] = [:]
        func note(_ type: String, _ member: String) {
            // A case's or constant's name: not `self`, `init` or a nested type.
            guard let first = member.first, first.isLowercase || first == "_", member != "self", member != "init",
                  !(found[type]?.contains(member) ?? false) else { return }
            found[type, default: []].append(member)
        }
        func scan(_ text: String?, written type: TypeSyntax?) {
            guard let text, text.contains(".") else { return }
            for chain in chains(in: text) {
                let parts = chain.split(separator: ".", omittingEmptySubsequences: false).map { $0.filter { $0 != "`" } }
                if parts[0].isEmpty {
                    // `.internal` where the type is written: the member of that type.
                    if chain.count == text.count, parts.count == 2, let written = type?.description, decoded.contains(written) {
                        note(written, parts[1])
                    }
                    continue
                }
                // `SpanKind.internal`, `Trace.SpanKind.internal`: the name after a decoded type.
                var head = parts[0]
                for index in 1..<max(parts.count, 1) {
                    if decoded.contains(head) { note(head, parts[index]); break }
                    head += "." + parts[index]
                }
            }
        }
        func scan(_ members: MemberList) {
            for property in members.properties { scan(property.initialValue, written: property.type) }
            for initializer in members.initializers {
                for parameter in initializer.parameters { scan(parameter.defaultValue, written: parameter.type) }
            }
            for function in members.functions {
                for parameter in function.parameters { scan(parameter.defaultValue, written: parameter.type) }
            }
            members.nestedTypes.forEach { scan($0.members) }
        }
        for file in files {
            file.types.forEach { scan($0.members) }
            file.extensions.forEach { scan($0.members) }
            for function in file.functions {
                for parameter in function.parameters { scan(parameter.defaultValue, written: parameter.type) }
            }
            for constant in file.constants { scan(constant.initialValue, written: constant.type) }
        }
        return found
    }

    /// The runs of names and dots in `text` that hold a dot: `SpanKind.internal`, `.internal`.
    private static func chains(in text: String) -> [Substring] {
        var runs: [Substring] = []
        var start: String.Index?
        var index = text.startIndex
        func close() {
            if let begun = start, text[begun..<index].contains(".") { runs.append(text[begun..<index]) }
            start = nil
        }
        while index < text.endIndex {
            let character = text[index]
            if character.isLetter || character.isNumber || character == "_" || character == "." || character == "`" {
                if start == nil { start = index }
            } else {
                close()
            }
            index = text.index(after: index)
        }
        close()
        return runs
    }
}
