/// What the data and deep links of format 2 add to the generated flows,
/// written so that the project stays free of errors and warnings: every
/// flow declares the input `sessionId`, so every transition has it, and a
/// screen that needs it always gets it; a payload rides only on a screen's
/// chain outcome, which the screen handles; a link targets a chain screen,
/// reachable from the entry flow with no value the link lacks.
extension FlowWriter {
    /// A flow's `links`: about one flow in 75, one or two links each, to
    /// its chain screens: about 100 links in the 100k-node preset.
    mutating func links(_ index: Int, names: [String]) {
        guard index % 75 == 7 else { return }
        let screens = names.indices.filter { chainNodes[$0].isScreen }
        guard !screens.isEmpty else { return }
        let flow = plan.flows[index].name.lowercased()
        out += "links:\n"
        out += "  /\(flow)/items/{itemId}: \(names[rng.pick(screens)])\n"
        if rng.chance(50) { out += "  /\(flow)/recent/{itemId}: \(names[rng.pick(screens)])\n" }
    }

    /// A screen's `inputs` and `outputs`: some need the session, some chain
    /// outcomes carry the item they chose.
    mutating func data(chainKey: String?) {
        if rng.chance(20) { out += "    inputs: { sessionId: SessionID }\n" }
        if let chainKey, rng.chance(20) { out += "    outputs: { \(chainKey): { itemId: ItemID } }\n" }
    }
}
