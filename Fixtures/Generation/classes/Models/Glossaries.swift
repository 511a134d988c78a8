/// A table each initializer fills afresh. Two equal glossaries may list their terms, and their
/// tags, in different orders: every dictionary's and set's storage is seeded on its own.
final class Glossary {
    let terms: [String: Int]
    let tags: Set<String>

    init() {
        var terms: [String: Int] = [:]
        for (rank, word) in ["anchor", "beacon", "cinder", "dune", "ember", "fjord", "grove", "harbor", "islet", "jetty"].enumerated() {
            terms[word] = rank
        }
        self.terms = terms
        tags = Set(terms.keys.map { $0.uppercased() })
    }
}

/// Each provided entry holds a glossary of its own, equal to every other one.
struct Entry {
    var headword: String
    var glossary: Glossary

    init(headword: String, glossary: Glossary = Glossary()) {
        self.headword = headword
        self.glossary = glossary
    }
}
