/// Writes a small, schema-valid project from fuzz bytes for the runtime
/// target: up to 3 flows (the first is the entry; flow nodes and tabs nodes
/// only start later flows, so there is no recursion), up to 4 screens each,
/// handlers of every transition kind, modal styles, `navigation: false`,
/// `when` alternatives and overridden `back`/`dismiss`, and format 2's
/// parts: start lists, a flow's own `on`, tabs nodes with `selected`, a flow
/// node's chosen `start`, `pop` with and without a target, `from:`,
/// `dismissing:` and `ignore`. Names are fixed patterns, so the bytes choose
/// shape, never spelling.
enum ProjectGenerator {
    static let events = ["next", "open", "close", "back", "dismiss"]
    static let flowWideEvents = ["expired", "failed", "next"]
    static let warnings = ["dead-end", "push-cycle", "pop-target", "unreachable-screen", "unused-ignore"]

    static func yaml(_ r: inout ByteReader) -> String {
        let flowCount = 1 + r.pick(3)
        let outcomes = (0..<flowCount).map { _ in 1 + r.pick(2) }
        let screenCounts = (0..<flowCount).map { _ in 1 + r.pick(4) }
        var documents: [String] = []
        for f in 0..<flowCount {
            let screens = screenCounts[f]
            var text = "flow: F\(f)\n"
            if f == 0 { text += "entry: true\n" }
            if r.chance(20) {
                text += "start:\n  - { when: { idiom: pad }, node: S\(r.pick(screens)) }\n  - S0\n"
            } else {
                text += "start: S0\n"
            }
            text += "outcomes: [\((0..<outcomes[f]).map { "o\($0)" }.joined(separator: ", "))]\n"
            if r.chance(10) { text += "ignore: [\(warnings[r.pick(warnings.count)])]\n" }
            if r.chance(25) {
                text += "on:\n"
                for event in flowWideEvents where r.chance(50) {
                    text += "  \(event): \(transition(&r, screens: screens, outcomes: outcomes[f]))\n"
                }
            }
            text += "screens:\n"
            for s in 0..<screens {
                text += "  S\(s):\n"
                if r.chance(5) { text += "    ignore: [\(warnings[r.pick(warnings.count)])]\n" }
                let handled: [String]
                // A flow node or a tabs node starts later flows and handles their outcomes.
                let later = f + 1 < flowCount && s > 0 && r.chance(30) ? f + 1 + r.pick(flowCount - f - 1) : nil
                if let child = later, r.chance(30) {
                    let tabs = Array(child..<flowCount).filter { $0 == child || r.chance(50) }
                    text += "    tabs: [\(tabs.map { "F\($0)" }.joined(separator: ", "))]\n"
                    if r.chance(30) { text += "    selected: F\(tabs[r.pick(tabs.count)])\n" }
                    let declared = Set(tabs.flatMap { tab in (0..<outcomes[tab]).map { "o\($0)" } })
                    handled = declared.sorted().filter { _ in r.chance(70) }
                } else if let child = later {
                    text += "    flow: F\(child)\n"
                    if r.chance(30) { text += "    start: S\(r.pick(screenCounts[child]))\n" }
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
        switch r.pick(9) {
        case 0: "push S\(r.pick(screens))"
        case 1: "modal S\(r.pick(screens))"
        case 2: "replace S\(r.pick(screens))"
        case 3: "finish o\(r.pick(outcomes))"
        case 4: "back"
        case 5: "dismiss"
        case 6: "pop"
        case 7: "pop S\(r.pick(screens))"
        default: "stay"
        }
    }

    static func mappingForm(_ r: inout ByteReader, screens: Int) -> String {
        switch r.pick(4) {
        case 0:
            var text = "push: S\(r.pick(screens))"
            if r.chance(50) { text += ", from: S\(r.pick(screens))" }
            if r.chance(30) { text += ", dismissing: true" }
            return text
        case 1:
            return r.chance(50) ? "pop: S\(r.pick(screens))" : "pop:"
        default:
            var text = "modal: S\(r.pick(screens))"
            if r.chance(50) { text += ", style: \(["sheet", "fullscreen", "popover"][r.pick(3)])" }
            if r.chance(40) { text += ", navigation: false" }
            if r.chance(20) { text += ", dismissing: true" }
            return text
        }
    }
}
