// Every form of type annotation.
import Foundation

protocol Shape {}
protocol Drawable {}

struct TypeZoo<Element, each Extra> {
    var nominal: Int
    var qualified: Swift.Int
    var generic: Array<Dictionary<String, Set<Int>>>
    var nestedGeneric: Result<[String], any Error>.Type
    var optional: String?
    var doubleOptional: Int??
    var iuo: Int!
    var array: [Int]
    var nestedArray: [[String?]]
    var dictionary: [String: [Int: Bool]]
    var tuple: (Int, String)
    var labeledTuple: (x: Int, y: Int)
    var emptyTuple: ()
    var void: Void
    var function: (Int, String) -> Bool
    var asyncThrowing: (URL) async throws -> Data
    var typedThrows: () throws(CancellationError) -> Void
    var curried: (Int) -> (Int) -> Int
    var optionalFunction: ((Int) -> Void)?
    var escapingSendable: @Sendable (String) -> Void
    var mainActor: @MainActor () -> Void
    var inoutParameter: (inout Int) -> Void
    var labeledParameters: (_ value: Int, _ other: String) -> Void
    var variadic: (Int...) -> Int
    var some1: some Shape { Square() }
    var existential: any Shape
    var existentialOptional: (any Shape)?
    var composition: Shape & Drawable
    var anyComposition: any Shape & Drawable
    var metatype: Int.Type
    var protocolMetatype: Shape.Protocol
    var existentialMetatype: any Shape.Type
    var selfType: [Self]? { nil }
    var anyObject: AnyObject
    var any: Any
    var keyPath: KeyPath<TypeZoo, Int>
    var packed: (repeat each Extra)
    var sugarOptionalArray: [Int]?
    var closureInDictionary: [String: (Int) -> Void]
    var nestedMember: Foundation.Date
    var inline: Array<Int>.Index
}

struct Square: Shape {}
