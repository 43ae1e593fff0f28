/// Every storyboard of one import, laid out: what a storyboard reference
/// in one of them stands for in another.
struct StoryboardCatalog {
    var layouts: [StoryboardLayout]
    /// Storyboard name -> its layout; the first file of a name wins.
    var byName: [String: Int] = [:]

    init(_ layouts: [StoryboardLayout]) {
        self.layouts = layouts
        for (index, layout) in layouts.enumerated() where byName[layout.document.name] == nil {
            byName[layout.document.name] = index
        }
    }

    /// Where a reference to `identifier` in the storyboard `storyboard`
    /// enters: a flow and, when not at its start, the node it starts at.
    /// `nil` when no such storyboard was given; `found` is false when the
    /// storyboard has no scene of that identifier (its start is used).
    func entrance(storyboard: String, identifier: String?) -> (flow: String, start: String?, found: Bool)? {
        guard let index = byName[storyboard] else { return nil }
        let layout = layouts[index]
        let main = layout.flows[0].name
        guard let identifier else { return (main, nil, true) }
        guard let scene = layout.document.controllers.first(where: { $0.storyboardIdentifier == identifier }),
            let target = layout.resolver.resolve(scene.id), let home = layout.home[target]
        else { return (main, nil, false) }
        let flow = layout.flows[home.flow]
        let start = flow.start.flatMap { flow.names[$0] } == home.node ? nil : home.node
        return (flow.name, start, true)
    }

    /// Whether entering `storyboard` at `identifier` shows a tab bar first,
    /// following references to other storyboards a few steps deep.
    func showsTabBar(storyboard: String, identifier: String?, depth: Int = 0) -> Bool {
        guard depth < 8, let index = byName[storyboard] else { return false }
        let layout = layouts[index]
        let target: StoryboardTarget?
        if let identifier {
            target = layout.document.controllers.first { $0.storyboardIdentifier == identifier }.flatMap {
                layout.resolver.resolve($0.id)
            }
        } else {
            target = layout.flows[0].start
        }
        switch target {
        case .tabs?: return true
        case .reference(let id)?:
            guard case .reference(let next?, let nextIdentifier)? = layout.document.controller(id)?.kind else {
                return false
            }
            return showsTabBar(storyboard: next, identifier: nextIdentifier, depth: depth + 1)
        default: return false
        }
    }
}
