import CHeap
import FactoryGenCommands
// Compiled with `-static-stdlib` (Package.swift), this import names every static library that
// Foundation needs, which the linker would not find from the other modules' objects alone.
import Foundation

// glibc grows a heap 128 kB at a time, each step an `mprotect` that waits for the other core's
// page faults, and a run grows its heaps by tens of megabytes. In 64 MB steps (set through the
// environment, `MALLOC_TOP_PAD_`, and run alternately 25 times), the synthetic corpus took 0.96
// of its time and TootSDK's models 0.95. Pages never touched cost nothing.
cheap_grow_in_steps_of(64 << 20)

// Most of a run's heap is touched once and kept to the end, each page a fault: past its first
// 4 MB, a heap is backed by 2 MB pages where the system allows them, this thread's now and each
// pipeline thread's as it starts (`HugePages.swift`). The twelve real model folders went from
// 10,000 page faults to 3,000, and run alternately with the build before, took 0.90 to 0.92 of
// their time; the synthetic corpus 0.81 to 0.82, for 4 MB more at its peak (70 MB).
cheap_prefer_huge_pages(4 << 20)

// The commands live in their own module so that this one, the executable alone, is linked with
// the static Swift runtime while the tests link the commands dynamically.
FactoryGenCommand.main()
