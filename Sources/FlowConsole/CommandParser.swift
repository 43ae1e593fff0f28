import FlowDiagnostics
import FlowModel

/// Turns a line of input into a `Command`. Only the shape is checked here;
/// whether an outcome exists depends on the session's current screen.
public enum CommandParser {
    /// Every command keyword, for help, completion and did-you-mean.
    public static let keywords = [
        "emit", "back", "dismiss", "tab", "outcomes", "where", "history", "undo", "reset",
        "set", "unset", "help", "quit", "expect", "open-link", "path-to",
        "save-walk",
    ]

    /// What separates words: ASCII's blanks (space, tab, CR, form feed,
    /// vertical tab), which an editor shows as space or nothing.
    public static func isSpace(_ c: Character) -> Bool {
        c == " " || c == "\t" || c == "\r" || c == "\u{0C}" || c == "\u{0B}"
    }

    /// nil for a line to skip (empty, or a `#` comment).
    public static func parse(_ line: String) throws(ConsoleError) -> Command? {
        let words = line.split(whereSeparator: isSpace).map(String.init)
        guard let first = words.first, !first.hasPrefix("#") else { return nil }
        let arguments = Array(words.dropFirst())
        switch first {
        case "emit":
            guard let name = arguments.first else {
                throw ConsoleError("emit needs an outcome: emit OUTCOME [VAR=VALUE]...")
            }
            return try outcome(name, arguments.dropFirst())
        case "back": try noArguments(first, arguments); return .back
        case "dismiss": try noArguments(first, arguments); return .dismiss
        case "tab":
            let usage = "tab NAME|N (a tab's flow, or its position from 1)"
            guard arguments.count == 1 else {
                throw ConsoleError(arguments.isEmpty ? "tab needs a tab: \(usage)" : "tab takes one tab: \(usage)")
            }
            let tab = arguments[0]
            let isPosition = tab.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard isIdentifier(tab) || isPosition else { throw ConsoleError("'\(tab)' is not a tab: \(usage)") }
            return .tab(tab)
        case "outcomes": try noArguments(first, arguments); return .outcomes
        case "where": try noArguments(first, arguments); return .where
        case "history": try noArguments(first, arguments); return .history
        case "undo": try noArguments(first, arguments); return .undo
        case "reset": try noArguments(first, arguments); return .reset
        case "help": try noArguments(first, arguments); return .help
        case "quit": try noArguments(first, arguments); return .quit
        case "set":
            if arguments.isEmpty { return .showContext }
            guard arguments.count == 1 else { throw ConsoleError("set takes one assignment: set VAR=VALUE") }
            return .set(try assignment(arguments[0], usage: "set VAR=VALUE"))
        case "unset":
            guard arguments.count == 1 else { throw ConsoleError("unset takes one variable: unset VAR") }
            guard isIdentifier(arguments[0]) else {
                throw ConsoleError("'\(arguments[0])' is not a variable name: unset VAR")
            }
            return .unset(arguments[0])
        case "expect":
            return .expect(try ExpectationParser.parse(arguments))
        case "open-link":
            guard arguments.count == 1 else {
                throw ConsoleError("open-link takes one URL or path: open-link /products/42")
            }
            return .openLink(arguments[0])
        case "path-to":
            let usage = "path-to NODE|Flow.NODE"
            guard arguments.count == 1 else { throw ConsoleError("path-to takes one node: \(usage)") }
            let parts = arguments[0].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard parts.count <= 2, parts.allSatisfy(isIdentifier) else {
                throw ConsoleError("'\(arguments[0])' is not a node name: \(usage)")
            }
            return .pathTo(arguments[0])
        case "save-walk":
            // One word: the console splits at blanks and has no quoting.
            guard arguments.count == 1 else {
                throw ConsoleError("save-walk takes one file name (without spaces): save-walk Flows/walks/new.walk")
            }
            return .saveWalk(arguments[0])
        default:
            return try outcome(first, arguments[...])
        }
    }

    private static func outcome(_ name: String, _ arguments: ArraySlice<String>) throws(ConsoleError) -> Command {
        guard isIdentifier(name) else {
            let suggestion = Suggestions.closest(to: name, in: keywords)
            throw ConsoleError("'\(name)' is neither a command nor an outcome name", suggestion: suggestion)
        }
        return .outcome(name, values: try assignments(arguments, usage: "\(name) VAR=VALUE..."))
    }

    /// `A=1 B=2`, each name at most once.
    static func assignments(_ words: ArraySlice<String>, usage: String) throws(ConsoleError) -> [Assignment] {
        var values: [Assignment] = []
        for word in words {
            let value = try assignment(word, usage: usage)
            if let first = values.first(where: { $0.variable == value.variable }) {
                throw ConsoleError(
                    "'\(value.variable)' is given twice ('\(first.text)' and '\(value.text)'): give each value once")
            }
            values.append(value)
        }
        return values
    }

    private static func assignment(_ word: String, usage: String) throws(ConsoleError) -> Assignment {
        guard let equals = word.firstIndex(of: "=") else {
            throw ConsoleError("expected VAR=VALUE, found '\(word)': \(usage)")
        }
        let variable = String(word[..<equals])
        guard isIdentifier(variable) else {
            throw ConsoleError("'\(variable)' is not a variable name in '\(word)': \(usage)")
        }
        return Assignment(variable, String(word[word.index(after: equals)...]))
    }

    private static func noArguments(_ command: String, _ arguments: [String]) throws(ConsoleError) {
        guard arguments.isEmpty else {
            throw ConsoleError("\(command) takes no arguments (found '\(arguments.joined(separator: " "))')")
        }
    }

    /// Whether `word` is a name as flow files write names (`Identifier`).
    public static func isIdentifier(_ word: String) -> Bool {
        Identifier.isValid(word)
    }
}
