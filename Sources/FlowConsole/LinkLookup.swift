import FlowDiagnostics
import FlowIndex
import FlowModel
import FlowRuntime

/// Finding what `open-link` and `path-to` name: the link a URL matches
/// (with a did-you-mean over the project's patterns) and a node by name.
enum LinkLookup {
    /// The link `url` opens and the values its placeholders take.
    static func link(
        for url: String, in resolved: ResolvedProject
    ) throws(ConsoleError) -> (link: ResolvedLink, values: [String: String]) {
        if let found = resolved.link(matching: url) { return found }
        let links = resolved.links
        guard !links.isEmpty else { throw ConsoleError("no link matches '\(url)': the project has no links") }
        throw ConsoleError("no link matches '\(url)'", suggestion: closestPattern(to: url, among: links))
    }

    /// The pattern closest to `url`: each compared with its placeholders
    /// filled from the URL's segments, so `/acounts/42` finds
    /// `/accounts/{accountId}`.
    static func closestPattern(to url: String, among links: [ResolvedLink]) -> String? {
        let path = LinkPattern.pathSegments(of: url)
        let written = "/" + path.joined(separator: "/")
        // Each pattern as the URL would fill it; the first written wins a tie.
        var filled: [String: String] = [:]
        for link in links {
            let text = link.link.pattern.segments.enumerated().map { position, segment in
                switch segment {
                case .literal(let literal): literal
                case .placeholder(let name): position < path.count ? path[position] : "{\(name)}"
                }
            }
            let key = "/" + text.joined(separator: "/")
            if filled[key] == nil { filled[key] = link.link.pattern.description }
        }
        return Suggestions.closest(to: written, in: filled.keys.sorted()).flatMap { filled[$0] }
    }

    /// The node `link` opens; an error when its flow has none of that name.
    static func target(of link: ResolvedLink, in resolved: ResolvedProject) throws(ConsoleError) -> NodeID {
        guard let target = link.target else {
            throw ConsoleError(
                "link \(link.link.pattern) opens '\(link.link.target.name)', which flow \(resolved.model(link.flow).name) does not have"
            )
        }
        return target
    }

    /// `NODE` (in the current flow, else the only flow that has it) or
    /// `Flow.NODE`.
    static func node(named name: String, from state: RuntimeState, in resolved: ResolvedProject) throws(ConsoleError)
        -> NodeID
    {
        let parts = name.split(separator: ".").map(String.init)
        if parts.count == 2 {
            guard let flow = resolved.flow(named: parts[0]) else {
                throw ConsoleError(
                    "no flow '\(parts[0])'",
                    suggestion: Suggestions.closest(to: parts[0], in: resolved.project.flows.map(\.name)))
            }
            guard let node = resolved.node(named: parts[1], in: flow) else {
                throw ConsoleError(
                    "flow \(parts[0]) has no node '\(parts[1])'",
                    suggestion: Suggestions.closest(to: parts[1], in: resolved.model(flow).nodes.map(\.name)))
            }
            return node
        }
        if let current = state.current, let flow = resolved.flow(named: current.flow),
            let node = resolved.node(named: name, in: flow)
        {
            return node
        }
        let owners = resolved.flows.ids.filter { resolved.node(named: name, in: $0) != nil }
        if owners.count == 1, let node = resolved.node(named: name, in: owners[0]) { return node }
        if owners.count > 1 {
            let choices = owners.map { "\(resolved.model($0).name).\(name)" }.joined(separator: ", ")
            throw ConsoleError("several flows have a node '\(name)': name one, as in \(choices)")
        }
        let all = resolved.project.flows.flatMap { $0.nodes.map(\.name) }
        throw ConsoleError("no node '\(name)' in the project", suggestion: Suggestions.closest(to: name, in: all))
    }

    /// `Flow.Node`.
    static func name(of node: NodeID, in resolved: ResolvedProject) -> String {
        "\(resolved.model(resolved.flow(of: node)).name).\(resolved.model(node).name)"
    }
}

/// How a step of a found walk is written, so that it replays as typed.
enum WalkLabel {
    /// Every layer's stack, root first, bottom to top: `Catalog.List |
    /// sheet: Catalog.Editor` (a tab bar shows its selected tab's).
    static func layers(of state: RuntimeState) -> String {
        state.layers.map { layer in
            let screens = layer.screens.map(\.qualifiedName).joined(separator: " ")
            return layer.style.map { "\($0.rawValue): \(screens)" } ?? screens
        }.joined(separator: " | ")
    }

    /// `selected productId=42`, `back`, `tab Workouts`, `emit where`: the
    /// values the outcome carries at `state`, and those of `keeping` (the
    /// variables some `when` reads), sorted by name.
    static func text(
        of event: Event, in state: RuntimeState, interpreter: Interpreter, keeping: Set<String>
    ) -> String {
        switch event {
        case .back: return "back"
        case .dismiss: return "dismiss"
        case .tab(let selector):
            if case .position(let position) = selector,
                let bar = state.layers.last(where: { $0.tabBar != nil })?.tabBar,
                position >= 1, position <= bar.tabFlows.count
            {
                return "tab \(bar.tabFlows[position - 1])"
            }
            return "tab \(selector)"
        case .outcome(let name, let values):
            let carried = Set(interpreter.payload(of: name, in: state).map(\.name))
            let shown = values.filter { carried.contains($0.key) || keeping.contains($0.key) }
            let word = CommandParser.keywords.contains(name) ? "emit \(name)" : name
            return ([word] + shown.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
        }
    }
}
