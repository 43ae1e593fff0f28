import FlowModel
import FlowRuntime
import TestSupport
import Testing

/// Walks the projects of the other tests at random (seeded, so a failure
/// reproduces) and checks the invariant after every step: whatever the user
/// does, no coordinator outlives its screens, and a failed step changes nothing.
@Suite struct RandomWalkTests {
    static let projects: [[String]] = [
        [ChildFlowProject.app, ChildFlowProject.editor, ChildFlowProject.outer, ChildFlowProject.inner],
        [OutermostChildTests.flows],
        [SystemNavigationTests.app],
        [TransitionTests.app],
        [AlternativeTests.app],
        [TabTests.app],
        [PopTests.app],
        [FlowWideTests.shop],
    ]

    /// The run-time errors of the spec, which a walk may meet; the old state stays.
    static let allowedErrors = [
        "navigation stack", "would leave", "is not in the current stack", "dismissing:", "cannot show the tab bar",
        "a modal layer covers the tab bar",
    ]

    @Test(arguments: 0..<projects.count)
    func randomWalksKeepTheInvariant(project: Int) throws {
        let interpreter = try makeInterpreter(Self.projects[project])
        var random = SplitMix64(seed: UInt64(project) &+ 42)
        let contexts: [[String: String]] = [[:], ["idiom": "pad"], ["text": "modal", "mode": "push"]]
        for _ in 0..<20 {
            var state = try interpreter.start()
            for _ in 0..<60 {
                let context = contexts.randomElement(using: &random)!
                let choices = interpreter.choices(in: state, context: context)
                if choices.isEmpty { break }  // the session finished
                let choice = choices.randomElement(using: &random)!
                let outcome = choice.outcome
                let event: Event =
                    switch outcome {
                    case _ where choice.isTab: .tab(.flow(String(outcome.dropFirst("tab ".count))))
                    case "back" where Bool.random(using: &random): .back
                    case "dismiss" where Bool.random(using: &random): .dismiss
                    default: .outcome(outcome)
                    }
                switch interpreter.step(state, event, context: context) {
                case .success(let step):
                    checkInvariant(step.state)
                    state = step.state
                case .failure(let error):
                    // Allowed failures are the spec's run-time errors; the old state stays.
                    #expect(Self.allowedErrors.contains { error.message.contains($0) }, "\(error)")
                }
            }
        }
    }
}
