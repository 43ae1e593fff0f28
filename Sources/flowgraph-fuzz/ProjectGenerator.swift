/// Writes a small, schema-valid project from fuzz bytes for the runtime
/// target: up to 4 flows (the first is the entry; flow nodes and tabs nodes
/// only start later flows, so there is no recursion), up to 4 screens each,
/// handlers of every transition kind, modal styles, `navigation: false`,
/// `when` alternatives, overridden `back`/`dismiss`, and format 2's tabs
/// nodes, `pop`, `from:`, `dismissing:`, a flow's own `on`, a flow node's
/// `start` and `start` lists; data (`inputs` of flows and screens,
/// `outputs`, payloads) and `links`. Names are fixed patterns, so the bytes choose
/// shape, never spelling; the rules may still fail (a tab bar pushed, a pop
/// to a screen not in the stack), which the interpreter must refuse cleanly.
enum ProjectGenerator {
    static let events = ["next", "open", "close", "back", "dismiss"]
    /// Warning rules an `ignore` list may name.
    static let ignorable = ["dead-end", "unreachable-screen", "push-cycle", "pop-target", "unused-outcome"]

    static func yaml(_ r: inout ByteReader) -> String {
        let flowCount = 1 + r.pick(4)
        let outcomes = (0..<flowCount).map { _ in 1 + r.pick(2) }
        let sizes = (0..<flowCount).map { _ in 1 + r.pick(4) }
        var documents: [String] = []
        for f in 0..<flowCount {
            let screens = sizes[f]
            var text = "flow: F\(f)\n"
            if f == 0 { text += "entry: true\n" }
            text += start(&r, screens: screens)
            if r.chance(30) {
                // The mapping form, some outcomes carrying the value `v`.
                text += "outcomes:\n"
                for o in 0..<outcomes[f] { text += "  o\(o):\(r.chance(50) ? " { v: T }" : "")\n" }
            } else {
                text += "outcomes: [\((0..<outcomes[f]).map { "o\($0)" }.joined(separator: ", "))]\n"
            }
            if r.chance(20) { text += "inputs: { v: T }\n" }
            if r.chance(25) {
                text += "links:\n"
                for l in 0..<(1 + r.pick(2)) {
                    let pattern = r.chance(50) ? "/f\(f)/l\(l)/{v}" : "/f\(f)/l\(l)"
                    text += "  \(pattern): S\(r.pick(screens))\n"
                }
            }
            if r.chance(10) { text += "ignore: [\(ignorable[r.pick(ignorable.count)])]\n" }
            if r.chance(30) {
                // The flow's own `on`, inherited by every screen.
                let shared = events.filter { _ in r.chance(30) }
                if !shared.isEmpty {
                    text += "on:\n"
                    for event in shared {
                        text += "  \(event): \(transition(&r, screens: screens, outcomes: outcomes[f]))\n"
                    }
                }
            }
            text += "screens:\n"
            for s in 0..<screens {
                text += "  S\(s):\n"
                if r.chance(5) { text += "    ignore: [\(ignorable[r.pick(ignorable.count)])]\n" }
                let later = Array((f + 1)..<flowCount)
                let handled: [String]
                if !later.isEmpty, r.chance(15) {
                    // A tabs node: one or two later flows, one of them maybe selected.
                    var tabs = [later[r.pick(later.count)]]
                    if later.count > 1, r.chance(60), let other = later.first(where: { $0 != tabs[0] }) {
                        tabs.append(other)
                    }
                    text += "    tabs: [\(tabs.map { "F\($0)" }.joined(separator: ", "))]\n"
                    if r.chance(40) { text += "    selected: F\(tabs[r.pick(tabs.count)])\n" }
                    let most = tabs.map { outcomes[$0] }.max() ?? 1
                    handled = (0..<most).map { "o\($0)" }.filter { _ in r.chance(70) } + (r.chance(20) ? ["back"] : [])
                } else if s > 0, !later.isEmpty, r.chance(30) {
                    // A flow node starts a later flow and handles its outcomes.
                    let child = later[r.pick(later.count)]
                    text += "    flow: F\(child)\n"
                    if r.chance(25) { text += "    start: S\(r.pick(sizes[child]))\n" }
                    handled = (0..<outcomes[child]).map { "o\($0)" }.filter { _ in r.chance(70) }
                } else {
                    handled = events.filter { _ in r.chance(45) }
                    if r.chance(20) { text += "    inputs: { v: T }\n" }
                    let carrying = handled.filter { $0 != "back" && $0 != "dismiss" && r.chance(30) }
                    if !carrying.isEmpty {
                        text += "    outputs: { \(carrying.map { "\($0): { v: T }" }.joined(separator: ", ")) }\n"
                    }
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

    /// `start: S0`, or a list chosen by `idiom` (sometimes with no fallback).
    static func start(_ r: inout ByteReader, screens: Int) -> String {
        guard r.chance(15) else { return "start: S0\n" }
        let chosen = "{ when: { idiom: pad }, node: S\(r.pick(screens)) }"
        return r.chance(80) ? "start: [\(chosen), S0]\n" : "start: [\(chosen)]\n"
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
            return "push: S\(r.pick(screens)), from: S\(r.pick(screens))"
        case 1:
            return "\(["push", "modal", "replace"][r.pick(3)]): S\(r.pick(screens)), dismissing: true"
        default:
            var text = "modal: S\(r.pick(screens))"
            if r.chance(50) { text += ", style: \(["sheet", "fullscreen", "popover"][r.pick(3)])" }
            if r.chance(40) { text += ", navigation: false" }
            if r.chance(15) { text += ", dismissing: true" }
            return text
        }
    }
}
