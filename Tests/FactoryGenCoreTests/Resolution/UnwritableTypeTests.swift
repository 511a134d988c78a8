import Testing
@testable import FactoryGenCore

/// The importer makes C function pointers that Swift source cannot write: those whose signature
/// holds a C array, a tuple behind a pointer. Their fields get no lens.
@Suite struct UnwritableTypeTests {
    private static let samples = ResolvedType.tuple(Array(repeating: ResolvedTupleElement(type: .standard("Int16", arguments: [])), count: 4))

    private static func pointer(to type: ResolvedType) -> ResolvedType {
        .standard("UnsafeMutablePointer", arguments: [type])
    }

    private static func function(_ attributes: String, returning result: ResolvedType, taking parameters: [ResolvedType] = []) -> ResolvedType {
        .function(ResolvedFunction(
            attributes: attributes,
            parameters: parameters.map { ResolvedFunctionParameter(prefix: "", type: $0, isVariadic: false) },
            effects: "", returnType: result
        ))
    }

    @Test func aCFunctionPointerReturningOrTakingACArrayCannotBeWritten() {
        let returning = Self.function("@convention(c) ", returning: .optional(Self.pointer(to: Self.samples)))
        let taking = Self.function("@convention(c) ", returning: .void, taking: [.optional(Self.pointer(to: Self.pointer(to: Self.samples)))])
        #expect(!returning.isWritable)
        #expect(!ResolvedType.optional(taking).isWritable)
        // However deep: the field's type is the optional of a pointer to such a function's.
        #expect(!Self.pointer(to: .optional(returning)).isWritable)
    }

    @Test func swiftClosuresAndCFunctionPointersOfPlainTypesCanBeWritten() {
        #expect(Self.function("", returning: Self.samples, taking: [Self.pointer(to: Self.samples)]).isWritable)
        #expect(Self.function("@convention(c) ", returning: .standard("Int32", arguments: []), taking: [.optional(Self.pointer(to: .standard("Int16", arguments: [])))]).isWritable)
        #expect(Self.samples.isWritable)
        // `Void` is an empty tuple, which `@convention(c)` takes.
        #expect(Self.function("@convention(c) ", returning: .void).isWritable)
    }
}
