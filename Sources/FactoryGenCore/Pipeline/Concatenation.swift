extension String {
    /// The parts one after another, written once into a string of their total length.
    ///
    /// ```swift
    /// String(concatenating: "Factory", "<", "App.User", ">.provide()") // "Factory<App.User>.provide()"
    /// ```
    ///
    /// For the plan's text, built by the thousand from a few parts each: `a + "<" + b + ">"`
    /// grows a string of its own at each `+`, and even appending into a reserved one checks
    /// and grows at each part. Four parts cost 1,630 instructions appended into a reserved
    /// string, 820 here (callgrind, a release build, names of 20 bytes). Two short parts
    /// (`"_" + name`) are cheaper joined with `+`, whose result stays inside the string: 285
    /// instructions, 401 here.
    init(concatenating first: String, _ second: String, _ third: String = "", _ fourth: String = "", _ fifth: String = "",
         _ sixth: String = "", _ seventh: String = "") {
        let count = first.utf8.count + second.utf8.count + third.utf8.count + fourth.utf8.count + fifth.utf8.count + sixth.utf8.count
            + seventh.utf8.count
        self.init(unsafeUninitializedCapacity: count) { buffer in
            // Part by part, not over an array of them, which would be allocated at each call.
            var end = buffer.write(first, at: 0)
            end = buffer.write(second, at: end)
            end = buffer.write(third, at: end)
            end = buffer.write(fourth, at: end)
            end = buffer.write(fifth, at: end)
            end = buffer.write(sixth, at: end)
            return buffer.write(seventh, at: end)
        }
    }
}

extension Array<String> {
    /// The strings with `separator` between them, written once into a string of their total
    /// length: what `joined(separator:)` gives.
    ///
    /// ```swift
    /// ["Int", "String"].joinedBytes(separator: ", ") // "Int, String"
    /// ```
    ///
    /// For the plan's lists (generic arguments, payload patterns, a `join` filter's text):
    /// `joined(separator:)` appends part by part, 900 instructions for a list of two or three.
    func joinedBytes(separator: String) -> String {
        guard count > 1 else { return first ?? "" }
        var total = separator.utf8.count * (count - 1)
        for part in self { total += part.utf8.count }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var end = buffer.write(self[0], at: 0)
            for index in 1..<count {
                end = buffer.write(separator, at: end)
                end = buffer.write(self[index], at: end)
            }
            return end
        }
    }
}

extension UnsafeMutableBufferPointer<UInt8> {
    /// Writes `text`'s UTF-8 at `offset`, which leaves room for it, and returns the offset past it.
    ///
    /// ```swift
    /// String(unsafeUninitializedCapacity: 9) { buffer in buffer.write("provide()", at: 0) } // "provide()"
    /// ```
    @inline(__always)
    func write(_ text: String, at offset: Int) -> Int {
        guard !text.isEmpty else { return offset }
        var text = text
        return text.withUTF8 { bytes in
            // A miscounted length stops here, not past the end of the string's storage.
            precondition(offset + bytes.count <= count, "text past the end of its buffer")
            (baseAddress! + offset).update(from: bytes.baseAddress!, count: bytes.count)
            return offset + bytes.count
        }
    }
}
