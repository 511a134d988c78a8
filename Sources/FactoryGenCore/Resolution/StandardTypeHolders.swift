/// Types the inputs nest in an extension of a standard type (`extension Double { enum
/// Granularity … }`), placed under a node that stands for the standard type.
///
/// That node is no top-level name of the module: a plain `Double` still means Swift's, and only
/// a path through it (`Double.Granularity`, `Swift.Double.Granularity`) or a bare name inside
/// the extension reaches its members. It is never generated, and the types under it are spelled
/// as Swift spells the standard type, never after the module (`App.Double` names nothing).
///
/// Only a standard type without generic parameters gets one: an extension of `Array` may be
/// constrained (`where Element == Int`), and what it declares would then exist for some
/// elements only; those, and types of modules whose sources are not given (`URLRequest`), keep
/// ``UnplacedExtensionNote``'s note.
///
/// ```swift
/// // typealias Seconds = Double
/// // extension Seconds { enum Granularity { case week, day } }
/// StandardTypeHolders.standardName(of: .named("Seconds"), module: nil, table: table) // "Double"
/// ```
enum StandardTypeHolders {
    /// The standard type an extension names that can hold nested types, as the holder is keyed:
    /// `Double` for `Double`, `Swift.Double`, `TimeInterval`, or a top-level typealias of the
    /// inputs that stands for one of them; `nil` for anything else, a type of the inputs included.
    static func standardName(of written: TypeSyntax, module: String?, table: SymbolTable) -> String? {
        guard case .nominal(let components) = written, components.allSatisfy(\.genericArguments.isEmpty) else { return nil }
        if components.count == 2, StandardProvidableTypes.modules.contains(components[0].name),
           table.topLevelMember(components[0].name, module: module) == nil {
            return holdable(components[1].name)
        }
        guard components.count == 1 else { return nil }
        switch table.topLevelMember(components[0].name, module: module) {
        case nil: return holdable(components[0].name)
        case .type: return nil
        case .alias:
            guard let target = aliasTarget(of: written, module: module, table: table) else { return nil }
            return standardName(of: target, module: module, table: table)
        }
    }

    /// The extensions among `places` whose members go under a holder, in input order, with the
    /// standard type each extends: those of a type some extension nests a type in, every one of
    /// them that declares a type or a typealias (a typealias alone makes no holder).
    static func heldExtensions(
        of files: [SourceFile], among places: [(file: Int, index: Int)], table: SymbolTable
    ) -> [(place: (file: Int, index: Int), name: String)] {
        var found: [(place: (file: Int, index: Int), name: String)] = []
        var nesting: Set<String> = []
        for place in places {
            let members = files[place.file].extensions[place.index].members
            guard !members.nestedTypes.isEmpty || !members.typealiases.isEmpty,
                  let name = standardName(of: files[place.file].extensions[place.index].extendedType,
                                          module: table.moduleOfFile[files[place.file].path], table: table)
            else { continue }
            found.append((place, name))
            if !members.nestedTypes.isEmpty { nesting.insert(name) }
        }
        return found.filter { nesting.contains($0.name) }
    }

    /// `name` as the holder is keyed, when its type can hold nested types: one FactoryRuntime
    /// provides without generic parameters, or a standard alias of one (`TimeInterval`).
    /// CoreGraphics' types are left out: where they live differs between platforms, so that
    /// a qualified spelling would not compile on each.
    static func holdable(_ name: String) -> String? {
        if let alias = aliases[name] { return alias }
        guard StandardProvidableTypes.arity[name] == 0, !name.contains("."), !name.hasPrefix("CG") else { return nil }
        return name
    }

    /// Standard typealiases of a holdable type: an extension of either extends the same type.
    private static let aliases: [String: String] = ["TimeInterval": "Double", "Float64": "Double", "Float32": "Float"]

    /// How a holder is written where nothing shadows its name (`Double`), and where a type or
    /// member of the inputs does (`Swift.Double`, `Foundation.Date`).
    static func spelling(of name: String, shadowed: Bool) -> String {
        guard shadowed else { return name }
        return (Spelling.foundationNames.contains(name) ? "Foundation." : "Swift.") + name
    }

    /// What a top-level typealias of the inputs stands for, through aliases of aliases; `nil`
    /// when `written` names no such alias.
    static func aliasTarget(of written: TypeSyntax, module: String?, table: SymbolTable) -> TypeSyntax? {
        var current = written
        var target: TypeSyntax?
        // A cycle of aliases does not compile; the bound only keeps a broken input from looping.
        for _ in 0..<16 {
            guard case .nominal(let components) = current, components.count == 1, components[0].genericArguments.isEmpty,
                  case .alias(let id) = table.topLevelMember(components[0].name, module: module) else { break }
            current = table.aliases[id.index].declaration.target
            target = current
        }
        return target
    }
}

extension SymbolTable {
    /// The node that holds what extensions of the standard type `name` declare (`Double`, or
    /// `TimeInterval`, which is `Double`), when one does.
    func standardHolder(_ name: String) -> TypeID? {
        guard !standardHolders.isEmpty, let key = StandardTypeHolders.holdable(name) else { return nil }
        return standardHolders[key]
    }

    /// The holder a path of an extension starts with (`Double`, `Swift.Double`, or an alias of
    /// the inputs for one), leaving `components` at it: `[Double, Granularity]` from
    /// `Swift.Double.Granularity`. `nil`, and `components` untouched, for any other path.
    func holder(heading components: inout [TypeComponent], module: String?) -> TypeID? {
        let qualified = components.count > 2 && StandardProvidableTypes.modules.contains(components[0].name)
            && topLevelMember(components[0].name, module: module) == nil
        let head = qualified ? 2 : 1
        guard let name = StandardTypeHolders.standardName(of: .nominal(Array(components.prefix(head))), module: module, table: self),
              let holder = standardHolders[name] else { return nil }
        components.removeFirst(head - 1)
        return holder
    }
}
