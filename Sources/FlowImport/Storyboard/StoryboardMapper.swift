/// Turns one laid-out storyboard into flows: each screen's segues become
/// its `on`, and whatever the format cannot say becomes a note and a
/// comment at the place.
struct StoryboardMapper {
    let layout: StoryboardLayout
    let catalog: StoryboardCatalog
    private(set) var notes: [ImportNote] = []

    init(_ layout: StoryboardLayout, catalog: StoryboardCatalog) {
        self.layout = layout
        self.catalog = catalog
    }

    var document: StoryboardDocument { layout.document }

    /// The storyboard's flows, its own first.
    mutating func flows() -> [ImportedFlow] {
        layout.flows.indices.map { flow(at: $0) }
    }

    mutating func note(_ kind: String, line: Int?, _ detail: String) -> String {
        let note = ImportNote(kind: kind, file: document.file, line: line, detail: detail)
        notes.append(note)
        return note.comment
    }

    private mutating func flow(at index: Int) -> ImportedFlow {
        let laid = layout.flows[index]
        var flow = ImportedFlow(name: laid.name, source: laid.source, start: laid.start.flatMap { laid.names[$0] })
        if index == 0, layout.startsAtFirstScene, let start = flow.start {
            flow.comments.append(
                note(
                    "no initial view controller", line: document.line,
                    "\(document.name) has no initial view controller: the flow starts at its first scene, \(start)"))
        }
        let members = laid.members.sorted {
            (document.index[$0.controllerID] ?? 0) < (document.index[$1.controllerID] ?? 0)
        }
        var nodes = members.map { node(for: $0, in: laid, home: layout.home[$0]?.flow == index) }
        addUnwinds(to: &nodes, members: members)
        withoutNavigation(&nodes)
        flow.nodes = nodes
        return flow
    }

    private mutating func node(for target: StoryboardTarget, in flow: LaidOutFlow, home: Bool) -> ImportedNode {
        let id = target.controllerID
        let controller = document.controller(id)
        var node = ImportedNode(
            name: flow.names[target] ?? id, source: ImportSource(file: document.file, id: id, line: controller?.line))
        switch target {
        case .screen:
            node.handlers = handlers(of: id, in: flow, comments: &node.comments)
            if home { noteActions(of: id, into: &node.comments) }
        case .tabs:
            let tabs = layout.tabs[id] ?? []
            if tabs.isEmpty {
                node.comments.append(
                    note("tab bar", line: controller?.line, "a tab bar controller without tabs, written as a screen"))
            } else {
                node.kind = .tabs(tabs)
            }
        case .reference:
            reference(controller, into: &node)
        }
        return node
    }

    /// A storyboard reference: a flow node when its storyboard was given,
    /// else a screen standing in for it.
    private mutating func reference(_ controller: StoryboardController?, into node: inout ImportedNode) {
        guard let controller, case .reference(let storyboard, let identifier) = controller.kind else { return }
        let scene = identifier.map { " scene '\($0)'" } ?? ""
        guard let storyboard, let entrance = catalog.entrance(storyboard: storyboard, identifier: identifier) else {
            node.comments.append(
                note(
                    "missing storyboard", line: controller.line,
                    "a reference to\(scene.isEmpty ? "" : scene + " of") storyboard '\(storyboard ?? document.name)', which was not given (or has no such scene): a screen stands in for it"
                ))
            return
        }
        node.kind = .flow(entrance.flow, start: entrance.start)
        if !entrance.found {
            node.comments.append(
                note(
                    "missing scene", line: controller.line,
                    "storyboard '\(storyboard)' has no\(scene): the reference starts \(entrance.flow) at its start"))
        }
    }

    /// The `on` of the screen `id`: its segues and those of its embedded
    /// controllers, unwind segues left for `addUnwinds`.
    private mutating func handlers(of id: String, in flow: LaidOutFlow, comments: inout [String])
        -> [ImportedHandler]
    {
        var outcomes = UniqueNames(reserving: ["back", "dismiss"])
        var written: [String: [ImportedTransition]] = [:]
        var handlers: [ImportedHandler] = []
        var edges = layout.resolver.edges(of: id).filter { $0.segue.kind != "unwind" }
        if let split = layout.resolver.splitPrimaries[id],
            let splitController = document.controller(split),
            let detail = splitController.relationship("detailViewController")
        {
            let segue = StoryboardSegue(
                id: split, kind: "splitDetail", destination: detail, identifier: "showDetail",
                line: splitController.line)
            edges.append(StoryboardEdge(segue: segue, embedded: nil))
        }
        for edge in edges {
            let segue = edge.segue
            guard let target = layout.resolver.resolve(segue.destination), let name = flow.names[target] else {
                comments.append(
                    note(
                        "broken segue", line: segue.line,
                        "a \(segue.kind) segue to '\(segue.destination)', which is no scene of this storyboard: left out"
                    ))
                continue
            }
            let style = segue.modalPresentationStyle ?? document.controller(segue.destination)?.modalPresentationStyle
            var mapped = StoryboardSegueMapping.map(segue, to: name, presentationStyle: style)
            if case .push = mapped.transition, showsTabBar(target) {
                mapped.transition = .modal(name, style: .fullscreen)
                mapped.note = (
                    "tab bar pushed",
                    "a \(segue.kind) segue to the tab bar \(name) became a full-screen modal: a tab bar cannot be pushed"
                )
            }
            let raw = segue.identifier.flatMap { $0.isEmpty ? nil : $0 } ?? "show \(name)"
            if written[raw]?.contains(mapped.transition) == true { continue }
            written[raw, default: []].append(mapped.transition)
            var handler = ImportedHandler(
                outcome: outcomes.claim(raw, case: .lower, fallback: "segue"), transition: mapped.transition)
            if let embedded = edge.embedded, let child = document.controller(embedded) {
                handler.comments.append(
                    note("embedded segue", line: segue.line, "from \(child.displayName), embedded in this screen"))
            }
            if let (kind, detail) = mapped.note { handler.comments.append(note(kind, line: segue.line, detail)) }
            handlers.append(handler)
        }
        return handlers
    }

    /// Whether showing `target` shows a tab bar first.
    private func showsTabBar(_ target: StoryboardTarget) -> Bool {
        switch target {
        case .tabs: return true
        case .screen: return false
        case .reference(let id):
            guard case .reference(let storyboard?, let identifier)? = document.controller(id)?.kind else {
                return false
            }
            return catalog.showsTabBar(storyboard: storyboard, identifier: identifier)
        }
    }

    private mutating func noteActions(of id: String, into comments: inout [String]) {
        let actions = layout.resolver.embedding(id).flatMap { document.controller($0)?.actions ?? [] }
        guard !actions.isEmpty else { return }
        var unique: [String] = []
        for action in actions where !unique.contains(action) { unique.append(action) }
        let listed = unique.prefix(4).joined(separator: ", ") + (unique.count > 4 ? ", ..." : "")
        comments.append(
            note(
                "actions", line: document.controller(id)?.line,
                "\(unique.count) action\(unique.count == 1 ? "" : "s") (\(listed)) may navigate in code, which the storyboard does not show"
            ))
    }
}
