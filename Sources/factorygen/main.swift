import FactoryGenCommands
// Compiled with `-static-stdlib` (Package.swift), this import names every static library that
// Foundation needs, which the linker would not find from the other modules' objects alone.
import Foundation

// The commands live in their own module so that this one, the executable alone, is linked with
// the static Swift runtime while the tests link the commands dynamically.
FactoryGenCommand.main()
