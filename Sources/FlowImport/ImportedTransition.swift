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
    /// A push with the options of format 2: popping back to `from` first
    /// (Jetpack's `popUpTo`), closing the bare layer it is taken in first
    /// (`dismissing`, an Android dialog that navigates).
    case pushing(String, from: String?, dismissing: Bool)

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
        case .pushing(let node, nil, false): "push \(node)"
        case .pushing(let node, let from, let dismissing):
            "{ push: \(node)" + (from.map { ", from: \($0)" } ?? "") + (dismissing ? ", dismissing: true" : "") + " }"
        }
    }
}
