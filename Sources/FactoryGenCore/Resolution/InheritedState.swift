/// What a class inherits that its `super.init` sets anew at each call: the superclasses'
/// stored properties, read from their declarations.
///
/// ```swift
/// // class Node { let stamp: UUID; init() { stamp = UUID() } }
/// // final class Label: Node { let title: String; init(title: String) { … super.init() } }
/// InheritedState(of: label, table: table).varyingRead // the `UUID()` in `Node.init()`
/// ```
struct InheritedState {
    /// The stored properties a rebuild may not give back: each `var` (set after the value was
    /// made, it is lost), and each `let` without a value that is made anew (``varyingRead``). A
    /// `let` the subclass passes a value of its own (`super.init(sides: 4)`) is set again the same.
    private(set) var properties: [PropertyDeclaration] = []
    /// Where a superclass's initializer reads a new identifier or the time, or where it
    /// declares a `let` a type of the inputs makes that way (`let token: Token`, whose
    /// initializer reads `UUID()`): every value of the class differs from the last.
    private(set) var varyingRead: SourceLocation?

    init(of id: TypeID, table: SymbolTable) {
        func firstVaryingRead(_ id: TypeID) -> SourceLocation? {
            table[id].declaration.members.initializers.lazy.compactMap(\.readsVaryingValueAt).first
        }
        var current = table.superclass(of: id)
        var depth = 0
        while let superclass = current, depth < 32 {
            let node = table[superclass]
            let read = firstVaryingRead(superclass)
            if varyingRead == nil { varyingRead = read }
            for property in node.declaration.members.properties where property.isStored && !property.isStatic && !property.isLazy {
                guard property.isLet else {
                    properties.append(property)
                    continue
                }
                guard property.initialValue == nil else { continue }
                if read != nil {
                    properties.append(property)
                } else if case .nominal(let components)? = property.type, components.count == 1,
                          case .type(let typeID)? = table.lookupUnqualified(components[0].name, in: node.context),
                          firstVaryingRead(typeID) != nil {
                    properties.append(property)
                    if varyingRead == nil { varyingRead = property.location }
                }
            }
            current = table.superclass(of: superclass)
            depth += 1
        }
    }
}
