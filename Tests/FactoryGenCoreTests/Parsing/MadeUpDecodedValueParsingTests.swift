import Testing
@testable import FactoryGenCore

/// An `init(from:)` that divides by an integer it decoded with no fallback, or indexes an array
/// it decoded so, may stop: a providing decoder decodes `0` and `[]`, and the division or the
/// index traps.
@Suite struct MadeUpDecodedValueParsingTests {
    private func stop(_ body: String) -> FactoryGenCore.SourceLocation? {
        firstParsedType("""
        struct S {
            init(from decoder: any Decoder) throws {
                let c = try decoder.container(keyedBy: K.self)
        \(body)
            }
        }
        """).members.initializers.first?.mayStopAt
    }

    @Test func aDivisionOrRemainderByADecodedIntegerStops() {
        #expect(stop("""
                total = try c.decode(Int.self, forKey: .total)
                parts = try c.decode(Int.self, forKey: .parts)
                each = try c.decodeIfPresent(Int.self, forKey: .each) ?? total / parts
        """) == testLocation(6, 72))
        #expect(stop("""
                let bells = try c.decode(Swift.UInt8.self, forKey: .bells)
                left = hours % bells
        """) == testLocation(5, 22))
        #expect(stop("""
                self.bells = try c.decode(UInt8.self, forKey: .bells)
                left = hours % self.bells
        """) == testLocation(5, 22))
        #expect(stop("""
                let step = try c.decode(Int.self, forKey: .step)
                if flag { rest /= step }
        """) == testLocation(5, 24))
    }

    @Test func otherDivisionsDoNotStop() {
        // A floating-point value, a fallback, a value read further, a literal, a closure.
        #expect(stop("""
                cups = try c.decode(Double.self, forKey: .cups)
                mates = try c.decodeIfPresent(Int.self, forKey: .mates) ?? 4
                glasses = try c.decode(Int.self, forKey: .glasses) + 1
                let pours = try c.decode([Int].self, forKey: .pours)
                let step = try c.decode(Int.self, forKey: .step)
                a = litres / cups
                b = halves / mates
                c = halves / glasses
                d = halves / pours.count
                e = halves / 2
                f = pours.map { pour in pour / step }
                g = (0 ..< step).map { i in (i % step == 0) ? 1 : 2 }
        """) == nil)
        // Only where the providing decoder reaches: after `if let` on `decodeIfPresent`.
        #expect(stop("""
                let step = try c.decode(Int.self, forKey: .step)
                if let n = try c.decodeIfPresent(Int.self, forKey: .n) { rest = n / step }
        """) == nil)
    }

    @Test func anIndexIntoADecodedArrayStops() {
        #expect(stop("""
                let names = try c.decode([String].self, forKey: .names)
                first = names[0]
        """) == testLocation(5, 22))
        #expect(stop("""
                self.names = try c.decode([[String]].self, forKey: .names)
                first = self.names[1]
        """) == testLocation(5, 27))
    }

    @Test func otherIndexesDoNotStop() {
        // A dictionary, a fallback, a value read further, an index that is no literal, a closure.
        #expect(stop("""
                let counts = try c.decode([String: Int].self, forKey: .counts)
                let pilots = try c.decodeIfPresent([String].self, forKey: .pilots) ?? ["harbourmaster"]
                let sorted = try c.decode([String].self, forKey: .sorted).sorted()
                let names = try c.decode([String].self, forKey: .names)
                a = counts[0]
                b = pilots[0]
                c = sorted[0]
                d = names[i]
                e = (0 ..< n).map { _ in names[0] }
        """) == nil)
    }
}
