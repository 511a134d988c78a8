extension BundledTemplateTrees {
    /// The syntax tree of `text` when it is a bundled template's, read from its archive; `nil`
    /// for any other text, which is then lexed and parsed. The fingerprint is of the text
    /// itself, so an archive left behind by an edited template is never used.
    static func nodes(for text: String) -> [TemplateNode]? {
        let length = text.utf8.count
        guard archives.contains(where: { $0.length == length }) else { return nil }
        let fingerprint = TemplateTreeArchive.fingerprint(text)
        guard let entry = archives.first(where: { $0.length == length && $0.fingerprint == fingerprint }) else { return nil }
        return entry.archive.withUTF8Buffer { TemplateTreeArchive.decode($0) }
    }
}
