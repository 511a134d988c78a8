/// A field typed with an existential of a protocol the inputs do not declare (the standard
/// library's here, another module's in a real app): no `extension any …: Providable` is valid
/// Swift, so the warning offers a conformance of the type that holds the field.
struct DiceCup {
    var generator: any RandomNumberGenerator
    var faces: Int
}

/// An optional one is no obstacle: it is provided as `nil`.
struct Tumbler {
    var generator: (any RandomNumberGenerator)?
    var rolls: Int
}
