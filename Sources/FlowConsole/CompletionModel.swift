import FlowModel

/// What Tab can offer at one moment of a session: a snapshot, so the line
/// editor can ask from its callback without touching the live session.
public struct CompletionModel: Sendable, Hashable {
    /// The current screen's outcomes, system ones included.
    public var outcomes: [String]
    /// Variables named in `when` conditions or set in the context, each with
    /// the values that make sense for it (from conditions and the context).
    public var variables: [String: [String]]
    /// Variables set now (what `unset` can take).
    public var setVariables: [String]
    /// Every flow name of the project.
    public var flows: [String]
    /// Every screen name, plain and as `Flow.Screen`.
    public var screens: [String]
    /// Outcomes the first flow declares (for `expect finished`).
    public var finishOutcomes: [String]
    /// The tabs of the tab bar on screen (for `tab`).
    public var tabs: [String] = []
    /// Every flow some tabs node of the project shows (for `expect tab`).
    public var tabFlows: [String] = []
    /// The value names each outcome of the current screen carries.
    public var payloads: [String: [String]] = [:]
    /// Every node name, plain and as `Flow.Node` (for `path-to`).
    public var nodes: [String] = []

    /// The candidates for `word`, the text after the last space of
    /// `lineBeforeCursor`; the line editor keeps those that start with it.
    public func candidates(lineBeforeCursor: String, word: String) -> [String] {
        let before = lineBeforeCursor.dropLast(word.count)
        let previous = before.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let first = previous.first else { return CommandParser.keywords + outcomes }
        switch first {
        case "emit": return previous.count == 1 ? outcomes : payloadAssignments(previous[1]) + assignments
        case "path-to": return previous.count == 1 ? nodes : []
        case "set": return previous.count == 1 ? assignments : []
        case "unset": return previous.count == 1 ? setVariables : []
        case "tab": return previous.count == 1 ? tabs : []
        case "expect": return expectationCandidates(Array(previous.dropFirst()))
        case _ where CommandParser.keywords.contains(first): return []
        default: return payloadAssignments(first) + assignments
        }
    }

    /// `NAME=` for each value `outcome` carries, first, as it needs them.
    private func payloadAssignments(_ outcome: String) -> [String] {
        (payloads[outcome] ?? []).map { "\($0)=" }
    }

    /// `VAR=VALUE` for every known value, and `VAR=` for a variable with none.
    private var assignments: [String] {
        variables.keys.sorted().flatMap { name in
            let values = variables[name] ?? []
            return values.isEmpty ? ["\(name)="] : values.map { "\(name)=\($0)" }
        }
    }

    private func expectationCandidates(_ arguments: [String]) -> [String] {
        guard let kind = arguments.first else { return Expectation.kinds }
        switch kind {
        case "screen": return arguments.count == 1 ? screens : []
        case "stack": return screens
        case "flow": return arguments.count == 1 ? flows : []
        case "flows": return flows
        case "finished": return arguments.count == 1 ? finishOutcomes : []
        case "tab": return arguments.count == 1 ? tabFlows : []
        default: return []
        }
    }
}

extension CompletionModel {
    /// The candidates as they stand in `console`'s current state.
    public init(_ console: Console) {
        let session = console.session
        let project = session.project
        outcomes = session.outcomeNames
        var values = session.conditionValues
        for (name, value) in session.context { values[name, default: []].insert(value) }
        variables = values.mapValues { $0.sorted() }
        setVariables = session.context.keys.sorted()
        flows = project.flows.map(\.name)
        let plain = project.flows.flatMap { $0.nodes.map(\.name) }
        let qualified = project.flows.flatMap { flow in flow.nodes.map { "\(flow.name).\($0.name)" } }
        var seen = Set<String>()
        screens = (plain + qualified).filter { seen.insert($0).inserted }
        nodes = screens
        payloads = session.payloadNames
        finishOutcomes = project.flow(named: session.firstFlow)?.outcomes.map(\.name) ?? []
        tabs = session.tabNames
        var seenTabs = Set<String>()
        tabFlows = project.flows.flatMap { $0.nodes.flatMap { $0.tabs ?? [] } }.map(\.name).filter {
            seenTabs.insert($0).inserted
        }
    }
}
