import FlowIndex
import Testing
@testable import FlowRuntime

/// A flow node whose child holds a whole tab (or the root stack) leaves it
/// empty when the child finishes, so a `modal` in its handlers is refused.
/// The step graph leaves such a `modal` out: a node shown only through one
/// has no lower bound, and the search says so at once instead of trying
/// every state. Near misses keep the `modal`, and the search finds the walk.
@Suite struct WholeStackPruningTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let flows: [String]
        /// Whether the step graph proves `Shop.Receipt` out of reach.
        let outOfReach: Bool
        var testDescription: String { name }
    }

    static let checkout = """
        flow: Checkout
        start: Card
        outcomes: [paid]
        screens:
          Card:
            on:
              pay: finish paid
        """

    /// The root flow shows `Shop` in a tab bar (or, with `startsShop`, as a
    /// pushed child flow).
    static func root(startsShop: String = "tabs: [Shop, Other]") -> String {
        """
        flow: Root
        entry: true
        start: Home
        screens:
          Home:
            on:
              open: modal Bar
          Bar:
            \(startsShop)
            on:
              paid: dismiss
        ---
        flow: Other
        start: Page
        screens:
          Page:
            on:
              z: stay
        """
    }

    static func shop(
        start: String = "Pay", enter: String = "replace Pay", also: String = "stay", after: String = "modal Receipt"
    ) -> String {
        """
        flow: Shop
        start: \(start)
        outcomes: [paid]
        screens:
          List:
            on:
              buy: \(enter)
              also: \(also)
          Pay:
            flow: Checkout
            on:
              paid: \(after)
          Receipt:
            on:
              ok: finish paid
        """
    }

    static let cases: [Case] = [
        Case(name: "a tab flow starts at the flow node", flows: [root(), shop(), checkout], outOfReach: true),
        Case(
            name: "a tab flow replaces its screens with the flow node",
            flows: [root(), shop(start: "List"), checkout], outOfReach: true),
        Case(
            name: "the entry flow starts at the flow node",
            flows: [shop().replacingOccurrences(of: "outcomes: [paid]", with: "entry: true"), checkout],
            outOfReach: true),
        Case(
            name: "near miss: the flow is pushed, not a tab",
            flows: [root(startsShop: "flow: Shop"), shop(), checkout], outOfReach: false),
        Case(
            name: "near miss: the flow node is pushed onto the tab",
            flows: [root(), shop(start: "List", enter: "push Pay"), checkout], outOfReach: false),
        Case(
            name: "near miss: the flow node is presented as well as replaced",
            flows: [root(), shop(start: "List", also: "modal Pay"), checkout],
            outOfReach: false),
        Case(
            name: "near miss: the handler pushes, filling the tab",
            flows: [root(), shop(after: "push Receipt"), checkout], outOfReach: false),
    ]

    @Test(arguments: cases)
    func theStepGraphAgreesWithTheInterpreter(_ example: Case) throws {
        let interpreter = try makeInterpreter(example.flows)
        let resolved = interpreter.resolved
        let shop = try #require(resolved.flows.ids.first { resolved.model($0).name == "Shop" })
        let receipt = try #require(resolved.node(named: "Receipt", in: shop))
        var start = try interpreter.start()
        if resolved.model(shop).entry != true {
            start = try interpreter.step(start, .outcome("open", values: [:]), context: [:]).get().state
        }
        let graph = StepGraph(resolved)
        let estimate = graph.estimate(from: start, toShow: receipt, interpreter)
        #expect((estimate == nil) == example.outOfReach, "estimate \(String(describing: estimate))")
        let plain = SearchPruningPropertyTests.plainWalk(interpreter, from: start, toShow: receipt, maxStates: 1_000)
        let search = StateSearch(interpreter: interpreter, context: [:], maxStates: 1_000, graph: graph)
        switch (plain, search.shortestWalk(from: start, toShow: receipt)) {
        case (.some(let expected), .found(let found)):
            #expect(!example.outOfReach && found == expected)
        case (nil, .unreachable(let visited)):
            #expect(example.outOfReach && visited == 1)
        case (let plain, let pruned):
            Issue.record("plain \(String(describing: plain)), pruned \(pruned)")
        }
    }
}
