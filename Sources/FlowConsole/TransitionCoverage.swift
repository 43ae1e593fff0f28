import FlowIndex
import FlowRuntime

/// Transition coverage: of the transitions coverage counts
/// (`Interpreter.coverableTransitions`), which some walk took.
public struct TransitionCoverage: Sendable, Hashable {
    /// Every transition counted, in source order.
    public let reachable: [TransitionRef]
    /// How many of them some walk took.
    public let takenCount: Int
    /// Those no walk took, in source order.
    public let untaken: [TransitionRef]

    /// The coverage of `walks` over `interpreter`'s coverable transitions.
    public init(_ walks: [WalkResult], interpreter: Interpreter) {
        reachable = interpreter.coverableTransitions
        var taken = Set<TransitionRef>()
        for walk in walks { taken.formUnion(walk.taken) }
        untaken = reachable.filter { !taken.contains($0) }
        takenCount = reachable.count - untaken.count
    }

    /// The share taken, in tenths of a percent, rounded down: 43 of 44 is
    /// 97.7, never 100.0 while one is left. 100.0 when nothing is counted.
    public var permille: Int {
        reachable.isEmpty ? 1000 : takenCount * 1000 / reachable.count
    }

    /// `93.2%`.
    public var percentText: String {
        "\(permille / 10).\(permille % 10)%"
    }

    /// Whether the taken share is at least `minimum` percent (exactly, not
    /// as rounded for the text).
    public func meets(minimum: Double) -> Bool {
        reachable.isEmpty || Double(takenCount) * 100 >= minimum * Double(reachable.count)
    }
}
