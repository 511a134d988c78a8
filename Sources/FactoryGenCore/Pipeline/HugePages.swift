import CHeap

/// The pipeline's threads' part in backing a large run's heap with 2 MB pages.
///
/// A run keeps most of what it allocates until it exits, so nearly every page of its heaps is
/// touched once, fresh, and each first touch is a page fault: 10,000 for the twelve real model
/// folders (6.4 MB), 13,700 for the synthetic corpus, the kernel's share a quarter of the
/// process's CPU time; with huge pages, 1,300 and 1,400. The executable turns huge pages on at
/// start (`cheap_prefer_huge_pages`, `Sources/factorygen/main.swift`) for its main thread's heap
/// past its first megabyte; each thread the pipeline starts or borrows then asks the same for
/// its own allocator arena's heap, once, here. A module of a few types stays within that
/// megabyte and keeps small pages: zeroing a 2 MB page costs more than the few faults it saves.
///
/// ```swift
/// DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
///     HugePages.onThisThread()
///     // … the chunk's work
/// }
/// ```
///
/// Nothing happens until the executable turns them on: not in the tests, not on other systems.
enum HugePages {
    /// Asks for huge pages for the calling thread's heap, the first time the thread calls it
    /// once they are on; a thread-local check every other time.
    @inline(__always) static func onThisThread() {
        cheap_prefer_huge_pages_here()
    }
}
