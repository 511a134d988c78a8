import FactoryRuntime
import Testing

/// A type whose lenses share one rebuild, as factorygen writes them for `let` properties:
/// each lens is the helper given a key path into the fields' tuple.
private struct Shipment: Equatable {
    let id: String
    let weight: Double
    let `protocol`: String?
    let tags: [String]
}

extension Shipment {
    private static func _factoryRebuild<Part>(
        _ field: WritableKeyPath<(id: String, weight: Double, protocol: String?, tags: [String]), Part>
    ) -> Lens<Shipment, Part> {
        Lens(field, of: { (id: $0.id, weight: $0.weight, protocol: $0.protocol, tags: $0.tags) },
             rebuild: { Shipment(id: $0.id, weight: $0.weight, protocol: $0.protocol, tags: $0.tags) })
    }

    static var _id: Lens<Shipment, String> { _factoryRebuild(\.id) }
    static var _weight: Lens<Shipment, Double> { _factoryRebuild(\.weight) }
    static var _protocol: Lens<Shipment, String?> { _factoryRebuild(\.`protocol`) }
    static var _tags: Lens<Shipment, [String]> { _factoryRebuild(\.tags) }
}

@MainActor
private final class Parcel {
    let label: String
    let count: Int

    init(label: String, count: Int) {
        self.label = label
        self.count = count
    }
}

extension Parcel {
    @MainActor private static func _factoryRebuild<Part>(_ field: WritableKeyPath<(label: String, count: Int), Part>) -> Lens<Parcel, Part> {
        Lens.onMainActor(field, of: { (label: $0.label, count: $0.count) }, rebuild: { Parcel(label: $0.label, count: $0.count) })
    }

    @MainActor static var _label: Lens<Parcel, String> { _factoryRebuild(\.label) }
    @MainActor static var _count: Lens<Parcel, Int> { _factoryRebuild(\.count) }
}

struct FieldLensTests {
    fileprivate static let shipments = [
        Shipment(id: "", weight: 0, protocol: nil, tags: []),
        Shipment(id: "s-1", weight: 2.5, protocol: "air", tags: ["fragile", "urgent"]),
    ]

    @Test func eachFieldLensObeysTheLaws() {
        #expect(OpticLaws.violations(of: Shipment._id, wholes: Self.shipments, parts: ["", "s-9"]) == [])
        #expect(OpticLaws.violations(of: Shipment._weight, wholes: Self.shipments, parts: [0, -1, 1e9]) == [])
        #expect(OpticLaws.violations(of: Shipment._protocol, wholes: Self.shipments, parts: [nil, "sea"]) == [])
        #expect(OpticLaws.violations(of: Shipment._tags, wholes: Self.shipments, parts: [[], ["x"]]) == [])
    }

    @Test func settingOneFieldKeepsTheOthers() {
        let moved = Self.shipments[1] |> Shipment._weight *~ 9
        #expect(moved == Shipment(id: "s-1", weight: 9, protocol: "air", tags: ["fragile", "urgent"]))
        #expect(Shipment._protocol.get(moved) == "air")
    }

    @MainActor @Test func fieldLensesOnTheMainActor() {
        let parcel = Parcel(label: "box", count: 2)
        let renamed = parcel |> Parcel._label *~ "crate"
        #expect(renamed.label == "crate" && renamed.count == 2)
        #expect(renamed !== parcel)
        #expect(Parcel._count.get(Parcel._count.set(5, parcel)) == 5)
        #expect(Parcel._label.set(Parcel._label.get(parcel), parcel).label == "box")
    }
}
