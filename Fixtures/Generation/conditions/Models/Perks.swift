/// Every build declares `Perk`: one branch with cases, the other as a caseless stand-in so
/// that signatures naming it compile. Code outside the `#if` is compiled in both, so it
/// cannot build a perk: the array is empty and the optional `nil` (SwiftPM's manifest API
/// declares a product setting this way).
#if LOYALTY_PROGRAM
enum Perk {
    case freeShipping
    case discount(percent: Int)
}
#else
enum Perk {}
#endif

struct Membership {
    let holder: String
    let perks: [Perk]
    let featured: Perk?
}
