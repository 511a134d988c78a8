/// Where the mapping module is there, its type stands for `Waypoint`. This file sorts before
/// `Waypoint.swift`, whose struct every other build compiles: the alias must not hide it.
#if canImport(NotAModuleAnywhere)
import NotAModuleAnywhere
typealias Waypoint = NotAModuleAnywhere.Pin
#endif

/// Neither branch's target is declared in the inputs (`Bearing` is in `Support/`): the alias is
/// written by its own name, which every build has, not by the first branch's target.
#if canImport(NotAModuleAnywhere)
typealias Heading = NotAModuleAnywhere.Bearing
#else
typealias Heading = Bearing
#endif
