/// One line of console input, parsed. Commands are keywords; anything else
/// is an outcome of the current screen (a command wins over an outcome of the
/// same name; `emit NAME` reaches the outcome).
public enum Command: Sendable, Hashable {
    /// The current screen produces `name`, with values for `when` that hold
    /// for this step only.
    case outcome(String, values: [Assignment])
    case back
    case dismiss
    /// The system event `tab NAME|N` (format 2): select a tab by its
    /// flow's name or its position from 1.
    case tab(String)
    case outcomes
    case `where`
    case history
    case undo
    case reset
    case set(Assignment)
    /// `set` alone: show the context.
    case showContext
    case unset(String)
    case help
    case quit
    case expect(Expectation)
    /// `open-link URL` (format 2): start again and take the walk that
    /// shows the link's target, each step of it a step for `undo`.
    case openLink(String)
    /// `path-to NODE` (format 2): print the shortest walk from here that
    /// shows NODE (`Flow.NODE` allowed); changes nothing.
    case pathTo(String)
    /// `save-walk FILE` (format 2): write the steps since the last start
    /// as a walk script that replays to the current state.
    case saveWalk(String)

    /// Whether the command moves the interpreter (and so counts for `undo`).
    public var isStep: Bool {
        switch self {
        case .outcome, .back, .dismiss, .tab: true
        default: false
        }
    }
}

/// `VAR=VALUE`, kept in the order written so output repeats it faithfully.
public struct Assignment: Sendable, Hashable {
    /// The name before the first `=`.
    public var variable: String
    /// Everything after it, as written.
    public var value: String

    /// `variable=value`.
    public init(_ variable: String, _ value: String) {
        self.variable = variable
        self.value = value
    }

    /// As written: `VAR=VALUE`.
    public var text: String { "\(variable)=\(value)" }
}

/// A check of the state, for scripts.
public enum Expectation: Sendable, Hashable {
    /// The current screen is `screen` (of `flow`, when one is named).
    case screen(flow: String?, screen: String)
    case flow(String)
    /// The top layer holds exactly these screens, bottom to top. An item may
    /// be `Flow.Screen` to pin its flow.
    case stack([String])
    case layers(Int)
    case finished(String)
    /// Exactly these coordinators are alive, root first (depth-first).
    case flows([String])
    /// The topmost tab bar has the tab of this flow selected.
    case tab(String)
    /// The current screen holds these input values (others may be there too).
    case values([Assignment])

    /// The words that may follow `expect`, for help, completion and did-you-mean.
    public static let kinds = ["screen", "flow", "stack", "layers", "finished", "flows", "tab", "values"]
}
