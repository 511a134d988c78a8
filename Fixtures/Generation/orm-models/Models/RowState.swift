/// Names with `$` inside them, as an ORM spells what its property wrappers hide: Swift reads
/// the `$` as part of the name, so these stored fields get lenses like any other, and the
/// computed property on the protocol is read as one declaration, not as a stray `$` name.
struct RowState {
    var _$exists: Bool
    let shadow$: Int
}

extension Model {
    var _$hasKey: Bool { id != nil }
}
