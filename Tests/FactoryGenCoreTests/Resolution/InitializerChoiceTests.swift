import Testing
@testable import FactoryGenCore

@Suite struct InitializerChoiceTests {
    /// The parameter types of `type`'s callable initializers, in their rank order.
    private func parameterTypes(of type: String, in file: SourceFile) -> [[ResolvedType]] {
        let table = SymbolTable(files: [file], userModules: [])
        let lookup = NameLookup(table: table)
        guard let id = table.allIDs.first(where: { table[$0].qualifiedName == type }) else { return [] }
        let properties = MemberwiseInitializer.storedProperties(of: id, table: table, lookup: lookup)
        return InitializerChoice.callableInitializers(
            of: id, properties: properties, table: table, lookup: lookup, witnesses: ProtocolWitnesses(table: table, lookup: lookup)
        ).map(\.parameterTypes)
    }

    /// A parameter written as its property takes the property's resolved type; one named like
    /// a property but of another type, or written where the names mean other types, is
    /// resolved for itself.
    @Test func aParameterTakesItsPropertysTypeOnlyWhereItMeansTheSame() {
        let file = SourceFile(path: "Models.swift", types: [
            Syntax.declaration(.struct, "Id", line: 1),
            Syntax.declaration(.struct, "Outer", line: 2, nested: [
                Syntax.declaration(.struct, "Id", line: 3, scope: ["Outer"]),
                Syntax.declaration(.struct, "Inner", line: 4, scope: ["Outer"], properties: [
                    Syntax.property("id", "Id", line: 5),
                    Syntax.property("count", "Int", line: 6),
                ], initializers: [
                    Syntax.initializer([Syntax.parameter("id", "Id"), Syntax.parameter("count", "String")], line: 7),
                ]),
            ]),
        ], extensions: [
            // In an extension of `Outer.Inner`, `Id` is the top-level one.
            Syntax.extensionOf("Outer.Inner", line: 10, initializers: [Syntax.initializer([Syntax.parameter("id", "Id")], line: 11)]),
        ])
        let outerID = ResolvedType.user(TypeID(index: 2), arguments: [])
        let topLevelID = ResolvedType.user(TypeID(index: 0), arguments: [])
        #expect(parameterTypes(of: "Outer.Inner", in: file) == [
            [topLevelID],
            [outerID, .standard("String", arguments: [])],
        ])
    }
}
