import FlowIndex
import FlowLoading
import FlowRuntime
import Testing
@testable import FlowConsole

/// Transition coverage as a session and `flowgraph test` count it: per
/// screen for inherited transitions, a child's finish with its parent's
/// transition, undo taking back what it undid, walks independent.
@Suite struct CoverageTests {
    /// A flow-wide `on` (inherited by Payment, Error, Confirm; Cart maps
    /// `failed` itself) and a child flow whose finish the parent handles.
    static let shop = """
        flow: Shop
        entry: true
        start: Cart
        outcomes: [signedOut]
        on:
          sessionExpired: finish signedOut
          failed: { modal: Error, navigation: false }
        screens:
          Cart:
            on:
              failed: stay
              next: push Payment
              pay: push Pay
          Payment:
            on:
              back: back
          Error:
            on:
              ok: dismiss
          Pay:
            flow: Checkout
            start: Card
            on:
              paid: stay
        ---
        flow: Checkout
        start: Address
        outcomes: [paid]
        screens:
          Address:
            on:
              next: push Card
          Card:
            on:
              pay: finish paid
        """

    private func console() throws -> Console {
        let project = ProjectLoader.load(sources: [(path: "shop.yaml", text: Self.shop)]).project
        return Console(session: try Session(project: project))
    }

    /// `Flow.Node: outcome -> kind target` of each transition the session took.
    private func taken(_ console: Console) -> [String] {
        console.session.takenTransitions.sorted().map { console.session.interpreter.resolved.summary(of: $0) }
    }

    @Test func anInheritedTransitionCountsForTheScreenThatTookItOnly() throws {
        var console = try console()
        console.run("next", "failed")
        #expect(taken(console) == ["Shop.Cart: next -> push Payment", "Shop.Payment: failed -> modal Error"])
        let coverage = TransitionCoverage(
            [WalkResult(console.session, file: "a.walk")], interpreter: console.session.interpreter)
        let untaken = coverage.untaken.map { console.session.interpreter.resolved.summary(of: $0) }
        // The same written alternative, not taken for the other screens that inherit it.
        #expect(untaken.contains("Shop.Error: failed -> modal Error"))
        #expect(!untaken.contains("Shop.Payment: failed -> modal Error"))
    }

    @Test func aChildsFinishCountsTheParentsTransition() throws {
        var console = try console()
        console.run("pay", "pay")
        #expect(
            taken(console) == [
                "Shop.Cart: pay -> push Pay", "Shop.Pay: paid -> stay", "Checkout.Card: pay -> finish paid",
            ])
    }

    @Test func undoTakesBackWhatTheUndoneStepTook() throws {
        var console = try console()
        console.run("next", "failed", "undo")
        #expect(taken(console) == ["Shop.Cart: next -> push Payment"])
        // Taken twice, undone once: still taken.
        console.run("back", "next", "undo")
        #expect(taken(console) == ["Shop.Cart: next -> push Payment", "Shop.Payment: back -> back"])
        console.run("undo", "undo")
        #expect(taken(console).isEmpty)
        #expect(console.session.stepsRun == 4)
    }

    @Test func resetKeepsWhatTheWalkTookBeforeIt() throws {
        var console = try console()
        console.run("next", "reset", "failed")
        #expect(taken(console) == ["Shop.Cart: failed -> stay", "Shop.Cart: next -> push Payment"])
    }

    @Test func walksRunIndependentlyAndCoverageIsTheirUnion() throws {
        let interpreter = try console().session.interpreter
        let runner = try WalkRunner(interpreter: interpreter)
        let first = runner.run("next\nexpect screen Payment\n", file: "first.walk")
        // A fresh start: the first walk's Payment is not where this one begins.
        let second = runner.run("expect screen Cart\nfailed\nexpect layers 1\n", file: "second.walk")
        let failing = runner.run("pay\nexpect screen Card\nnext\n", file: "failing.walk")
        #expect(first.passed && second.passed)
        #expect(first.steps == 1 && first.expectations == 1)
        #expect(failing.failure?.line == 3)
        #expect(failing.failure?.kind == .error)
        #expect(failing.steps == 1, "a failed walk counts what it ran up to its failure")
        let coverage = TransitionCoverage([first, second, failing], interpreter: interpreter)
        #expect(coverage.takenCount == 3)
        #expect(coverage.reachable.count == coverage.takenCount + coverage.untaken.count)
        #expect(!coverage.meets(minimum: 100))
        #expect(coverage.meets(minimum: Double(coverage.takenCount * 100) / Double(coverage.reachable.count)))
    }

    @Test func thePercentageIsRoundedDownSoThatNothingLeftReads100() throws {
        let interpreter = try console().session.interpreter
        let reachable = interpreter.coverableTransitions
        let all = WalkResult(
            file: "all", steps: 0, expectations: 0, failure: nil, taken: reachable, duration: .zero)
        let allButOne = WalkResult(
            file: "most", steps: 0, expectations: 0, failure: nil, taken: Array(reachable.dropLast()),
            duration: .zero)
        #expect(TransitionCoverage([all], interpreter: interpreter).percentText == "100.0%")
        let most = TransitionCoverage([allButOne], interpreter: interpreter)
        #expect(most.percentText != "100.0%")
        #expect(most.permille == (reachable.count - 1) * 1000 / reachable.count)
    }
}

extension WalkResult {
    /// What `session` took, as a walk's result.
    init(_ session: Session, file: String) {
        self.init(
            file: file, steps: session.stepsRun, expectations: 0, failure: nil,
            taken: session.takenTransitions.sorted(), duration: .zero)
    }
}
