/// Looks a folder up by its path; there is none for most paths, a made-up one among them.
func catalogEntry(for path: String) -> Int? {
    path.hasPrefix("/srv/") ? path.count : nil
}

/// Its only initializer forces the lookup's result: given a made-up path it would trap, so the
/// type is skipped. A method's forced result (`path.first!`) is not read so.
final class FolderWalker {
    let path: String
    let entry: Int

    init(path: String) {
        self.path = path
        entry = catalogEntry(for: path)!
    }
}
