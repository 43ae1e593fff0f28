/// One flow a storyboard becomes, before its transitions: where it starts
/// and which screens, tab bars and references it holds, named.
struct LaidOutFlow {
    var name: String
    var source: ImportSource
    var start: StoryboardTarget?
    /// In the order they were reached; written in document order.
    var members: [StoryboardTarget] = []
    var names: [StoryboardTarget: String] = [:]
    var nodeNames = UniqueNames()
}

/// The flows of one storyboard: its own first, then one per tab of each
/// tab bar controller, each holding everything its start leads to.
/// Screens no segue reaches (shown from code) go into the storyboard's own flow.
struct StoryboardLayout {
    let resolver: StoryboardResolver
    var document: StoryboardDocument { resolver.document }
    var flows: [LaidOutFlow]
    /// Tab bar controller -> the flows of its tabs, in tab-bar order.
    var tabs: [String: [String]] = [:]
    /// Where each target is first laid out: its flow and node name.
    var home: [StoryboardTarget: (flow: Int, node: String)] = [:]
    /// Whether the storyboard names no initial view controller (or one
    /// that does not exist), so its flow starts at its first scene.
    let startsAtFirstScene: Bool

    /// `directFlow` names the flow of another given storyboard that a
    /// storyboard reference without a scene identifier stands for.
    init(
        _ document: StoryboardDocument, flowName: String, flowNames: inout UniqueNames,
        directFlow: (StoryboardController) -> String?
    ) {
        resolver = StoryboardResolver(document)
        let candidates = Self.nodeCandidates(resolver)
        let initial = document.initialViewController.flatMap(resolver.resolve)
        startsAtFirstScene = initial == nil
        let start = initial ?? candidates.first
        flows = [
            LaidOutFlow(
                name: flowName, source: ImportSource(file: document.file, line: document.line), start: start)
        ]
        var pendingTabBars: [String] = []
        if let start { reach([start], in: 0, tabBars: &pendingTabBars) }
        layOutTabs(&pendingTabBars, flowNames: &flowNames, directFlow: directFlow)
        let leftovers = candidates.filter { home[$0] == nil }
        reach(leftovers, in: 0, tabBars: &pendingTabBars)
        layOutTabs(&pendingTabBars, flowNames: &flowNames, directFlow: directFlow)
    }

    /// Every controller that would be a node of its own, in document order.
    private static func nodeCandidates(_ resolver: StoryboardResolver) -> [StoryboardTarget] {
        resolver.document.controllers.compactMap { controller in
            guard !resolver.embeddedOnly.contains(controller.id) else { return nil }
            switch controller.kind {
            case .screen: return .screen(controller.id)
            case .tabBar: return .tabs(controller.id)
            case .navigation where controller.relationship("rootViewController") == nil: return .screen(controller.id)
            case .split where controller.relationship("masterViewController") == nil: return .screen(controller.id)
            case .navigation, .split, .reference: return nil
            }
        }
    }

    /// Adds `seeds` and everything their segues lead to to flow `flow`.
    private mutating func reach(_ seeds: [StoryboardTarget], in flow: Int, tabBars: inout [String]) {
        var queue = seeds
        var index = 0
        while index < queue.count {
            let target = queue[index]
            index += 1
            guard flows[flow].names[target] == nil else { continue }
            let name = flows[flow].nodeNames.claim(nodeName(of: target), case: .upper, fallback: "Scene")
            flows[flow].names[target] = name
            flows[flow].members.append(target)
            if home[target] == nil { home[target] = (flow, name) }
            switch target {
            case .screen(let id):
                for edge in resolver.edges(of: id) where edge.segue.kind != "unwind" {
                    if let next = resolver.resolve(edge.segue.destination) { queue.append(next) }
                }
                if let detail = splitDetail(of: id) { queue.append(detail) }
            case .tabs(let id): if tabs[id] == nil, !tabBars.contains(id) { tabBars.append(id) }
            case .reference: break
            }
        }
    }

    /// The secondary of the split view whose primary is the screen `id`.
    func splitDetail(of id: String) -> StoryboardTarget? {
        guard let split = resolver.splitPrimaries[id],
            let detail = document.controller(split)?.relationship("detailViewController")
        else { return nil }
        return resolver.resolve(detail)
    }

    /// One flow per tab of each tab bar in `pending`, and of the tab bars those reach.
    private mutating func layOutTabs(
        _ pending: inout [String], flowNames: inout UniqueNames, directFlow: (StoryboardController) -> String?
    ) {
        while let tabBar = pending.first {
            pending.removeFirst()
            guard tabs[tabBar] == nil, let controller = document.controller(tabBar) else { continue }
            tabs[tabBar] = []
            for child in controller.relationships("viewControllers") {
                guard let childController = document.controller(child) else { continue }
                if let flow = directFlow(childController) {
                    tabs[tabBar]?.append(flow)
                    continue
                }
                guard let start = resolver.resolve(child) else { continue }
                let title = childController.tabTitle ?? document.controller(start.controllerID)?.tabTitle
                let base = title ?? nodeName(of: start)
                let name = flowNames.claim(base + " Tab", case: .upper, fallback: "Tab")
                flows.append(
                    LaidOutFlow(
                        name: name, source: ImportSource(file: document.file, id: child, line: childController.line),
                        start: start))
                tabs[tabBar]?.append(name)
                reach([start], in: flows.count - 1, tabBars: &pending)
            }
        }
    }

    /// The name a target's node is made from.
    func nodeName(of target: StoryboardTarget) -> String {
        guard let controller = document.controller(target.controllerID) else { return target.controllerID }
        if case .reference(let storyboard, let identifier) = controller.kind {
            return [storyboard, identifier].compactMap { $0 }.joined(separator: " ")
        }
        return controller.displayName
    }
}
