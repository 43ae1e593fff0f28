/// A tab bar in DOT: an HTML-like label, the one kind of label whose text
/// is escaped as HTML rather than as a quoted string.
extension DOTRenderer {
    /// A tab bar as an HTML-like table: the node's title over one cell per
    /// tab, each cell the port (`t0`, `t1`, ...) its tab's link leaves from;
    /// the `selected` tab in bold.
    func tabBarTable(title: String, tabs: [String], selected: Int?, faded: Bool) -> String {
        let ink = faded ? "#bbbbbb" : "#000000"
        let text = faded ? "#999999" : "#000000"
        let fill = faded ? "#f7f7f7" : "#fdf2e9"
        var table =
            "<table border=\"1\" cellborder=\"1\" cellspacing=\"0\" cellpadding=\"4\" color=\"\(ink)\" "
            + "bgcolor=\"\(fill)\"><tr><td colspan=\"\(max(1, tabs.count))\"><font color=\"\(text)\">"
            + htmlEscaped(title) + "</font></td></tr><tr>"
        for (index, tab) in tabs.enumerated() {
            let name = index == selected ? "<b>" + htmlEscaped(tab) + "</b>" : htmlEscaped(tab)
            table += "<td port=\"t\(index)\"><font color=\"\(text)\">" + name + "</font></td>"
        }
        if tabs.isEmpty { table += "<td></td>" }
        return table + "</tr></table>"
    }

    /// Text inside an HTML-like label: markup characters as entities, line
    /// breaks as `<br/>`, other control characters as spaces.
    func htmlEscaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\u{2028}", "\u{2029}", "\u{85}": out += "<br/>"
            case "\r": continue
            default:
                if scalar.isControl { out += " " } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
