import FlowDiagnostics

/// Parses what follows `expect`.
enum ExpectationParser {
    static func parse(_ words: [String]) throws(ConsoleError) -> Expectation {
        guard let kind = words.first else {
            throw ConsoleError("expect needs a check: expect \(Expectation.kinds.joined(separator: "|")) ...")
        }
        let names = Array(words.dropFirst())
        switch kind {
        case "screen":
            let usage = "expect screen NAME|Flow.NAME"
            let parts = try screenName(try single(names, usage: usage), usage: usage)
            return parts.count == 2 ? .screen(flow: parts[0], screen: parts[1]) : .screen(flow: nil, screen: parts[0])
        case "flow":
            return .flow(try identifier(try single(names, usage: "expect flow NAME"), usage: "expect flow NAME"))
        case "finished":
            let usage = "expect finished OUTCOME"
            return .finished(try identifier(try single(names, usage: usage), usage: usage))
        case "layers":
            let text = try single(names, usage: "expect layers N")
            // Digits only: `Int` also takes `+1`.
            guard text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let count = Int(text)
            else {
                throw ConsoleError("'\(text)' is not a number of layers: expect layers N")
            }
            return .layers(count)
        case "stack":
            guard !names.isEmpty else {
                throw ConsoleError("expect stack needs the screens, bottom to top: expect stack A B C")
            }
            for name in names { _ = try screenName(name, usage: "expect stack A B C") }
            return .stack(names)
        case "tab":
            let usage = "expect tab NAME"
            return .tab(try identifier(try single(names, usage: usage), usage: usage))
        case "values":
            let usage = "expect values A=1 B=2"
            guard !names.isEmpty else { throw ConsoleError("expect values needs the values: \(usage)") }
            return .values(try CommandParser.assignments(names[...], usage: usage))
        case "flows":
            guard !names.isEmpty else {
                throw ConsoleError("expect flows needs the flows, root first: expect flows A B")
            }
            for name in names { _ = try identifier(name, usage: "expect flows A B") }
            return .flows(names)
        default:
            throw ConsoleError(
                "unknown expectation '\(kind)'", suggestion: Suggestions.closest(to: kind, in: Expectation.kinds))
        }
    }

    private static func single(_ names: [String], usage: String) throws(ConsoleError) -> String {
        guard names.count == 1 else {
            throw ConsoleError(
                names.isEmpty ? "missing name: \(usage)" : "too many names (\(names.joined(separator: " "))): \(usage)")
        }
        return names[0]
    }

    /// `NAME` or `Flow.NAME`, split at the dot.
    private static func screenName(_ name: String, usage: String) throws(ConsoleError) -> [String] {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2, parts.allSatisfy(CommandParser.isIdentifier) else {
            throw ConsoleError("'\(name)' is not a screen name (NAME or Flow.NAME): \(usage)")
        }
        return parts
    }

    private static func identifier(_ name: String, usage: String) throws(ConsoleError) -> String {
        guard CommandParser.isIdentifier(name) else { throw ConsoleError("'\(name)' is not a name: \(usage)") }
        return name
    }
}
