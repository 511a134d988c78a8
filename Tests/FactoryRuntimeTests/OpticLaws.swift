import FactoryRuntime

/// The laws an optic must keep, as checks that name the laws a given optic breaks, so tests
/// can assert both that real optics break none and that a broken one is caught.
enum OpticLaws {
    /// Lens laws over every pair of sample wholes and parts:
    /// get-set `set(get(w), w) == w`, set-get `get(set(p, w)) == p`,
    /// set-set `set(p, set(q, w)) == set(p, w)`.
    static func violations<W: Equatable, P: Equatable>(of lens: Lens<W, P>, wholes: [W], parts: [P]) -> Set<String> {
        var broken: Set<String> = []
        for whole in wholes {
            if lens.set(lens.get(whole), whole) != whole { broken.insert("get-set") }
            for part in parts {
                if lens.get(lens.set(part, whole)) != part { broken.insert("set-get") }
                for other in parts where lens.set(part, lens.set(other, whole)) != lens.set(part, whole) {
                    broken.insert("set-set")
                }
            }
        }
        return broken
    }

    /// Affine lens laws: get-set as for a lens; set-get `get(set(p, w)) == p` when `w` has the
    /// part and `set(p, w) == w` when it does not ("no-op"); set-set as for a lens.
    static func violations<W: Equatable, P: Equatable>(of affine: AffineLens<W, P>, wholes: [W], parts: [P]) -> Set<String> {
        var broken: Set<String> = []
        for whole in wholes {
            if let current = affine.get(whole), affine.set(current, whole) != whole { broken.insert("get-set") }
            for part in parts {
                if affine.get(whole) == nil {
                    if affine.set(part, whole) != whole { broken.insert("no-op") }
                } else if affine.get(affine.set(part, whole)) != part {
                    broken.insert("set-get")
                }
                for other in parts where affine.set(part, affine.set(other, whole)) != affine.set(part, whole) {
                    broken.insert("set-set")
                }
            }
        }
        return broken
    }

    /// Prism laws: embed-extract `extract(embed(p)) == p`, extract-embed `embed(p) == w` when
    /// `extract(w) == p`, and a set never changes the case ("no-op" when `extract(w) == nil`).
    static func violations<W: Equatable, P: Equatable>(of prism: Prism<W, P>, wholes: [W], parts: [P]) -> Set<String> {
        var broken: Set<String> = []
        for part in parts where prism.extract(prism.embed(part)) != part { broken.insert("embed-extract") }
        for whole in wholes {
            if let part = prism.extract(whole), prism.embed(part) != whole { broken.insert("extract-embed") }
            for part in parts where prism.extract(whole) == nil && prism.set(part, whole) != whole {
                broken.insert("no-op")
            }
        }
        return broken
    }
}
