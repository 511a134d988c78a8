/// Read by no factorygen run: a type the inputs do not declare, that the models compile with.
struct Bearing {
    var degrees: Double
}
