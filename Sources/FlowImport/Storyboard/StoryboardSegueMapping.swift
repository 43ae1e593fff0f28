/// What each segue kind becomes, and what that leaves out.
enum StoryboardSegueMapping {
    /// A transition and, when it is an approximation, the note's kind and
    /// detail.
    struct Mapped {
        var transition: ImportedTransition
        var note: (kind: String, detail: String)?
    }

    /// The transition for a segue of `kind` to the node `node`;
    /// `presentationStyle` is the segue's, else its destination's.
    static func map(_ segue: StoryboardSegue, to node: String, presentationStyle: String?) -> Mapped {
        switch segue.kind {
        case "show", "push":
            return Mapped(transition: .push(node))
        case "showDetail":
            return Mapped(
                transition: .push(node),
                note: (
                    "show detail",
                    "a showDetail segue to \(node) became a push (its split view's secondary is not modelled)"
                ))
        case "presentation", "modal":
            return modal(to: node, style: presentationStyle)
        case "splitDetail":
            return Mapped(
                transition: .push(node),
                note: ("split view", "the split view's secondary \(node) is pushed from its primary, as on an iPhone"))
        case "popoverPresentation", "popover":
            return Mapped(transition: .modal(node, style: .popover))
        case "custom":
            let type = segue.customClass.map { " (\($0))" } ?? ""
            return Mapped(
                transition: .push(node),
                note: ("custom segue", "a custom segue\(type) to \(node) became a push: check what its class does"))
        case "replace":
            return Mapped(
                transition: .push(node),
                note: ("show detail", "an iPad replace segue to \(node) became a push"))
        default:
            return Mapped(
                transition: .push(node),
                note: ("unknown segue", "a segue of kind '\(segue.kind)' to \(node) became a push"))
        }
    }

    private static func modal(to node: String, style: String?) -> Mapped {
        switch style {
        case nil, "automatic", "pageSheet", "formSheet":
            return Mapped(transition: .modal(node))
        case "fullScreen", "overFullScreen":
            return Mapped(transition: .modal(node, style: .fullscreen))
        case "popover":
            return Mapped(transition: .modal(node, style: .popover))
        case let other?:
            return Mapped(
                transition: .modal(node),
                note: (
                    "presentation style", "presented \(other) (over the current context) to \(node), written as a sheet"
                ))
        }
    }

    /// The words of an unwind action that name where it goes:
    /// `unwindToMenuWithSegue:` is `menu`.
    static func unwindKey(_ action: String) -> String {
        var key = action.split(separator: ":").first.map(String.init) ?? action
        for suffix in ["WithSegue", "Segue", "With", "Sender"] where key.hasSuffix(suffix) {
            key = String(key.dropLast(suffix.count))
        }
        for prefix in ["unwindTo", "backTo", "returnTo", "goBackTo", "exitTo", "unwind", "prepareForUnwind"]
        where key.lowercased().hasPrefix(prefix.lowercased()) {
            key = String(key.dropFirst(prefix.count))
            break
        }
        return key.lowercased()
    }
}
