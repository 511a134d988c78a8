// Written by TemplateTreeArchiveTests from BundledTemplates: after `bash Templates/embed.sh`, rerun
// `FACTORYGEN_UPDATE_GOLDENS=1 swift test --filter TemplateTreeArchiveTests` (an archive out of date is not used).

/// The bundled templates' syntax trees, archived ahead (``TemplateTreeArchive``).
enum BundledTemplateTrees {
    /// Each bundled template's fingerprint and UTF-8 length, with its tree's archive.
    static let archives: [(fingerprint: UInt64, length: Int, archive: StaticString)] = [
        // 10-imports.stencil
        (fingerprint: 0x8793a42187ed9cb1, length: 2202, archive: ##"""
13:t42:
#if hasFeature(InternalImportsByDefault)
c1:i=2:invs14:FactoryRuntime0:vp13:publicImports0:0:1:t7:public t22:import FactoryRuntime
l6:modulep7:imports0:0:4:c1:i=2:invp6:module0:0:vp13:publicImports0:0:1:t7:public t7:import o15:p6:module0:0:t1:
0:14:l6:modulep15:testableImports0:0:6:l5:groupp9:spiGroups0:0:3:t6:@_spi(o18:p5:group0:0:t2:) 0:18:t34:@unsafe @preconcurrency @testable c1:i=2:invp6:module0:0:vp13:publicImports0:0:1:t7:public t7:import o18:p6:module0:0:t1:
0:17:t1:
l11:declarationp21:scopedTestableImports0:0:5:t10:@testable c1:ivp13:publicImports0:0:1:t7:public t7:import o23:p11:declaration0:0:t1:
0:22:t28:#else
import FactoryRuntime
l6:modulep7:imports0:0:3:t7:import o28:p6:module0:0:t1:
0:27:l6:modulep15:testableImports0:0:4:l5:groupp9:spiGroups0:0:3:t6:@_spi(o31:p5:group0:0:t2:) 0:31:t41:@unsafe @preconcurrency @testable import o31:p6:module0:0:t1:
0:30:l11:declarationp21:scopedTestableImports0:0:3:t17:@testable import o34:p11:declaration0:0:t1:
0:33:t7:#endif
l6:modulep13:sourceImports0:0:5:t14:#if canImport(o38:p6:module0:0:t9:)
import o39:p6:module0:0:t8:
#endif
0:37:
"""##),
        // 20-factories.stencil
        (fingerprint: 0x5b79e5b10a53f307, length: 10493, archive: ##"""
1:l4:typep5:types0:0:6:t1:
c1:ivp4:type1:9:condition0:3:t4:#if o5:p4:type1:9:condition0:t1:
c1:i&vp4:type1:10:providable0:!vp4:type1:10:superclass0:19:c1:ivp4:type1:12:isDeprecated0:1:t26:@available(*, deprecated)
c1:i&!vp4:type1:19:providableIsolation0:!vp4:type1:11:globalActor0:1:t12:nonisolated t10:extension o13:p4:type1:4:name0:t2:: c1:i|vp11:retroactive0:0:vp4:type1:15:isImportedFromC0:1:t13:@retroactive c1:ivp4:type1:19:providableIsolation0:3:t1:@o13:p4:type1:19:providableIsolation0:t1: o13:p7:runtime1:10:Providable0:c1:ivp4:type1:23:conformanceRequirements0:2:t7: where o13:p4:type1:23:conformanceRequirements1:4:join1:s2:, 0:t23: {
    /// Built with: o14:p4:type2:10:providable6:origin1:14:withoutFolders0:t2:.
c1:ivp4:type2:10:providable18:mentionsDeprecated0:1:t67:    @available(*, deprecated, message: "builds a deprecated type")
c1:ivp4:type1:19:providableIsolation0:3:t5:    @o19:p4:type1:19:providableIsolation0:t1:
c3:ivp4:type1:11:isOpenClass0:8:t43:    public static func provide() -> Self {
l8:subclassp4:type1:10:subclasses0:8:c1:ivp8:subclass1:9:condition0:3:t4:#if o26:p8:subclass1:9:condition0:t1:
t24:        if Self.self == o30:p8:subclass1:8:selfType0:t8:.self {
t19:            return c2:i=2:invs4: ?? 0:vp8:subclass2:10:providable10:expression0:3:t1:(o32:p8:subclass2:10:providable10:expression0:t1:)e1:o32:p8:subclass2:10:providable10:expression0:t20: as! Self
        }
c1:ivp8:subclass1:9:condition0:1:t7:#endif
0:23:c1:ivp4:type1:33:asksSubclassesToProvideThemselves0:3:t44:        if let subclass = Self.self as? any o40:p7:runtime1:18:ProvidableSubclass0:t90:.Type, let made = subclass.provideSubclass() as? Self {
            return made
        }
t22:        if let made = c2:i=2:invs4: ?? 0:vp4:type2:10:providable10:expression0:3:t1:(o44:p4:type2:10:providable10:expression0:t1:)e1:o44:p4:type2:10:providable10:expression0:t46: as? Self {
            return made
        }
c2:ivp4:type1:16:subclassFallback0:3:t140:        // A subclass factorygen could not build inherits this conformance: its required
        // `init(from:)` builds it.
        return o50:p4:type1:16:subclassFallback0:t1:
e1:t172:        // A subclass factorygen could not build inherits this conformance.
        fatalError("factorygen cannot provide \(Self.self); see the end of the generated file")
t6:    }
ivp4:type2:10:providable11:assignments0:9:t36:    public static func provide() -> o59:p4:type1:9:wholeType0:t11: {
        c2:i=2:==vp4:type1:4:kind0:vs6:struct0:1:t3:vare1:t3:lett9: value = o60:p4:type2:10:providable10:expression0:t1:
l10:assignmentp4:type2:10:providable11:assignments0:5:t14:        value.o62:p10:assignment1:8:property0:t3: = o62:p10:assignment1:5:value0:t1:
0:61:t27:        return value
    }
e5:t36:    public static func provide() -> o67:p4:type1:9:wholeType0:t11: {
        o68:p4:type2:10:providable10:expression0:t7:
    }
c1:ivp4:type2:10:providable8:variants0:7:t1:
c1:ivp4:type1:19:providableIsolation0:3:t5:    @o74:p4:type1:19:providableIsolation0:t1:
t48:    public static func variant(_ index: Int) -> c2:i=2:==vp4:type1:4:kind0:vs5:class0:1:t4:Selfe1:o76:p4:type1:9:wholeType0:t35:? { variant(index, of: [provide(), o76:p4:type2:10:providable8:variants1:4:join1:s2:, 0:t5:]) }
c1:i|vp4:type2:10:providable12:variedLenses0:vp4:type2:10:providable17:emptyVariedLenses0:8:t1:
c1:ivp4:type1:19:providableIsolation0:3:t5:    @o81:p4:type1:19:providableIsolation0:t1:
t39:    public static var fieldVariations: o83:p7:runtime1:15:FieldVariations0:t11: { varying(o83:p4:type2:10:providable12:variedLenses1:4:join1:s2:, 0:c1:ivp4:type2:10:providable17:emptyVariedLenses0:3:c1:ivp4:type2:10:providable12:variedLenses0:1:t2:, t7:empty: o83:p4:type2:10:providable17:emptyVariedLenses1:4:join1:s2:, 0:t4:) }
c1:ivp4:type2:10:providable16:arbitraryChoices0:11:t1:
c1:ivp4:type1:19:providableIsolation0:3:t5:    @o88:p4:type1:19:providableIsolation0:t1:
t53:    public static func arbitrary(using source: inout o90:p7:runtime1:15:ArbitrarySource0:t5:) -> o90:p4:type1:9:wholeType0:t85: {
        source.nested(or: provide()) { source in
            switch source.choose(o92:p4:type3:10:providable16:arbitraryChoices5:count0:t4:) {
l6:choicep4:type2:10:providable16:arbitraryChoices0:5:t12:            c2:ivp7:forloop1:4:last0:1:t7:defaulte2:t5:case o94:p7:forloop1:8:counter00:t9:: return o94:p6:choice0:0:t1:
0:93:t30:            }
        }
    }
c1:i!vp4:type1:19:opticsInConformance0:1:t2:}
c1:ivp4:type1:24:providesItselfAsSubclass0:18:c1:i&!vp4:type1:19:providableIsolation0:!vp4:type1:11:globalActor0:1:t12:nonisolated t10:extension o107:p4:type1:4:name0:t2:: c1:i|vp11:retroactive0:0:vp4:type1:15:isImportedFromC0:1:t13:@retroactive c1:ivp4:type1:19:providableIsolation0:3:t1:@o107:p4:type1:19:providableIsolation0:t1: o107:p7:runtime1:18:ProvidableSubclass0:c1:ivp4:type1:23:conformanceRequirements0:2:t7: where o107:p4:type1:23:conformanceRequirements1:4:join1:s2:, 0:t23: {
    /// Built with: o108:p4:type2:10:providable6:origin1:14:withoutFolders0:t2:.
c1:ivp4:type1:19:providableIsolation0:3:t5:    @o110:p4:type1:19:providableIsolation0:t1:
t57:    public static func provideSubclass() -> AnyObject? {
l8:subclassp4:type1:10:subclasses0:7:c1:ivp8:subclass1:9:condition0:3:t4:#if o115:p8:subclass1:9:condition0:t1:
t24:        if Self.self == o118:p8:subclass1:8:selfType0:t27:.self {
            return o119:p8:subclass2:10:providable10:expression0:t11:
        }
c1:ivp8:subclass1:9:condition0:1:t7:#endif
0:113:t8:        c1:ivp4:type1:10:subclasses0:1:t7:return o125:p4:type2:10:providable10:expression0:t9:
    }
}
c1:i|vp4:type1:6:lenses0:vp4:type1:6:prisms0:7:t1:
c1:i!vp4:type1:19:opticsInConformance0:3:c1:ivp4:type1:17:opticRequirements0:1:t20:#if compiler(>=6.2)
c1:ivp4:type1:12:isDeprecated0:1:t26:@available(*, deprecated)
c2:ivp4:type1:17:opticRequirements0:6:c1:i!vp4:type1:11:globalActor0:1:t12:nonisolated t10:extension o139:p4:type1:4:name0:t7: where o139:p4:type1:17:opticRequirements1:4:join1:s2:, 0:t3: {
e4:c1:i!vp4:type1:11:globalActor0:1:t12:nonisolated t10:extension o141:p4:type1:4:name0:t3: {
c1:ivp4:type1:7:rebuild0:25:t1:
c1:i=2:==vp4:type1:11:globalActor0:vs9:MainActor0:1:t15:    @MainActor
t24:    private static func o152:p4:type2:7:rebuild4:name0:t1:<o152:p4:type2:7:rebuild8:partName0:t28:>(_ field: WritableKeyPath<(l5:fieldp4:type2:7:rebuild6:fields0:4:o152:p5:field1:4:name0:t2:: o152:p5:field1:4:type0:c1:i!vp7:forloop1:4:last0:1:t2:, 0:152:t3:), o152:p4:type2:7:rebuild8:partName0:t6:>) -> o152:p7:runtime1:4:Lens0:t1:<o152:p4:type1:9:wholeType0:t2:, o152:p4:type2:7:rebuild8:partName0:t13:> {
        .c2:i=2:==vp4:type1:11:globalActor0:vs9:MainActor0:1:t11:onMainActore1:t4:initt15:(field, of: { (l5:fieldp4:type2:7:rebuild6:fields0:4:o153:p5:field1:3:key0:t5:: $0.o153:p5:field1:4:name0:c1:i!vp7:forloop1:4:last0:1:t2:, 0:153:t16:) }, rebuild: { o153:p4:type2:7:rebuild6:callee0:t1:(l5:fieldp4:type2:7:rebuild6:fields0:4:c1:ivp5:field1:5:label0:2:o153:p5:field1:5:label0:t2:: t3:$0.o153:p5:field1:4:name0:c1:i!vp7:forloop1:4:last0:1:t2:, 0:153:t11:) })
    }
l4:lensp4:type1:6:lenses0:5:t1:
c1:ivp4:lens1:9:condition0:3:t4:#if o159:p4:lens1:9:condition0:t1:
c1:ivp4:lens1:18:mentionsDeprecated0:1:t69:    @available(*, deprecated, message: "mentions a deprecated type")
c3:i&=2:==vp4:lens1:8:strategy0:vs8:mutation0:!vp4:type1:11:globalActor0:11:t15:    static var o165:p4:lens1:4:name0:t2:: o165:p7:runtime1:4:Lens0:t1:<o165:p4:type1:9:wholeType0:t2:, o165:p4:lens1:4:type0:t12:> { .init(\.o165:p4:lens1:8:property0:t4:) }
i&=2:==vp4:lens1:8:strategy0:vs11:initializer0:vp4:type1:7:rebuild0:14:c1:i=2:==vp4:type1:11:globalActor0:vs9:MainActor0:1:t15:    @MainActor
t15:    static var o170:p4:lens1:4:name0:t2:: o170:p7:runtime1:4:Lens0:t1:<o170:p4:type1:9:wholeType0:t2:, o170:p4:lens1:4:type0:t4:> { o170:p4:type2:7:rebuild4:name0:t3:(\.o170:p4:lens1:8:property0:t4:) }
e12:c1:i=2:==vp4:type1:11:globalActor0:vs9:MainActor0:1:t15:    @MainActor
t15:    static var o175:p4:lens1:4:name0:t2:: o175:p7:runtime1:4:Lens0:t1:<o175:p4:type1:9:wholeType0:t2:, o175:p4:lens1:4:type0:t4:> {
c2:i=2:==vp4:lens1:8:strategy0:vs8:mutation0:7:t9:        .c2:i=2:==vp4:type1:11:globalActor0:vs9:MainActor0:1:t11:onMainActore1:t4:initt24:(
            get: { $0.o178:p4:lens1:8:property0:t96: },
            set: { newValue, whole in
                var copy = whole
                copy.o181:p4:lens1:8:property0:t64: = newValue
                return copy
            }
        )
e7:t9:        .c2:i=2:==vp4:type1:11:globalActor0:vs9:MainActor0:1:t11:onMainActore1:t4:initt11:(get: { $0.o186:p4:lens1:8:property0:t30: }, set: { newValue, whole in o186:p4:lens1:17:rebuildExpression0:t4: })
t6:    }
c1:ivp4:lens1:9:condition0:1:t7:#endif
0:156:l5:prismp4:type1:6:prisms0:5:t1:
c1:ivp5:prism1:9:condition0:3:t4:#if o197:p5:prism1:9:condition0:t1:
c1:ivp5:prism1:18:mentionsDeprecated0:1:t69:    @available(*, deprecated, message: "mentions a deprecated type")
c2:ivp5:prism1:17:matchesByEquality0:9:t15:    static var o204:p5:prism1:4:name0:t2:: o204:p7:runtime1:5:Prism0:t1:<o204:p4:type1:9:wholeType0:t22:, Void> { .init(case: o204:p5:prism1:15:embedExpression0:t4:) }
e18:c1:ivp5:prism1:19:isolatedToMainActor0:1:t15:    @MainActor
t15:    static var o209:p5:prism1:4:name0:t2:: o209:p7:runtime1:5:Prism0:t1:<o209:p4:type1:9:wholeType0:t2:, o209:p5:prism1:11:payloadType0:t13:> {
        .c2:ivp5:prism1:19:isolatedToMainActor0:1:t11:onMainActore1:t4:initt29:(extract: { whole in if case o210:p5:prism1:7:pattern0:t11: = whole { o210:p5:prism1:14:extractedValue0:t39: } else { nil } }, embed: { payload in o210:p5:prism1:15:embedExpression0:t10: })
    }
c1:ivp5:prism1:9:condition0:1:t7:#endif
0:194:t2:}
c1:ivp4:type1:17:opticRequirements0:1:t7:#endif
c1:ivp4:type1:9:condition0:1:t7:#endif
0:2:
"""##),
        // 30-skipped.stencil
        (fingerprint: 0x1249455a0edb8bce, length: 298, archive: ##"""
1:c1:ivp7:skipped0:0:2:t18:// Not generated:
l4:typep7:skipped0:0:9:t5:// - o5:p4:type1:4:name0:t2: (o5:p4:type2:8:location4:file1:14:withoutFolders0:t1::o5:p4:type2:8:location4:line0:t3:): o5:p4:type1:6:reason0:t1:
0:4:
"""##),
    ]
}
