import FlowLoading
import FlowValidation
import Testing

/// `push-cycle` names the whole strongly connected set only when it is
/// larger than the cycle the message spells out.
@Suite struct PushCycleSetTests {
    @Test func aCycleThatIsTheWholeSetSaysNothingMore() throws {
        let text = """
            flow: App
            start: Home
            screens:
              Home: { on: { go: push A } }
              A: { on: { next: push B } }
              B: { on: { next: push A } }
            """
        let project = ProjectLoader.load(sources: [(path: "cycle.yaml", text: text)]).project
        let cycles = Validator.check(project).filter { $0.rule == .pushCycle }
        #expect(cycles.count == 1)
        #expect(cycles.first.map { !$0.message.contains("push one another") } == true)
    }
}
