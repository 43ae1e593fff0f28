import FlowDiagnostics
import FlowIndex
import FlowModel

/// `unreachable-link` (format 2): a deep link whose target no path of the
/// graph reaches from the entry flow, leaving out the steps whose payload
/// needs a value the link does not give (see `GraphWalk`). Not computed
/// without a single entry flow.
public struct UnreachableLinkRule: Rule {
    public init() {}

    public func check(_ context: ValidationContext) -> [Diagnostic] {
        guard context.project.flows.contains(where: { !$0.links.isEmpty }),
            case .found(let root) = context.resolved.entry
        else { return [] }
        let resolved = context.resolved
        // Only the names some payload declares tell links apart: links
        // giving the same of those share one walk.
        let payloadNames = resolved.payloadNames
        let everyValue = payloadNames.sorted()
        var walks: [[String]: GraphWalk] = [:]
        func walk(giving names: [String]) -> GraphWalk {
            if let known = walks[names] { return known }
            // Giving every value a payload names, no step is left out.
            let walk = GraphWalk(from: root, gives: names == everyValue ? nil : Set(names), context)
            walks[names] = walk
            return walk
        }
        var diagnostics: [Diagnostic] = []
        for link in resolved.links {
            guard let target = link.target else { continue }
            let gives = link.link.pattern.placeholders.filter(payloadNames.contains).sorted()
            guard !walk(giving: gives).reached[target.index] else { continue }
            let withEveryValue = walk(giving: everyValue).reached[target.index]
            diagnostics.append(report(link, root: root, needsValues: withEveryValue, resolved))
        }
        return diagnostics
    }

    private func report(_ link: ResolvedLink, root: FlowID, needsValues: Bool, _ resolved: ResolvedProject)
        -> Diagnostic
    {
        let opens =
            "link '\(link.link.pattern)' opens '\(link.link.target.name)' of flow '\(resolved.model(link.flow).name)'"
        let entry = resolved.model(root).name
        if needsValues {
            let gives = link.link.pattern.placeholders
            let given = gives.isEmpty ? "no values" : "only \(Wording.quoted(gives))"
            return diagnostic(
                "\(opens), but every path to it from the entry flow '\(entry)' takes a step whose payload needs a value the link does not give (it gives \(given)): add the values as placeholders, or link to another node",
                at: link.link.location)
        }
        return diagnostic(
            "\(opens), which no path from the entry flow '\(entry)' reaches: the link cannot be opened",
            at: link.link.location)
    }
}

extension UnreachableLinkRule {
    public static let description = RuleDescription(
        id: .unreachableLink, severity: .warning,
        summary: "a link whose target no path from the entry flow reaches",
        rationale: """
            Opening a link replays real navigation from the entry flow to its target, so that the stack
            behind it is one the user could have built. When no walk leads there, the link can never be
            opened: the node is not reachable at all, or only through steps that need data the URL does not
            carry.
            """,
        details: """
            Follows every alternative (`when` ignored) across flows, from the entry flow's starts: a flow node
            starts its child at its chosen `start` or the child's starts, a tabs node every tab flow, a
            child's reachable `finish X` lets the flow node's handler of X run, and a flow node's `back`
            handler runs. A step whose outcome carries a payload needing a value the link does not give (its
            placeholders' names) is left out. The message says when a path exists but every one needs such a
            value. Points at the link's pattern. Not computed without a single entry flow (`entry` reports
            why); a flow whose paths are not all known (a part that did not decode, an unknown target) counts
            all its nodes as reached, so that it never makes a link look unreachable.
            """,
        triggeringExamples: [
            RuleExample(
                """
                flow: Shop
                links:
                  /orders/{orderId}: Order   # only 'selected' leads there, and it carries a productId
                start: ProductList
                screens:
                  ProductList:
                    outputs:
                      selected: { productId: ProductID }
                    on:
                      selected: push ProductDetail
                  ProductDetail:
                    inputs: { productId: ProductID }
                    on:
                      bought: push Order
                  Order:
                    on:
                      done: pop
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                flow: Shop
                links:
                  /products/{productId}/order: Order
                start: ProductList
                screens:
                  ProductList:
                    outputs:
                      selected: { productId: ProductID }
                    on:
                      selected: push ProductDetail
                  ProductDetail:
                    inputs: { productId: ProductID }
                    on:
                      bought: push Order
                  Order:
                    on:
                      done: pop
                """)
        ])
}
