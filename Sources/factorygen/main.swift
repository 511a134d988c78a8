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
// megabyte, a heap is backed by 2 MB pages where the system allows them, this thread's now and
// each pipeline thread's as it starts (`HugePages.swift`). The twelve real model folders went
// from 10,000 page faults to 1,300 and, run alternately with the build before, took 0.86 to 0.88
// of their time; the synthetic corpus 0.82 to 0.84, for 4 to 5 MB more at its peak (70 MB). Past
// 4 MB instead, runs took longer than past 1 MB: the twelve folders by 4 to 6%, a one-file
// module by 8 to 10%, the synthetic corpus as long.
cheap_prefer_huge_pages(1 << 20)

// The commands live in their own module so that this one, the executable alone, is linked with
// the static Swift runtime while the tests link the commands dynamically.
FactoryGenCommand.main()
