/// What showing a controller shows: a screen, a tab bar, or a scene of
/// another storyboard. A navigation controller shows its root, a split
/// view its primary (as on an iPhone), a reference within the same
/// storyboard the scene it names.
enum StoryboardTarget: Hashable {
    case screen(String)
    case tabs(String)
    /// A `viewControllerPlaceholder` for a scene of another storyboard.
    case reference(String)

    var controllerID: String {
        switch self {
        case .screen(let id), .tabs(let id), .reference(let id): id
        }
    }
}

/// One navigation out of a screen: a segue of the screen, or of a
/// controller embedded in it.
struct StoryboardEdge {
    var segue: StoryboardSegue
    /// The embedded controller the segue belongs to, when not the screen.
    var embedded: String?
}

/// Resolves the controllers of one storyboard to what they show, and
/// lists the edges of each screen.
struct StoryboardResolver {
    let document: StoryboardDocument
    /// Controllers only ever shown inside another (container views): not
    /// screens of their own; their segues belong to the container.
    let embeddedOnly: Set<String>
    /// Primary screen of a split view -> the split view's id, for its
    /// secondary (`showDetail`).
    let splitPrimaries: [String: String]

    init(_ document: StoryboardDocument) {
        var embedded: Set<String> = []
        var reached: Set<String> = []
        for controller in document.controllers {
            for segue in controller.segues {
                if segue.kind == "embed" {
                    embedded.insert(segue.destination)
                } else {
                    reached.insert(segue.destination)
                }
            }
        }
        if let initial = document.initialViewController { reached.insert(initial) }
        var primaries: [String: String] = [:]
        let partial = Self(document: document, embeddedOnly: embedded.subtracting(reached), splitPrimaries: [:])
        for controller in document.controllers where controller.kind == .split {
            if let master = controller.relationship("masterViewController"),
                case .screen(let root)? = partial.resolve(master)
            {
                primaries[root] = primaries[root] ?? controller.id
            }
        }
        self.init(document: document, embeddedOnly: partial.embeddedOnly, splitPrimaries: primaries)
    }

    private init(document: StoryboardDocument, embeddedOnly: Set<String>, splitPrimaries: [String: String]) {
        self.document = document
        self.embeddedOnly = embeddedOnly
        self.splitPrimaries = splitPrimaries
    }

    /// What showing the controller `id` shows; `nil` when there is no such
    /// controller (or the references go round in a circle).
    func resolve(_ id: String) -> StoryboardTarget? {
        var current = id
        var seen: Set<String> = []
        while seen.insert(current).inserted, let controller = document.controller(current) {
            switch controller.kind {
            case .screen: return .screen(current)
            case .tabBar: return .tabs(current)
            case .navigation:
                guard let root = controller.relationship("rootViewController") else { return .screen(current) }
                current = root
            case .split:
                guard let master = controller.relationship("masterViewController") else { return .screen(current) }
                current = master
            case .reference(let storyboard, let identifier):
                guard storyboard == nil || storyboard == document.name, let identifier else {
                    return .reference(current)
                }
                guard let scene = document.controllers.first(where: { $0.storyboardIdentifier == identifier }) else {
                    return .reference(current)
                }
                current = scene.id
            }
        }
        return nil
    }

    /// The segues that navigate away from the screen `id`: its own and
    /// those of the controllers embedded in it, relationships left out.
    func edges(of id: String) -> [StoryboardEdge] {
        var edges: [StoryboardEdge] = []
        var visited: Set<String> = [id]
        collect(id, embedded: nil, into: &edges, visited: &visited)
        return edges
    }

    private func collect(
        _ id: String, embedded: String?, into edges: inout [StoryboardEdge], visited: inout Set<String>
    ) {
        guard let controller = document.controller(id) else { return }
        for segue in controller.segues where segue.kind != "relationship" {
            if segue.kind == "embed" {
                if visited.insert(segue.destination).inserted {
                    collect(segue.destination, embedded: segue.destination, into: &edges, visited: &visited)
                }
            } else {
                edges.append(StoryboardEdge(segue: segue, embedded: embedded))
            }
        }
    }

    /// The controllers whose embedded children `id` shows, itself first.
    func embedding(_ id: String) -> [String] {
        var order = [id]
        var index = 0
        while index < order.count {
            for segue in document.controller(order[index])?.segues ?? [] where segue.kind == "embed" {
                if !order.contains(segue.destination) { order.append(segue.destination) }
            }
            index += 1
        }
        return order
    }
}

extension StoryboardController {
    /// The destination of the first relationship segue of that name.
    func relationship(_ name: String) -> String? {
        segues.first { $0.kind == "relationship" && $0.relationship == name }?.destination
    }

    /// The destinations of every relationship segue of that name, in order.
    func relationships(_ name: String) -> [String] {
        segues.filter { $0.kind == "relationship" && $0.relationship == name }.map(\.destination)
    }
}
