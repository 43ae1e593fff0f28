import FlowIndex
import FlowModel

/// The contexts exploration tries: each variable some `when` reads, unset
/// or holding one of the values a `when` compares it with. A context is
/// one choice per variable (`0` unset, `k` the k-th value), numbered once.
struct ContextSpace {
    /// Sorted, so that exploration is the same from run to run.
    let variables: [String]
    /// Each variable's values, sorted.
    let values: [[String]]
    /// The contexts met so far, by number, as choices and as the
    /// dictionary a step reads.
    private(set) var choices: [[UInt16]] = []
    private(set) var dictionaries: [[String: String]] = []
    private var numbers: [[UInt16]: Int32] = [:]
    /// The variables a step from each node may read, by position in
    /// `variables`; found when a node is first met.
    private var relevant: [NodeID: [Int]] = [:]
    private let program: RunningProject
    private let position: [String: Int]
    /// The flow nodes and tabs nodes that start each flow: a child's
    /// `finish` or `back` runs their handlers.
    private let startedBy: [FlowID: [NodeID]]

    init(program: RunningProject, conditionValues: [String: Set<String>]) {
        self.program = program
        variables = conditionValues.keys.sorted()
        values = variables.map { conditionValues[$0]!.sorted() }
        position = Dictionary(uniqueKeysWithValues: variables.enumerated().map { ($1, $0) })
        var startedBy: [FlowID: [NodeID]] = [:]
        for node in program.nodes.ids {
            if let child = program.nodes[node].kind.child { startedBy[child, default: []].append(node) }
            for case let tab? in program.tabBars[node]?.flows ?? [] { startedBy[tab, default: []].append(node) }
        }
        self.startedBy = startedBy
        _ = number(of: [UInt16](repeating: 0, count: variables.count))
    }

    /// The number of the context with these choices.
    mutating func number(of choice: [UInt16]) -> Int32 {
        if let known = numbers[choice] { return known }
        let next = Int32(choices.count)
        numbers[choice] = next
        choices.append(choice)
        var dictionary: [String: String] = [:]
        for (variable, value) in choice.enumerated() where value > 0 {
            dictionary[variables[variable]] = values[variable][Int(value) - 1]
        }
        dictionaries.append(dictionary)
        return next
    }

    /// The variables a step from `node` may read: the `when`s of its
    /// handlers (its own and inherited), of the starts of the flows they
    /// start, and of the handlers a parent runs when its flow ends.
    mutating func variables(readAt node: NodeID) -> [Int] {
        if let known = relevant[node] { return known }
        var read: Set<Int> = []
        func add(_ conditions: [Condition]?) {
            for condition in conditions ?? [] {
                if let index = position[condition.variable] { read.insert(index) }
            }
        }
        func addStart(of flow: FlowID?) {
            guard let flow, case .alternatives(let starts) = program.starts[flow] else { return }
            for start in starts { add(start.conditions) }
        }
        func addAlternatives(of handler: HandlerID) {
            for alternative in program.handlers[handler].alternatives {
                add(program.alternatives[alternative].conditions)
                guard let target = program.alternatives[alternative].target.node else { continue }
                addStart(of: program.nodes[target].kind.child)
                for tab in program.tabBars[target]?.flows ?? [] { addStart(of: tab) }
            }
        }
        for handler in program.nodes[node].handlers { addAlternatives(of: handler) }
        for handler in program.inheritedHandlers(of: node) { addAlternatives(of: handler) }
        for parent in startedBy[program.nodes[node].flow] ?? [] {
            for handler in program.nodes[parent].handlers { addAlternatives(of: handler) }
        }
        let result = read.sorted()
        relevant[node] = result
        return result
    }

    /// The contexts a step from `node` may be taken in, starting from
    /// context `context`: itself first, then every combination of values of
    /// the variables the node reads (one variable changed at a time when
    /// the combinations would be too many).
    mutating func variants(of context: Int32, readAt node: NodeID) -> [Int32] {
        let read = variables(readAt: node)
        let base = choices[Int(context)]
        var results: [Int32] = [context]
        let combinations = read.reduce(1) { product, variable in
            product > Self.maxCombinations ? product : product * (values[variable].count + 1)
        }
        if combinations <= Self.maxCombinations {
            var choice = base
            func assign(_ index: Int) {
                guard index < read.count else {
                    if choice != base { results.append(number(of: choice)) }
                    return
                }
                let variable = read[index]
                for value in 0...UInt16(values[variable].count) {
                    choice[variable] = value
                    assign(index + 1)
                }
                choice[variable] = base[variable]
            }
            assign(0)
        } else {
            for variable in read {
                for value in 0...UInt16(values[variable].count) where value != base[variable] {
                    var choice = base
                    choice[variable] = value
                    results.append(number(of: choice))
                }
            }
        }
        return results
    }

    /// The most contexts a step is tried in when every combination is.
    static let maxCombinations = 64
}
