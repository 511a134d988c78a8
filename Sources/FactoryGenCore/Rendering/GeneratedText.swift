/// The generated file's UTF-8, as parts of the rendered text where they lie, in order.
///
/// ```swift
/// let text = renderer.render(plan, files: files).text!
/// try OutputWriter.write(text, to: "Tests/AppTests/Factories.generated.swift")
/// text.bytes // the whole file in one array, for a test that compares it
/// ```
///
/// Rendering writes the types' code on all cores, into one buffer a core's run of types, and the
/// tidier trims those buffers where they are. Joined into one array, the file would be alive
/// twice, joined and in its buffers, at the run's peak of memory: 1.35 MB more on twelve real
/// folders. The command line writes and compares the parts as they are.
public struct GeneratedText: Sendable {
    /// Bytes that one render or one tidying writes, freed with the last text that holds them.
    final class Storage: @unchecked Sendable {
        // Mutated only by the tidier, each piece by one core, before any text holds it.
        let buffer: UnsafeMutableBufferPointer<UInt8>

        init(_ bytes: some Collection<UInt8>) {
            buffer = .allocate(capacity: bytes.count)
            _ = buffer.initialize(from: bytes)
        }

        /// The line breaks the tidier writes between pieces.
        static let lineBreaks = Storage(Array("\n\n".utf8))

        deinit {
            buffer.deallocate()
        }
    }

    /// A run of bytes in one storage.
    struct Part {
        var storage: Int
        var start: Int
        var count: Int
    }

    private let storages: [Storage]
    private let parts: [Part]
    /// The file's size in bytes.
    public let count: Int

    init(storages: [Storage], parts: [Part]) {
        self.storages = storages
        self.parts = parts.filter { $0.count > 0 }
        count = parts.reduce(0) { $0 + $1.count }
    }

    /// A text of these bytes.
    public init(bytes: [UInt8]) {
        self.init(storages: [Storage(bytes)], parts: [Part(storage: 0, start: 0, count: bytes.count)])
    }

    /// The whole file in one array.
    public var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            withParts { parts in
                for part in parts {
                    UnsafeMutableRawPointer(buffer.baseAddress! + initialized).copyMemory(from: part.baseAddress!, byteCount: part.count)
                    initialized += part.count
                }
            }
        }
    }

    /// Calls `body` with the parts in order, none empty; they live as long as the call.
    func withParts<Result, Failure: Error>(_ body: ([UnsafeBufferPointer<UInt8>]) throws(Failure) -> Result) throws(Failure) -> Result {
        let buffers = parts.map { part in
            UnsafeBufferPointer(rebasing: storages[part.storage].buffer[part.start..<part.start + part.count])
        }
        defer { withExtendedLifetime(storages) {} }
        return try body(buffers)
    }
}

extension GeneratedText: Equatable {
    public static func == (left: GeneratedText, right: GeneratedText) -> Bool {
        left.count == right.count && left.bytes == right.bytes
    }
}
