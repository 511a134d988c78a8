// Operators spelled with non-ASCII operator characters (mathematical symbols, arrows).
import Foundation

prefix operator √
infix operator ≈: ComparisonPrecedence
infix operator •: MultiplicationPrecedence
infix operator →: AdditionPrecedence

struct Angle: Equatable {
    var degrees: Double

    static prefix func √ (value: Angle) -> Double { value.degrees.squareRoot() }
    static func ≈ (lhs: Angle, rhs: Angle) -> Bool { abs(lhs.degrees - rhs.degrees) < 0.001 }
    static func • (lhs: Angle, rhs: Double) -> Angle { Angle(degrees: lhs.degrees * rhs) }
    static func → (lhs: Angle, rhs: Angle) -> Angle { Angle(degrees: rhs.degrees - lhs.degrees) }

    var root: Double { √self }
    var isRight: Bool { self ≈ Angle(degrees: 90) }
    static let right = Angle(degrees: 45)•2
}
