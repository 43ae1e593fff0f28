/// Optional ANSI colour. The library never decides whether the output is a
/// terminal; the caller turns colour on.
public struct Styling: Sendable {
    /// Whether text is wrapped in ANSI colour codes.
    public var colored: Bool

    /// Plain unless `colored`.
    public init(colored: Bool = false) {
        self.colored = colored
    }

    /// Where you are: flows and screens.
    func place(_ text: String) -> String { wrap(text, "1;36") }
    /// The current screen, the one every command acts on.
    func current(_ text: String) -> String { wrap(text, "1;32") }
    /// Effects and other secondary text.
    func dim(_ text: String) -> String { wrap(text, "2") }
    func error(_ text: String) -> String { wrap(text, "1;31") }
    func ok(_ text: String) -> String { wrap(text, "32") }

    private func wrap(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
