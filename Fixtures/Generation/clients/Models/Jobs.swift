/// A job run off the caller's actor: its closure names both generic parameters, so the
/// closure `provide()` passes captures their metatypes, which must then be `SendableMetatype`.
struct Job<Request, Response>: Sendable {
    var title: String
    let perform: @Sendable (Request) async throws -> Response
}

/// Builds a job for its item, which no value of it holds: the item is never `Providable`,
/// but the job's closure still captures its metatype.
struct JobQueue<Item> {
    var name: String
    var next: Job<Item, Int>
}

/// A pipeline step: its running case needs the output to be providable and sendable as a
/// metatype, which `provide()`'s waiting case does not.
enum Stage<Output> {
    case waiting
    case running(Job<String, Output>)
}

/// Names its scope only among its closure's parameters: no value of it holds a scope, so the
/// conformance requires nothing of it, and the closure captures nothing that must be `Sendable`.
struct Board<Scope> {
    let load: @Sendable (Scope) async throws -> Int
}

/// Holds an entry, so the conformance requires `Entry: Providable`, which the closure that
/// checks one then captures.
struct Ledger<Entry> {
    var first: Entry
    let check: @Sendable (Entry) -> Bool
}

/// A callback that is not `@Sendable` captures nothing that must be.
struct Callback<Value> {
    var label: String
    var handle: (Value) -> Value
}

/// Uses each of them with concrete arguments.
struct Worker {
    var queue: JobQueue<String>
    var stage: Stage<Int>
    var job: Job<Int, String>
    var callback: Callback<Double>
    var board: Board<String>
    var ledger: Ledger<Int>
}
