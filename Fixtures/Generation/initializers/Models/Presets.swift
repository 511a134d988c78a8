/// Settings built only through a caseless enum nested in them, a namespace of factories that
/// keeps the initializer private: `provide()` calls the first of its functions that returns
/// the type. The namespace is named `Factory`, as the runtime's type is, so the runtime's is
/// qualified inside the conformance.
public struct ExportSettings {
    public let format: String
    public let quality: Int

    private init(format: String, quality: Int) { (self.format, self.quality) = (format, quality) }

    public enum Factory {
        public static func make(format: String, quality: Int = 80) -> ExportSettings {
            ExportSettings(format: format, quality: quality)
        }

        public static func thumbnail() -> ExportSettings {
            ExportSettings(format: "png", quality: 40)
        }
    }
}

/// Its own static function comes before its namespace's.
public struct PrintSettings {
    public let copies: Int

    private init(copies: Int) { self.copies = copies }

    public static func single() -> PrintSettings { PrintSettings(copies: 1) }

    public enum Presets {
        public static func booklet(copies: Int) -> PrintSettings { PrintSettings(copies: copies) }
    }
}
