import FlowModel

/// Deep links of the format made from `<deepLink app:uri>`: the path part
/// only, `{arg}` kept; each pattern once across the whole import, since
/// the format refuses two that could tie.
struct JetpackDeepLinks {
    private var accepted: [LinkPattern] = []
    private var shapes: Set<[String]> = []

    /// The pattern for `uri`, or why there is none; `notes` say what the
    /// path leaves out (query, host of a custom scheme, odd segments).
    mutating func pattern(for uri: String) -> (pattern: String?, notes: [String]) {
        var notes: [String] = []
        var rest = Substring(uri)
        if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            notes.append("its query or fragment '\(rest[query...])' is not matched; only the path is")
            rest = rest[..<query]
        }
        var scheme: Substring?
        if let separator = rest.range(of: "://") {
            scheme = rest[..<separator.lowerBound]
            rest = rest[separator.upperBound...]
        }
        // What remains is `host/path`; a custom scheme's host is often the
        // first part of the route (`myapp://settings`), so it is kept then.
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let host = rest[..<slash]
        var path = rest[slash...]
        let isWeb = scheme == nil || scheme.map { $0.lowercased().hasPrefix("http") || $0.contains("{") } == true
        if !isWeb, !host.isEmpty {
            notes.append("the host '\(host)' of scheme '\(scheme!)' is kept as the first segment of the path")
            path = "/" + host + path
        }
        var segments: [String] = []
        for part in path.split(separator: "/") {
            segments.append(segment(String(part), notes: &notes))
        }
        let text = "/" + segments.joined(separator: "/")
        guard let pattern = try? LinkPattern(parsing: text) else {
            return (nil, notes + ["its path '\(path)' is not a pattern the format takes"])
        }
        let shape = pattern.segments.map { if case .literal(let text) = $0 { text } else { "{}" } }
        if shapes.contains(shape) || accepted.contains(where: { $0.mayTie(with: pattern) }) {
            return (nil, notes + ["its path \(text) is already the link of another destination"])
        }
        shapes.insert(shape)
        accepted.append(pattern)
        return (text, notes)
    }

    /// One path segment: `{name}` with a valid name, literal text, or a
    /// placeholder standing for a segment the format cannot match exactly.
    private func segment(_ part: String, notes: inout [String]) -> String {
        if part.hasPrefix("{"), part.hasSuffix("}"), part.count > 2, !part.dropFirst().dropLast().contains("{") {
            return "{\(JetpackNaming.valueName(String(part.dropFirst().dropLast())))}"
        }
        if let open = part.firstIndex(of: "{"), let close = part[open...].firstIndex(of: "}"), open < close {
            let name = JetpackNaming.valueName(String(part[part.index(after: open)..<close]))
            notes.append("the segment '\(part)' mixes text and a placeholder: it became {\(name)}")
            return "{\(name)}"
        }
        if part.contains("*") {
            notes.append("the wildcard segment '\(part)' became {any}")
            return "{any}"
        }
        return part
    }
}
