/// Types nested three deep, and names that reach them through typealiases.
struct Atlas {
    struct Region {
        struct Country {
            let name: String
            let capital: City
        }

        let countries: [Country]
        let largest: Country
    }

    typealias Area = Region
    let main: Area
}

struct City {
    let name: String
    let population: Int
}

typealias Town = City

struct Map {
    let home: Town
    let region: Atlas.Region
    let country: Atlas.Region.Country
}

// Extensions of typealiases extend their targets: `City.District`, `Atlas.Region.Summary`.
extension Town {
    struct District {
        let name: String
        let city: Town
    }
}

extension Atlas.Area {
    struct Summary {
        let countryCount: Int
    }
}
