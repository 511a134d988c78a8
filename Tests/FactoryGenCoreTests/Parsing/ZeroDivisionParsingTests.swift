import Testing
@testable import FactoryGenCore

/// An `init(from:)` that divides by an integer it decoded with no fallback may stop: a
/// providing decoder decodes `0`, and the division traps.
@Suite struct ZeroDivisionParsingTests {
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
}
