/// A standard type's associated type reached through a typealias of it: Swift reads
/// `Shelves.Value` as the dictionary's value type, `Row.Element` as the array's element, so the
/// generated file spells `Pantry.Jar` where the model wrote `Shelves.Value`.
struct Pantry {
    typealias Shelves = [String: Jar]
    typealias Row = [Jar]

    enum Jar {
        case labelled(String)
        case stacked([Shelves.Value])
        indirect case leaning(Row.Element?)
    }

    let shelves: Shelves
    let front: Row.Element
    let spare: Shelves.Key
}
