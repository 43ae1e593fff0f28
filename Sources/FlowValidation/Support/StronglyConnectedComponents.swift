/// Tarjan's strongly connected components, with an explicit call stack so a
/// 100,000-vertex chain costs heap rather than thread stack. Linear in
/// vertices plus edges.
struct StronglyConnectedComponents {
    /// The component of each vertex; nil for vertices no root reaches.
    private(set) var component: [Int?]
    /// The order in which the depth-first search first met each vertex; nil
    /// when never met. A component's earliest vertex is where a walk from the
    /// roots enters it.
    private(set) var discovery: [Int?]
    private(set) var componentCount = 0
    /// The members of every component, component by component, each in
    /// discovery order; component `c` is `memberOrder[memberStart[c]..<memberStart[c + 1]]`.
    /// Recorded as each component is completed, so asking for one
    /// component's members costs its size, not a sort of the whole graph.
    private var memberOrder: [Int] = []
    private var memberStart: [Int] = [0]

    /// Searches from each of `roots` in turn over `successors[v]`.
    init(successors: [[Int]], roots: [Int]) {
        var edgeStart = [0]
        edgeStart.reserveCapacity(successors.count + 1)
        for list in successors { edgeStart.append(edgeStart[edgeStart.count - 1] + list.count) }
        self.init(edgeStart: edgeStart, edgeTargets: successors.flatMap { $0 }, roots: roots)
    }

    /// Searches from each of `roots` in turn over the edges of vertex `v`,
    /// `edgeTargets[edgeStart[v]..<edgeStart[v + 1]]`: one flat array
    /// rather than an array per vertex.
    init(edgeStart: [Int], edgeTargets: [Int], roots: [Int]) {
        let count = edgeStart.count - 1
        component = [Int?](repeating: nil, count: count)
        discovery = [Int?](repeating: nil, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var frames: [(vertex: Int, nextEdge: Int)] = []
        var counter = 0

        for root in roots where discovery[root] == nil {
            discovery[root] = counter; low[root] = counter; counter += 1
            stack.append(root); onStack[root] = true
            frames.append((root, edgeStart[root]))
            while let frame = frames.last {
                let v = frame.vertex
                if frame.nextEdge < edgeStart[v + 1] {
                    frames[frames.count - 1].nextEdge += 1
                    let w = edgeTargets[frame.nextEdge]
                    if let met = discovery[w] {
                        if onStack[w] { low[v] = min(low[v], met) }
                    } else {
                        discovery[w] = counter; low[w] = counter; counter += 1
                        stack.append(w); onStack[w] = true
                        frames.append((w, edgeStart[w]))
                    }
                    continue
                }
                frames.removeLast()
                if low[v] == discovery[v] {
                    // The component is the stack from `v` up, pushed in
                    // discovery order.
                    var first = stack.count - 1
                    while stack[first] != v { first -= 1 }
                    for w in stack[first...] {
                        onStack[w] = false
                        component[w] = componentCount
                    }
                    memberOrder.append(contentsOf: stack[first...])
                    memberStart.append(memberOrder.count)
                    stack.removeSubrange(first...)
                    componentCount += 1
                }
                if let parent = frames.last?.vertex { low[parent] = min(low[parent], low[v]) }
            }
        }
    }

    /// The members of component `component`, in discovery order: the first
    /// is where a walk from the roots enters it.
    func members(of component: Int) -> ArraySlice<Int> {
        memberOrder[memberStart[component]..<memberStart[component + 1]]
    }

    /// The members of each component, each list in discovery order.
    func members() -> [[Int]] {
        (0..<componentCount).map { Array(members(of: $0)) }
    }
}
