import FlowModel

/// The one wording of a transition in a few words, as the REPL lists
/// choices and effects: "push Detail", "modal Composer (fullscreen)",
/// "modal EditAddress (sheet, flow AddressEditor)", "finish done".
public enum TransitionText {
    /// `target` as written; `childFlow` is the flow the target node
    /// starts, when it is a flow node.
    public static func describe(
        _ kind: TransitionKind, target: String, style: ModalStyle, hasNavigation: Bool,
        childFlow: String?
    ) -> String {
        var notes = ""
        switch kind {
        case .push, .replace: break
        case .modal:
            notes = style.rawValue
            if !hasNavigation { notes += ", no navigation" }
        case .finish: return "finish \(target)"
        case .pop: return target.isEmpty ? "pop" : "pop \(target)"
        case .back, .dismiss, .stay: return kind.rawValue
        }
        if let childFlow { notes += notes.isEmpty ? "flow \(childFlow)" : ", flow \(childFlow)" }
        let text = "\(kind.rawValue) \(target)"
        return notes.isEmpty ? text : "\(text) (\(notes))"
    }
}
