/// The plan as template values, written out member by member: the same keys and values the
/// plan's `Encodable` conformance gives (and `factorygen dump` prints), without a generic
/// encoder's boxes and casts. A test holds the two to each other over every fixture set.
protocol TemplateValueConvertible {
    var templateValue: TemplateValue { get }
}

extension TemplateValue {
    /// Members whose `nil` values are left out, as `encodeIfPresent` leaves them out.
    fileprivate static func record(_ members: KeyValuePairs<String, TemplateValue?>) -> TemplateValue {
        .object(TemplateRecord(members: present(members)))
    }

    fileprivate static func present(_ members: KeyValuePairs<String, TemplateValue?>) -> [(String, TemplateValue)] {
        var values: [(String, TemplateValue)] = []
        values.reserveCapacity(members.count + 4)
        for (key, value) in members {
            if let value { values.append((key, value)) }
        }
        return values
    }

    fileprivate static func strings(_ values: [String]) -> TemplateValue { .array(values.map(TemplateValue.string)) }
    fileprivate static func string(_ value: String?) -> TemplateValue? { value.map(TemplateValue.string) }
}

extension TypePlan: TemplateValueConvertible {
    var templateValue: TemplateValue { .object(TemplateRecord(members: templateMembers)) }

    /// The members, for a caller that adds its own (``RenderingContext``).
    var templateMembers: [(String, TemplateValue)] {
        TemplateValue.present([
            "name": .string(name),
            "kind": .string(kind.rawValue),
            "selfType": .string(selfType),
            "genericParameters": .strings(genericParameters),
            "conformanceRequirements": .strings(conformanceRequirements),
            "condition": .string(condition),
            "location": location.templateValue,
            "providable": providable?.templateValue,
            "globalActor": .string(globalActor),
            "providableIsolation": .string(providableIsolation),
            "lenses": .array(lenses.map(\.templateValue)),
            "prisms": .array(prisms.map(\.templateValue)),
            "opticRequirements": .strings(opticRequirements),
            "isDeprecated": .bool(isDeprecated),
            "isImportedFromC": .bool(isImportedFromC),
            "subclassFallback": .string(subclassFallback),
            "rebuild": rebuild?.templateValue,
        ])
    }
}

extension ProvidablePlan: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .record([
            "callee": .string(callee),
            "arguments": .array(arguments.map(\.templateValue)),
            "hasParentheses": .bool(hasParentheses),
            "expression": .string(expression),
            "origin": .string(origin),
            "mentionsDeprecated": .bool(mentionsDeprecated),
            "variants": .array(variants.map(TemplateValue.string)),
            "arbitraryChoices": .array(arbitraryChoices.map(TemplateValue.string)),
            "variedLenses": .array(variedLenses.map(TemplateValue.string)),
            "emptyVariedLenses": .array(emptyVariedLenses.map(TemplateValue.string)),
        ])
    }
}

extension ArgumentPlan: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .record(["label": .string(label), "value": .string(value), "property": .string(property)])
    }
}

extension LensPlan: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .record([
            "name": .string(name),
            "property": .string(property),
            "type": .string(type),
            "strategy": .string(strategy.rawValue),
            "rebuildExpression": .string(rebuildExpression),
            "condition": .string(condition),
            "mentionsDeprecated": .bool(mentionsDeprecated),
        ])
    }
}

extension PrismPlan: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .record([
            "name": .string(name),
            "caseName": .string(caseName),
            "payloadType": .string(payloadType),
            "pattern": .string(pattern),
            "extractedValue": .string(extractedValue),
            "embedExpression": .string(embedExpression),
            "condition": .string(condition),
            "mentionsDeprecated": .bool(mentionsDeprecated),
        ])
    }
}

extension SkippedType: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .record(["name": .string(name), "location": location.templateValue, "reason": .string(reason)])
    }
}

extension SourceLocation: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .record(["file": .string(file), "line": .int(line), "column": .int(column)])
    }
}

extension RebuildPlan: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .record([
            "name": .string(name),
            "callee": .string(callee),
            "fields": .array(fields.map { .record(["label": .string($0.label), "key": .string($0.key), "name": .string($0.name), "type": .string($0.type)]) }),
        ])
    }
}
