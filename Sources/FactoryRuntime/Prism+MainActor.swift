extension Prism {
    /// A prism on a case of an enum isolated to the main actor whose payload needs a
    /// conformance isolated there: in a module built with `-default-isolation MainActor`, Swift
    /// infers `Tag: Hashable` to be main-actor, and a `Set<Tag>` payload cannot be formed in
    /// the nonisolated closures ``init(extract:embed:)`` takes.
    ///
    /// The prism is an ordinary `Prism`, so `*`, `*~`, `%~` and `|>` work as for any other. Its
    /// closures run on the main actor: used from a `@MainActor` test they run at once; used
    /// elsewhere they stop, as `MainActor.assumeIsolated` does, rather than race.
    ///
    /// ```swift
    /// extension Filter {
    ///     @MainActor static var _tagged: Prism<Filter, Set<Tag>> {
    ///         Prism.onMainActor(
    ///             extract: { whole in if case .tagged(let v0) = whole { v0 } else { nil } },
    ///             embed: { payload in .tagged(payload) }
    ///         )
    ///     }
    /// }
    /// ```
    public static func onMainActor(
        extract: @escaping @MainActor @Sendable (Whole) -> Part?,
        embed: @escaping @MainActor @Sendable (Part) -> Whole
    ) -> Prism {
        Prism(
            extract: { whole in
                let box = MainActorHandOff(whole)
                return MainActor.assumeIsolated { MainActorHandOff(extract(box.value)) }.value
            },
            embed: { part in
                let box = MainActorHandOff(part)
                return MainActor.assumeIsolated { MainActorHandOff(embed(box.value)) }.value
            }
        )
    }
}
