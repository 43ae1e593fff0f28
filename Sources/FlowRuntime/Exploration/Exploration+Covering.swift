import FlowIndex

extension Exploration {
    /// One walk of `coveringWalks`.
    public struct CoveringWalk: Sendable {
        /// The transition it was chosen for: its last step takes it.
        public let target: TransitionRef
        public let moves: [WalkMove]
    }

    /// Walks from the start that together take every transition the
    /// search took (`Explorer.Goal.everyTransition`), in source order of
    /// their targets.
    ///
    /// Each transition's walk is the search tree's path to where it was
    /// first taken. Longest first, a walk is chosen only for a transition
    /// that no chosen walk takes on its way: the deepest ones take most of
    /// the shallow ones with them, and the walks chosen are the fewest,
    /// with the fewest steps, that cover the transitions with paths of
    /// the tree. A walk that went back to take a second branch could be
    /// shorter in total; that is not looked for.
    public func coveringWalks() -> [CoveringWalk] {
        coveringTransitions().compactMap { target in
            walk(taking: target).map { CoveringWalk(target: target, moves: $0) }
        }
    }

    /// The transitions `coveringWalks` chooses a walk for, in source
    /// order, without replaying the walks: a caller may replay them
    /// (`walk(taking:)`) in parallel.
    public func coveringTransitions() -> [TransitionRef] {
        precondition(reachedBy.count == trail.count, "covering walks need a search by situation")
        var depth = [Int32](repeating: 0, count: trail.count)
        for index in trail.indices.dropFirst() { depth[index] = depth[Int(trail[index].from)] + 1 }
        let candidates = taken.enumerated().sorted { lhs, rhs in
            let left = depth[Int(firstTaken[lhs.element]!.from)], right = depth[Int(firstTaken[rhs.element]!.from)]
            return left != right ? left > right : lhs.offset < rhs.offset
        }
        var covered: Set<TransitionRef> = []
        var walked = [Bool](repeating: false, count: trail.count)
        var chosen: [(offset: Int, target: TransitionRef)] = []
        for (offset, transition) in candidates where !covered.contains(transition) {
            chosen.append((offset, transition))
            covered.formUnion(takenBy[transition] ?? TakenTransitions())
            var at = Int(firstTaken[transition]!.from)
            while at > 0, !walked[at] {
                walked[at] = true
                covered.formUnion(reachedBy[at])
                at = Int(trail[at].from)
            }
        }
        return chosen.sorted { $0.offset < $1.offset }.map(\.target)
    }
}
