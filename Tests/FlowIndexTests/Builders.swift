import FlowDiagnostics
import FlowIndex
import FlowModel

/// Projects written in code, so that these tests need no loader.
enum Build {
    static let here = FlowDiagnostics.SourceLocation(file: "test.yaml", line: 1, column: 1)

    static func flow(_ name: String, entry: Bool? = nil, start: String, outcomes: [String] = [], _ nodes: [Node])
        -> Flow
    {
        Flow(
            name, at: here, entry: entry, start: Located(start, at: here),
            outcomes: outcomes.map { Located($0, at: here) },
            nodes: nodes)
    }

    static func screen(_ name: String, _ handlers: KeyValuePairs<String, [Alternative]> = [:]) -> Node {
        Node(name, at: here, handlers: handlers.map { Handler($0.key, at: here, $0.value, isList: $0.value.count > 1) })
    }

    static func flowNode(_ name: String, starts child: String, _ handlers: KeyValuePairs<String, [Alternative]> = [:])
        -> Node
    {
        Node(
            name, at: here, childFlow: Located(child, at: here),
            handlers: handlers.map { Handler($0.key, at: here, $0.value, isList: $0.value.count > 1) })
    }

    static func go(
        _ kind: TransitionKind, _ target: String? = nil, style: ModalStyle = .sheet, navigation: Bool = true,
        when: [String: [String]]? = nil
    ) -> Alternative {
        let conditions = when.map { $0.sorted { $0.key < $1.key }.map { Condition($0.key, $0.value, at: here) } }
        return Alternative(
            when: conditions, Transition(kind, target, style: style, hasNavigation: navigation, at: here))
    }

    /// An app whose names resolve every way a name can: a flow node
    /// starting a flow with a duplicate outcome, one starting a flow that
    /// does not exist, a misspelt push and finish, an unreachable screen.
    static let sample = Project(flows: [
        flow(
            "App", start: "Home",
            [
                screen(
                    "Home",
                    [
                        "next": [go(.push, "Detail")], "typo": [go(.push, "Detial")],
                        "pay": [go(.modal, "Pay", style: .fullscreen, when: ["idiom": ["pad"]]), go(.push, "Pay")],
                    ]),
                screen("Detail", ["done": [go(.back)]]),
                flowNode(
                    "Pay", starts: "Payment",
                    ["paid": [go(.replace, "Home")], "back": [go(.stay)], "payd": [go(.stay)]]),
                flowNode("Lost", starts: "Nowhere", ["x": [go(.stay)]]),
                screen("Orphan"),
            ]),
        flow(
            "Payment", start: "Card", outcomes: ["paid", "failed", "paid"],
            [
                screen("Card", ["ok": [go(.finish, "paid")], "err": [go(.finish, "faild")]])
            ]),
    ])
}
