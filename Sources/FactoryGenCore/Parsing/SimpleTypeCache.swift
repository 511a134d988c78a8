/// One file's plain type names (`Int`, `String`, `Address`), each built once as a
/// ``TypeSyntax`` and shared afterwards.
///
/// A plain name costs two allocations (the indirect enum's box and the one-component array) to
/// build and two to free; most type annotations are such names and repeat within a file, so
/// sharing them turns those into a retain. Values are immutable, so sharing changes nothing
/// that can be observed. The table is fixed-size and open-addressed over the source bytes:
/// when a probe run is full the name is simply not cached.
struct SimpleTypeCache {
    /// Where a cached name's bytes are and which type it is; `typeIndex` is -1 for an empty slot.
    /// Plain data, so probing touches no reference counts.
    private struct Slot {
        var start: Int32
        var length: Int32
        var typeIndex: Int32
    }

    private static let capacity = 512
    private static let maximumProbes = 8
    private var slots: [Slot] = []
    private var types: [TypeSyntax] = []

    /// The type already built for the bytes `start..<start + length` of `text`, if any.
    func type(text: UnsafePointer<UInt8>, start: Int, length: Int) -> TypeSyntax? {
        guard !slots.isEmpty else { return nil }
        var slotIndex = SimpleTypeCache.firstSlot(text: text, start: start, length: length)
        for _ in 0..<SimpleTypeCache.maximumProbes {
            let slot = slots[slotIndex]
            if slot.typeIndex < 0 { return nil }
            if Int(slot.length) == length, memcmpBytes(text + Int(slot.start), text + start, length) {
                return types[Int(slot.typeIndex)]
            }
            slotIndex = (slotIndex + 1) & (SimpleTypeCache.capacity - 1)
        }
        return nil
    }

    /// Remembers `type` for the bytes `start..<start + length`, unless its probe run is full.
    mutating func insert(_ type: TypeSyntax, text: UnsafePointer<UInt8>, start: Int, length: Int) {
        // Offsets fit the lexer's 32-bit token offsets.
        guard start <= Int(Int32.max), length <= Int(Int32.max) else { return }
        if slots.isEmpty {
            slots = Array(repeating: Slot(start: 0, length: 0, typeIndex: -1), count: SimpleTypeCache.capacity)
        }
        var slotIndex = SimpleTypeCache.firstSlot(text: text, start: start, length: length)
        for _ in 0..<SimpleTypeCache.maximumProbes {
            if slots[slotIndex].typeIndex < 0 {
                slots[slotIndex] = Slot(start: Int32(start), length: Int32(length), typeIndex: Int32(types.count))
                types.append(type)
                return
            }
            slotIndex = (slotIndex + 1) & (SimpleTypeCache.capacity - 1)
        }
    }

    /// FNV-1a over the name's bytes.
    private static func firstSlot(text: UnsafePointer<UInt8>, start: Int, length: Int) -> Int {
        var hash: UInt32 = 2_166_136_261
        for position in start..<(start + length) {
            hash = (hash ^ UInt32(text[position])) &* 16_777_619
        }
        return Int(hash) & (capacity - 1)
    }
}
