/// What one read from the user gives.
public enum LineInput: Sendable, Hashable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: drop the line being typed, keep the session.
    case interrupted
    /// Ctrl-D or the end of a pipe: leave.
    case endOfInput
}

/// Where the interactive loop gets its lines: the line editor on a terminal,
/// a list of lines in tests. Keeps the console free of terminal I/O.
public protocol LineSource {
    /// The next line, shown after `prompt` where there is someone to see it.
    mutating func readLine(prompt: String) -> LineInput
}

/// Lines from memory, for tests and for anything already read.
public struct ScriptedLines: LineSource {
    private var remaining: ArraySlice<String>
    /// The prompts shown, in order; tests check them.
    public private(set) var prompts: [String] = []

    /// Gives `lines` in order, then the end of input.
    public init(_ lines: [String]) {
        remaining = lines[...]
    }

    /// The next line, recording `prompt`.
    public mutating func readLine(prompt: String) -> LineInput {
        prompts.append(prompt)
        guard let line = remaining.popFirst() else { return .endOfInput }
        return .line(line)
    }
}
