import FlowDiagnostics
import FlowIndex
import FlowModel

/// The text formats the graph can be written in.
public enum GraphFormat: String, Sendable, CaseIterable {
    /// Graphviz: `dot -Tsvg` turns it into a picture.
    case dot
    /// Mermaid flowchart: renders inside a ```mermaid block on GitHub.
    case mermaid
}

/// `--flow NAME` named a flow the project does not have.
public struct UnknownFlowError: Error, Sendable, CustomStringConvertible {
    public let name: String
    /// The closest existing flow name, when one is a plausible typo.
    public let suggestion: String?

    public var description: String {
        let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
        return "no flow named '\(name)'\(hint)"
    }
}

/// Draws a project's navigation: pure, the project in, the text out.
///
/// The output depends only on the project (flows, nodes, handlers and
/// outcomes are visited in source order, never through a dictionary), so
/// the same project always gives the same bytes.
public struct GraphExporter: Sendable {
    private let resolved: ResolvedProject

    public init(_ project: Project) {
        self.init(ResolvedProject(project))
    }

    /// A drawing of a project already resolved (by validation).
    public init(_ resolved: ResolvedProject) {
        self.resolved = resolved
    }

    /// The graph of the whole project, or with `flow` of that flow and every
    /// flow it starts, directly or through its children. Without
    /// `edgeLabels`, edges carry no text (in DOT, their text is a tooltip):
    /// a map of a large project that shows its shape.
    public func render(
        _ format: GraphFormat, flow: String? = nil, edgeLabels: Bool = true
    ) throws(UnknownFlowError) -> String {
        let selected = try FlowSelection.flows(in: resolved, rootedAt: flow)
        let scene = SceneBuilder(resolved: resolved, selected: selected).build()
        let direction = LayoutEstimate(scene: scene, showsLabels: edgeLabels).direction()
        switch format {
        case .dot: return DOTRenderer(showsLabels: edgeLabels, direction: direction).render(scene)
        case .mermaid: return MermaidRenderer(showsLabels: edgeLabels, direction: direction).render(scene)
        }
    }
}
