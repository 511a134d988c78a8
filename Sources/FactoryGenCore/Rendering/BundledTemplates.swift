// Written by Templates/embed.sh from Templates/*.stencil: edit those and rerun it.

/// The bundled templates, compiled in so that the binary and the build plugin need no files.
/// `Templates/*.stencil` is the source of truth; a test fails when this copy differs.
///
/// ```swift
/// BundledTemplates.files.map(\.name) // ["10-imports.stencil", "20-factories.stencil", "30-skipped.stencil"]
/// ```
public enum BundledTemplates {
    /// Each template's file name and text, sorted by name.
    public static let files: [(name: String, text: String)] = [
        (name: "10-imports.stencil", text: #"""
{# The imports: the runtime, the configured modules, then what the models import. A model's
   import may sit inside `#if`, so each is guarded by `canImport`. The models' modules are
   imported `@preconcurrency`: models built in Swift 5 mode may use a non-Sendable type where
   Sendable is required, which is an error only in this file's Swift 6 mode. `@testable` does
   not reach `@_spi` declarations: each SPI group the models declare is named on the import.
   A target built with `InternalImportsByDefault` (SE-0409) makes a plain import internal, and
   a public model's `provide()`, which must be public, may not use what it imports: there the
   runtime and the modules whose types get a conformance are imported `public`. Only those,
   and only there: a `public import` that no public declaration uses is a warning. A target
   with strict memory safety (SE-0458) warns that a `@preconcurrency` import may let data
   races in unless it is marked `@unsafe`, which other targets accept and ignore. #}
#if hasFeature(InternalImportsByDefault)
{% if "FactoryRuntime" in publicImports %}public {% endif %}import FactoryRuntime
{% for module in imports %}
{% if module in publicImports %}public {% endif %}import {{ module }}
{% endfor %}
{% for module in testableImports %}
{% for group in spiGroups %}@_spi({{ group }}) {% endfor %}@unsafe @preconcurrency @testable {% if module in publicImports %}public {% endif %}import {{ module }}
{% endfor %}
{# A scoped import is public with the others: it names a model type that shadows a runtime
   name, and that type gets a conformance as the others do. #}
{% for declaration in scopedTestableImports %}
@testable {% if publicImports %}public {% endif %}import {{ declaration }}
{% endfor %}
#else
import FactoryRuntime
{% for module in imports %}
import {{ module }}
{% endfor %}
{% for module in testableImports %}
{% for group in spiGroups %}@_spi({{ group }}) {% endfor %}@unsafe @preconcurrency @testable import {{ module }}
{% endfor %}
{% for declaration in scopedTestableImports %}
@testable import {{ declaration }}
{% endfor %}
#endif
{% for module in sourceImports %}
#if canImport({{ module }})
import {{ module }}
#endif
{% endfor %}

"""#),
        (name: "20-factories.stencil", text: #"""
{# Per type: its Providable conformance, then its lenses and prisms. #}
{% for type in types %}

{% if type.condition %}
#if {{ type.condition }}
{% endif %}
{% if type.providable and not type.superclass %}
{% if type.isDeprecated %}
@available(*, deprecated)
{% endif %}
{# A nonisolated type says so: a test target built with `-default-isolation MainActor` would #}
{# otherwise isolate the conformance, which a `Sendable` type's own nonisolated members cannot use. #}
{% if not type.providableIsolation and not type.globalActor %}nonisolated {% endif %}extension {{ type.name }}: {% if retroactive or type.isImportedFromC %}@retroactive {% endif %}{% if type.providableIsolation %}@{{ type.providableIsolation }} {% endif %}{{ runtime.Providable }}{% if type.conformanceRequirements %} where {{ type.conformanceRequirements|join:", " }}{% endif %} {
    /// Built with: {{ type.providable.origin|withoutFolders }}.
{% if type.providable.mentionsDeprecated %}
    @available(*, deprecated, message: "builds a deprecated type")
{% endif %}
{% if type.providableIsolation %}
    @{{ type.providableIsolation }}
{% endif %}
{% if type.isOpenClass %}
    public static func provide() -> Self {
{% for subclass in type.subclasses %}
{# A subclass under `#if` (or unavailable on a platform) is named only where it exists. #}
{% if subclass.condition %}
#if {{ subclass.condition }}
{% endif %}
{# `selfType`, not `name`: this is inside the root's extension, where a member named like the module hides it #}
{# (the subclass inherits that member, so its own spelling allows for it). #}
        if Self.self == {{ subclass.selfType }}.self {
{# A fallback (`a ?? b`) is parenthesized: `as!` binds tighter than `??`. #}
            return {% if " ?? " in subclass.providable.expression %}({{ subclass.providable.expression }}){% else %}{{ subclass.providable.expression }}{% endif %} as! Self
        }
{% if subclass.condition %}
#endif
{% endif %}
{% endfor %}
{% if type.asksSubclassesToProvideThemselves %}
{# A generic subclass this extension cannot spell builds itself, in its own extension below. #}
        if let subclass = Self.self as? any {{ runtime.ProvidableSubclass }}.Type, let made = subclass.provideSubclass() as? Self {
            return made
        }
{% endif %}
        if let made = {% if " ?? " in type.providable.expression %}({{ type.providable.expression }}){% else %}{{ type.providable.expression }}{% endif %} as? Self {
            return made
        }
{% if type.subclassFallback %}
        // A subclass factorygen could not build inherits this conformance: its required
        // `init(from:)` builds it.
        return {{ type.subclassFallback }}
{% else %}
        // A subclass factorygen could not build inherits this conformance.
        fatalError("factorygen cannot provide \(Self.self); see the end of the generated file")
{% endif %}
    }
{% elif type.providable.assignments %}
{# Fields left to a default that varies (`var id = UUID()`) are set, so that two calls build equal values; #}
{# ORM fields the initializer leaves empty (`@Field`), so that reading one does not trap. #}
    public static func provide() -> {{ type.wholeType }} {
        {% if type.kind == "struct" %}var{% else %}let{% endif %} value = {{ type.providable.expression }}
{% for assignment in type.providable.assignments %}
        value.{{ assignment.property }} = {{ assignment.value }}
{% endfor %}
        return value
    }
{% else %}
    public static func provide() -> {{ type.wholeType }} {
        {{ type.providable.expression }}
    }
{% endif %}
{% if type.providable.variants %}

{% if type.providableIsolation %}
    @{{ type.providableIsolation }}
{% endif %}
    public static func variant(_ index: Int) -> {% if type.kind == "class" %}Self{% else %}{{ type.wholeType }}{% endif %}? { variant(index, of: [provide(), {{ type.providable.variants|join:", " }}]) }
{% endif %}
{% if type.providable.variedLenses or type.providable.emptyVariedLenses %}

{% if type.providableIsolation %}
    @{{ type.providableIsolation }}
{% endif %}
    public static var fieldVariations: {{ runtime.FieldVariations }} { varying({{ type.providable.variedLenses|join:", " }}{% if type.providable.emptyVariedLenses %}{% if type.providable.variedLenses %}, {% endif %}empty: {{ type.providable.emptyVariedLenses|join:", " }}{% endif %}) }
{% endif %}
{% if type.providable.arbitraryChoices %}

{% if type.providableIsolation %}
    @{{ type.providableIsolation }}
{% endif %}
    public static func arbitrary(using source: inout {{ runtime.ArbitrarySource }}) -> {{ type.wholeType }} {
        source.nested(or: provide()) { source in
            switch source.choose({{ type.providable.arbitraryChoices.count }}) {
{% for choice in type.providable.arbitraryChoices %}
            {% if forloop.last %}default{% else %}case {{ forloop.counter0 }}{% endif %}: return {{ choice }}
{% endfor %}
            }
        }
    }
{% endif %}
{# A type whose optics need no other requirement or isolation than its conformance gets one extension. #}
{% if not type.opticsInConformance %}
}
{% endif %}
{% endif %}
{% if type.providesItselfAsSubclass %}
{# A generic subclass its root's `provide()` cannot spell builds itself here, where its parameters are in scope. #}
{% if not type.providableIsolation and not type.globalActor %}nonisolated {% endif %}extension {{ type.name }}: {% if retroactive or type.isImportedFromC %}@retroactive {% endif %}{% if type.providableIsolation %}@{{ type.providableIsolation }} {% endif %}{{ runtime.ProvidableSubclass }}{% if type.conformanceRequirements %} where {{ type.conformanceRequirements|join:", " }}{% endif %} {
    /// Built with: {{ type.providable.origin|withoutFolders }}.
{% if type.providableIsolation %}
    @{{ type.providableIsolation }}
{% endif %}
    public static func provideSubclass() -> AnyObject? {
{% for subclass in type.subclasses %}
{% if subclass.condition %}
#if {{ subclass.condition }}
{% endif %}
{# A generic class below this one inherits this conformance, and is spelled here as it is in its own. #}
        if Self.self == {{ subclass.selfType }}.self {
            return {{ subclass.providable.expression }}
        }
{% if subclass.condition %}
#endif
{% endif %}
{% endfor %}
        {% if type.subclasses %}return {% endif %}{{ type.providable.expression }}
    }
}
{% endif %}
{% if type.lenses or type.prisms %}

{% if not type.opticsInConformance %}
{% if type.opticRequirements %}
#if compiler(>=6.2)
{% endif %}
{% if type.isDeprecated %}
@available(*, deprecated)
{% endif %}
{% if type.opticRequirements %}
{% if not type.globalActor %}nonisolated {% endif %}extension {{ type.name }} where {{ type.opticRequirements|join:", " }} {
{% else %}
{% if not type.globalActor %}nonisolated {% endif %}extension {{ type.name }} {
{% endif %}
{% endif %}
{# An optic's body is `.init(…)`: its declared type gives Swift the generic arguments, which `Lens(…)` made it infer #}
{# (7% of the generated file's type-check on TootSDK's models). #}
{% if type.rebuild %}
{# The rebuild every initializer lens below shares: the fields as a tuple, one changed. #}

{% if type.globalActor == "MainActor" %}
    @MainActor
{% endif %}
    private static func {{ type.rebuild.name }}<{{ type.rebuild.partName }}>(_ field: WritableKeyPath<({% for field in type.rebuild.fields %}{{ field.name }}: {{ field.type }}{% if not forloop.last %}, {% endif %}{% endfor %}), {{ type.rebuild.partName }}>) -> {{ runtime.Lens }}<{{ type.wholeType }}, {{ type.rebuild.partName }}> {
        .{% if type.globalActor == "MainActor" %}onMainActor{% else %}init{% endif %}(field, of: { ({% for field in type.rebuild.fields %}{{ field.key }}: $0.{{ field.name }}{% if not forloop.last %}, {% endif %}{% endfor %}) }, rebuild: { {{ type.rebuild.callee }}({% for field in type.rebuild.fields %}{% if field.label %}{{ field.label }}: {% endif %}$0.{{ field.name }}{% if not forloop.last %}, {% endif %}{% endfor %}) })
    }
{% endif %}
{% for lens in type.lenses %}

{% if lens.condition %}
#if {{ lens.condition }}
{% endif %}
{% if lens.mentionsDeprecated %}
    @available(*, deprecated, message: "mentions a deprecated type")
{% endif %}
{% if lens.strategy == "mutation" and not type.globalActor %}
    static var {{ lens.name }}: {{ runtime.Lens }}<{{ type.wholeType }}, {{ lens.type }}> { .init(\.{{ lens.property }}) }
{% elif lens.strategy == "initializer" and type.rebuild %}
{% if type.globalActor == "MainActor" %}
    @MainActor
{% endif %}
    static var {{ lens.name }}: {{ runtime.Lens }}<{{ type.wholeType }}, {{ lens.type }}> { {{ type.rebuild.name }}(\.{{ lens.property }}) }
{% else %}
{% if type.globalActor == "MainActor" %}
    @MainActor
{% endif %}
    static var {{ lens.name }}: {{ runtime.Lens }}<{{ type.wholeType }}, {{ lens.type }}> {
{% if lens.strategy == "mutation" %}
        .{% if type.globalActor == "MainActor" %}onMainActor{% else %}init{% endif %}(
            get: { $0.{{ lens.property }} },
            set: { newValue, whole in
                var copy = whole
                copy.{{ lens.property }} = newValue
                return copy
            }
        )
{% else %}
        .{% if type.globalActor == "MainActor" %}onMainActor{% else %}init{% endif %}(get: { $0.{{ lens.property }} }, set: { newValue, whole in {{ lens.rebuildExpression }} })
{% endif %}
    }
{% endif %}
{% if lens.condition %}
#endif
{% endif %}
{% endfor %}
{% for prism in type.prisms %}

{% if prism.condition %}
#if {{ prism.condition }}
{% endif %}
{% if prism.mentionsDeprecated %}
    @available(*, deprecated, message: "mentions a deprecated type")
{% endif %}
{% if prism.matchesByEquality %}
{# An enum without payloads is Equatable: `==` tells its cases apart, in one line. #}
    static var {{ prism.name }}: {{ runtime.Prism }}<{{ type.wholeType }}, Void> { .init(case: {{ prism.embedExpression }}) }
{% else %}
{% if prism.isolatedToMainActor %}
    @MainActor
{% endif %}
    static var {{ prism.name }}: {{ runtime.Prism }}<{{ type.wholeType }}, {{ prism.payloadType }}> {
        .{% if prism.isolatedToMainActor %}onMainActor{% else %}init{% endif %}(extract: { whole in if case {{ prism.pattern }} = whole { {{ prism.extractedValue }} } else { nil } }, embed: { payload in {{ prism.embedExpression }} })
    }
{% endif %}
{% if prism.condition %}
#endif
{% endif %}
{% endfor %}
}
{% if type.opticRequirements %}
#endif
{% endif %}
{% endif %}
{% if type.condition %}
#endif
{% endif %}
{% endfor %}

"""#),
        (name: "30-skipped.stencil", text: #"""
{# The types that got no code, and why, so that a reader of the output need not run factorygen again. #}
{% if skipped %}
// Not generated:
{% for type in skipped %}
// - {{ type.name }} ({{ type.location.file|withoutFolders }}:{{ type.location.line }}): {{ type.reason }}
{% endfor %}
{% endif %}

"""#),
    ]
}
