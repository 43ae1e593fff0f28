/// Tarjan's strongly connected components, with an explicit call stack so a
/// 100,000-vertex chain costs heap rather than thread stack. Linear in
/// vertices plus edges.
struct StronglyConnectedComponents {
    /// The component of each vertex; -1 for vertices no root reaches.
    private(set) var component: [Int]
    /// The order in which the depth-first search first met each vertex; -1
    /// when never met. A component's earliest vertex is where a walk from the
    /// roots enters it.
    private(set) var discovery: [Int]
    private(set) var componentCount = 0

    /// Searches from each of `roots` in turn over `successors[v]`.
    init(successors: [[Int]], roots: [Int]) {
        let count = successors.count
        component = [Int](repeating: -1, count: count)
        discovery = [Int](repeating: -1, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var frames: [(vertex: Int, nextEdge: Int)] = []
        var counter = 0

        for root in roots where discovery[root] == -1 {
            discovery[root] = counter; low[root] = counter; counter += 1
            stack.append(root); onStack[root] = true
            frames.append((root, 0))
            while let frame = frames.last {
                let v = frame.vertex
                if frame.nextEdge < successors[v].count {
                    frames[frames.count - 1].nextEdge += 1
                    let w = successors[v][frame.nextEdge]
                    if discovery[w] == -1 {
                        discovery[w] = counter; low[w] = counter; counter += 1
                        stack.append(w); onStack[w] = true
                        frames.append((w, 0))
                    } else if onStack[w] {
                        low[v] = min(low[v], discovery[w])
                    }
                    continue
                }
                frames.removeLast()
                if low[v] == discovery[v] {
                    while let w = stack.popLast() {
                        onStack[w] = false
                        component[w] = componentCount
                        if w == v { break }
                    }
                    componentCount += 1
                }
                if let parent = frames.last?.vertex { low[parent] = min(low[parent], low[v]) }
            }
        }
    }

    /// The members of each component, each list in discovery order.
    func members() -> [[Int]] {
        var result = [[Int]](repeating: [], count: componentCount)
        let order = discovery.indices.filter { discovery[$0] >= 0 }.sorted { discovery[$0] < discovery[$1] }
        for vertex in order { result[component[vertex]].append(vertex) }
        return result
    }
}
