import FlowDiagnostics
import FlowModel
import FlowParallel

/// Runs every registered rule over a project.
public enum Validator {
    /// The diagnostics of every rule, unsorted (the caller merges them with
    /// the parser's and decoder's and sorts once).
    /// `projectFile` is where a problem of the whole project (no flows at
    /// all) is reported: the first file read, else the path given.
    /// `filesHaveErrors` says that the parser, decoder or loader reported
    /// errors, so that an empty project is not reported as empty too.
    public static func check(
        _ project: Project, projectFile: String = "Flows", filesHaveErrors: Bool = false,
        rules: [any Rule.Type] = RuleRegistry.all
    ) -> [Diagnostic] {
        check(
            ValidationContext(project: project, projectFile: projectFile, filesHaveErrors: filesHaveErrors),
            rules: rules)
    }

    /// The same over a context the caller built, so that it can keep the
    /// context's resolved project (`graph` draws with it) instead of resolving it again.
    /// With `threads` above one, the rules run side by side, each on one
    /// thread; the result is the same for any number of threads.
    public static func check(
        _ context: ValidationContext, rules: [any Rule.Type] = RuleRegistry.all, threads: Int = 1
    ) -> [Diagnostic] {
        var found = findings(of: rules, in: context, threads: threads)
        var diagnostics: [Diagnostic] = []
        for index in found.indices {
            // The first rule with findings hands its array over as it is:
            // appending copies every diagnostic, and usually one rule has
            // nearly all of them.
            if diagnostics.isEmpty { swap(&diagnostics, &found[index]) } else { diagnostics += found[index] }
        }
        // `ignore` lists (format 2): most projects have none.
        guard var silencing = Silencing(context) else { return diagnostics }
        silencing.silence(&diagnostics)
        if rules.contains(where: { $0 == UnusedIgnoreRule.self }) {
            var unused = UnusedIgnoreRule.unused(
                silencing, context, ran: Set(rules.map { $0.description.id }))
            silencing.silence(&unused)
            diagnostics += unused
        }
        return diagnostics
    }

    /// Each rule's diagnostics, in the order of `rules`. On several threads
    /// the rules are started heaviest first, so that no thread is left
    /// with a long rule when the others are done.
    static func findings(of rules: [any Rule.Type], in context: ValidationContext, threads: Int) -> [[Diagnostic]] {
        guard threads > 1 else { return rules.map { $0.init().check(context) } }
        let order = rules.indices.sorted { heaviness(rules[$0]) > heaviness(rules[$1]) }
        let found = ParallelMap.map(order, workers: threads) { rules[$0].init().check(context) }
        var inRuleOrder = [[Diagnostic]](repeating: [], count: rules.count)
        for (position, index) in order.enumerated() { inRuleOrder[index] = found[position] }
        return inRuleOrder
    }

    /// The rules that take longest on a large project, longest first
    /// (`flowgraph-bench phases DIR --each-rule` on the 100k preset); the
    /// rest follow in their registry order.
    static let heaviestFirst: [any Rule.Type] = [
        MissingInputRule.self, UnreachableLinkRule.self, MisplacedTabsRule.self, PopTargetRule.self,
        UnhandledOutputRule.self, PushCycleRule.self,
    ]

    private static func heaviness(_ rule: any Rule.Type) -> Int {
        let rank = heaviestFirst.firstIndex { $0 == rule }
        return rank.map { heaviestFirst.count - $0 } ?? 0
    }
}
