/// Writes a small, schema-valid project from fuzz bytes for the runtime
/// target: up to 3 flows (the first is the entry; flow nodes only start a
/// later flow, so there is no recursion), up to 4 screens each, handlers of
/// every transition kind, modal styles, `navigation: false`, `when`
/// alternatives and overridden `back`/`dismiss`. Names are fixed patterns,
/// so the bytes choose shape, never spelling.
enum ProjectGenerator {
    static let events = ["next", "open", "close", "back", "dismiss"]

    static func yaml(_ r: inout ByteReader) -> String {
        let flowCount = 1 + r.pick(3)
        let outcomes = (0..<flowCount).map { _ in 1 + r.pick(2) }
        var documents: [String] = []
        for f in 0..<flowCount {
            let screens = 1 + r.pick(4)
            var text = "flow: F\(f)\n"
            if f == 0 { text += "entry: true\n" }
            text += "start: S0\noutcomes: [\((0..<outcomes[f]).map { "o\($0)" }.joined(separator: ", "))]\nscreens:\n"
            for s in 0..<screens {
                text += "  S\(s):\n"
                // A flow node starts a later flow and handles its outcomes.
                let child = f + 1 < flowCount && s > 0 && r.chance(30) ? f + 1 + r.pick(flowCount - f - 1) : nil
                let handled: [String]
                if let child {
                    text += "    flow: F\(child)\n"
                    handled = (0..<outcomes[child]).map { "o\($0)" }.filter { _ in r.chance(70) }
                } else {
                    handled = events.filter { _ in r.chance(45) }
                }
                guard !handled.isEmpty else { continue }
                text += "    on:\n"
                for event in handled {
                    text += "      \(event): \(transition(&r, screens: screens, outcomes: outcomes[f]))\n"
                }
            }
            documents.append(text)
        }
        return documents.joined(separator: "---\n")
    }

    static func transition(_ r: inout ByteReader, screens: Int, outcomes: Int) -> String {
        if r.chance(15) {
            // Alternatives: a conditional one, then a fallback.
            return
                "[{ when: { idiom: pad }, \(mappingForm(&r, screens: screens)) }, \(simple(&r, screens: screens, outcomes: outcomes))]"
        }
        if r.chance(20) { return "{ \(mappingForm(&r, screens: screens)) }" }
        return simple(&r, screens: screens, outcomes: outcomes)
    }

    static func simple(_ r: inout ByteReader, screens: Int, outcomes: Int) -> String {
        switch r.pick(7) {
        case 0: "push S\(r.pick(screens))"
        case 1: "modal S\(r.pick(screens))"
        case 2: "replace S\(r.pick(screens))"
        case 3: "finish o\(r.pick(outcomes))"
        case 4: "back"
        case 5: "dismiss"
        default: "stay"
        }
    }

    static func mappingForm(_ r: inout ByteReader, screens: Int) -> String {
        var text = "modal: S\(r.pick(screens))"
        if r.chance(50) { text += ", style: \(["sheet", "fullscreen", "popover"][r.pick(3)])" }
        if r.chance(40) { text += ", navigation: false" }
        return text
    }
}
