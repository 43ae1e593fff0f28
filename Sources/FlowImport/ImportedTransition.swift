/// A transition of the flow format, as an importer maps a segue or an
/// action to it.
public enum ImportedTransition: Sendable, Hashable {
    case push(String)
    case modal(String, style: ModalStyle = .sheet, navigation: Bool = true)
    case replace(String)
    case finish(String)
    case back
    case dismiss
    case stay
    /// Pops to the node, or to the flow's first screen when `nil`.
    case pop(String?)

    public enum ModalStyle: String, Sendable, Hashable {
        case sheet, fullscreen, popover
    }

    /// The transition as the format writes it: `push Detail`, or the
    /// mapping form when it has options.
    public var yaml: String {
        switch self {
        case .push(let node): "push \(node)"
        case .modal(let node, .sheet, true): "modal \(node)"
        case .modal(let node, let style, let navigation):
            "{ modal: \(node)"
                + (style == .sheet ? "" : ", style: \(style.rawValue)")
                + (navigation ? "" : ", navigation: false") + " }"
        case .replace(let node): "replace \(node)"
        case .finish(let outcome): "finish \(outcome)"
        case .back: "back"
        case .dismiss: "dismiss"
        case .stay: "stay"
        case .pop(let node?): "pop \(node)"
        case .pop(nil): "pop"
        }
    }
}
