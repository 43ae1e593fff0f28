import FlowModel

/// One change made by a step, for the REPL to print.
public enum Effect: Sendable, Hashable, CustomStringConvertible {
    case pushed(ScreenRef)
    case popped(ScreenRef)
    case presented(ScreenRef, style: ModalStyle, navigation: Bool)
    /// A modal layer went away; the screen is the one on its top.
    case dismissedLayer(ScreenRef)
    /// A modal layer a child's `finish` had emptied went away; the screen
    /// is the one it showed last, already popped earlier in the step.
    case dismissedEmptiedLayer(ScreenRef)
    /// A `replace` put this screen in place of the flow's screens.
    case replaced(ScreenRef)
    case flowStarted(flow: String, parentFlow: String?, node: String?)
    case flowFinished(flow: String, outcome: String)
    /// A child flow ended without an outcome for its parent: a `pop`, a
    /// `dismissing:` or its tab bar closing took its screens away.
    case flowEnded(flow: String)
    /// A tabs node showed its tab bar (format 2): its name as `Flow.Node`,
    /// its tabs' flows, and the selected one.
    case tabBarShown(node: String, tabs: [String], selected: String)
    /// A tab flow's first screen went into its tab's stack.
    case shownInTab(ScreenRef, tab: String)
    case tabSelected(String)
    /// The tab bar went, with every tab's stack.
    case tabBarClosed(node: String)
    case handledByParent(flow: String, node: String, outcome: String, transition: String)
    case nothingMatched(outcome: String)
    case stayed
    case ignored(String)
    case sessionFinished(outcome: String)

    public var description: String {
        switch self {
        case .pushed(let screen): "pushed \(screen.screen)"
        case .popped(let screen): "popped \(screen.screen)"
        case .presented(let screen, let style, let navigation):
            "presented \(screen.screen) (\(style.rawValue)\(navigation ? ", navigation" : ", no navigation"))"
        case .dismissedLayer(let top): "dismissed the layer showing \(top.screen)"
        case .dismissedEmptiedLayer(let last): "dismissed the emptied layer that showed \(last.screen)"
        case .replaced(let screen): "replaced with \(screen.screen)"
        case .flowStarted(let flow, let parentFlow, let node):
            if let parentFlow, let node {
                "flow \(flow) started by \(parentFlow).\(node)"
            } else {
                "flow \(flow) started"
            }
        case .flowFinished(let flow, let outcome): "flow \(flow) finished with \(outcome)"
        case .flowEnded(let flow): "flow \(flow) ended without an outcome"
        case .tabBarShown(let node, let tabs, let selected):
            "showed the tab bar \(node): \(tabs.joined(separator: ", ")) (\(selected) selected)"
        case .shownInTab(let screen, let tab): "showed \(screen.screen) in tab \(tab)"
        case .tabSelected(let tab): "selected tab \(tab)"
        case .tabBarClosed(let node): "closed the tab bar \(node) with every tab's stack"
        case .handledByParent(let flow, let node, let outcome, let transition):
            "\(flow).\(node) handled \(outcome): \(transition)"
        case .nothingMatched(let outcome): "no alternative of '\(outcome)' matched: nothing happened"
        case .stayed: "stayed"
        case .ignored(let reason): reason
        case .sessionFinished(let outcome): "session finished with \(outcome)"
        }
    }
}
