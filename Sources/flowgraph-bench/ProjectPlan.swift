/// The shape of a synthetic project, decided before any YAML is written:
/// how many nodes each flow has, which flows start which, and which file
/// holds which flows. Every choice comes from one seeded generator, so a
/// seed and a node count always give the same project.
struct ProjectPlan {
    struct FlowPlan {
        var name: String
        var size: Int
        var outcomes: [String]
        /// Flows started by this flow's flow nodes, in node order.
        var children: [Int] = []
        var isEntry: Bool { outcomes.isEmpty }
    }

    /// A file and the flows it holds (consecutive indices into `flows`).
    struct FilePlan {
        var path: String
        var flows: Range<Int>
    }

    var flows: [FlowPlan] = []
    var files: [FilePlan] = []

    static let flowSizes = 12...28
    /// Children of a flow in the spanning tree; a few more come from sharing.
    static let treeArity = 4
    static let maxChildren = 6
    static let outcomeSets = [["completed", "cancelled"], ["done"], ["saved", "cancelled", "failed"], ["finished"]]
    static let flowWords = [
        "Checkout", "Onboarding", "Profile", "Search", "Settings", "Contacts", "Photos",
        "Payment", "Login", "Chat", "Orders", "Library", "Player", "Share", "Address", "Help",
    ]

    init(nodes: Int, rng: inout SeededGenerator) {
        // Sizes first, so the total is exactly `nodes`: the last flow takes
        // the remainder rather than leaving a flow too small for its children.
        var sizes: [Int] = []
        var remaining = max(nodes, 1)
        while remaining > 0 {
            var size = rng.int(in: Self.flowSizes)
            if remaining - size < Self.flowSizes.lowerBound { size = remaining }
            sizes.append(size)
            remaining -= size
        }
        for (i, size) in sizes.enumerated() {
            let name = i == 0 ? "App" : "\(rng.pick(Self.flowWords))Flow\(i)"
            flows.append(FlowPlan(name: name, size: size, outcomes: i == 0 ? [] : rng.pick(Self.outcomeSets)))
        }
        // A spanning tree makes every flow reachable from the entry; a flow
        // started from a second, earlier flow (a shared picker) keeps the
        // "starts" graph acyclic because edges always go to a later index.
        for i in 1..<max(flows.count, 1) {
            flows[(i - 1) / Self.treeArity].children.append(i)
        }
        for i in 2..<max(flows.count, 2) where rng.chance(5) {
            let other = rng.int(in: 0...(i - 1))
            if other != (i - 1) / Self.treeArity, flows[other].children.count < Self.maxChildren,
                !flows[other].children.contains(i)
            {
                flows[other].children.append(i)
            }
        }
        planFiles(&rng)
    }

    /// The entry flow alone in `App.yaml`; the others one to five per file,
    /// in folders two levels deep, a few files spelled `.yml`.
    private mutating func planFiles(_ rng: inout SeededGenerator) {
        files.append(FilePlan(path: "App.yaml", flows: 0..<1))
        var next = 1
        var fileNumber = 0
        while next < flows.count {
            let count = min(rng.int(in: 1...5), flows.count - next)
            let area = fileNumber / 100, module = (fileNumber / 10) % 10
            let ext = fileNumber % 17 == 3 ? "yml" : "yaml"
            let base = flows[next].name
            files.append(
                FilePlan(path: "Features/Area\(area)/Module\(module)/\(base).\(ext)", flows: next..<(next + count)))
            next += count
            fileNumber += 1
        }
    }
}
