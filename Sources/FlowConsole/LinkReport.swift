import FlowDiagnostics
import FlowIndex
import FlowModel
import FlowRuntime

/// What `flowgraph links` prints: every deep link, its target, and the walk
/// opening it takes (the steps and the resulting stack), or why none exists.
public enum LinkReport {
    /// The report for every link of the interpreter's project, from the
    /// entry flow in `context`. Each placeholder's value is its own name in
    /// braces (`productId={productId}`), as the link gives it.
    public static func text(
        _ interpreter: Interpreter, context: [String: String] = [:], maxStates: Int = StateSearch.defaultMaxStates
    ) -> String {
        let resolved = interpreter.resolved
        let links = resolved.links
        if links.isEmpty { return "no links\n" }
        let start: RuntimeState
        do {
            start = try interpreter.start(context: context)
        } catch {
            return "\(Wording.counted(links.count, "link")); none can be opened: \(error.description)\n"
        }
        var out = ""
        let graph = StepGraph(interpreter.resolved)
        let whenRead = Set(interpreter.conditionValues.keys)
        for link in links {
            out += "\(link.link.pattern) → \(resolved.model(link.flow).name).\(link.link.target.name)\n"
            guard let target = link.target else {
                out += "  no walk: flow \(resolved.model(link.flow).name) has no node '\(link.link.target.name)'\n"
                continue
            }
            var values: [String: String] = [:]
            for name in link.link.pattern.placeholders { values[name] = "{\(name)}" }
            let search = StateSearch(
                interpreter: interpreter, context: context, values: .link(values), maxStates: maxStates, graph: graph)
            switch search.shortestWalk(from: start, toShow: target) {
            case .found(let events):
                var state = start
                for (number, event) in events.enumerated() {
                    let label = WalkLabel.text(
                        of: event, in: state, interpreter: interpreter, keeping: whenRead)
                    out += "  \(number + 1). \(label)\n"
                    if case .success(let step) = interpreter.step(state, event, context: context) { state = step.state }
                }
                if events.isEmpty { out += "  shown at the start\n" }
                out += "  stack: " + WalkLabel.layers(of: state) + "\n"
            case .unreachable(let visited):
                out +=
                    "  no walk from the start shows it with the link's values (\(Wording.counted(visited, "state")) visited)\n"
            case .stopped(let visited):
                out += "  no walk found: the search stopped after \(Wording.counted(visited, "state"))\n"
            }
        }
        return out
    }
}
