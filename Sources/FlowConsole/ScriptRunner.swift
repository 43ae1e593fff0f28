import FlowDiagnostics

/// Runs a script: each line as a command, echoed after the prompt so the
/// output reads as a transcript. The first expectation that fails, or the
/// first line that cannot be carried out, stops the script with status 1
/// and `FILE:LINE:` in front of the message.
public struct ScriptRunner {
    /// The console the script's lines act on, as the script left it.
    public private(set) var console: Console
    /// The name the script is reported under (`-` reads as `<stdin>`).
    public let file: String

    /// A runner for the script read from `file` (`-` for standard input).
    public init(console: Console, file: String) {
        var console = console
        console.refusesUnreadVariables = true
        self.console = console
        self.file = file == "-" ? "<stdin>" : file
    }

    /// The exit status: 0 when every line was carried out and every
    /// expectation held (or `quit` came first), 1 otherwise.
    public mutating func run(_ text: String, output: ConsoleOutput) -> Int32 {
        var expectations = 0
        var lineNumber = 0
        // Lines end as an editor numbers them: LF, CRLF (one Character in
        // Swift) or CR. Not at every `isNewline` (form feed, U+2028...):
        // that would split a comment in two and put FILE:LINE off by one.
        // A byte order mark that an editor put first is not part of line 1.
        let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : text[...]
        for rawLine in body.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        {
            lineNumber += 1
            let line = String(rawLine)
            let trimmed = line.drop(while: CommandParser.isSpace)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            // The line is echoed, and quoted in errors, as diagnostics show
            // a user's text: a NUL or an escape sequence written out.
            output.write(console.prompt + TextRenderer.escapingControlCharacters(String(trimmed)) + "\n")
            switch console.execute(line) {
            case .output(let text):
                output.write(text)
                if case .expect? = try? CommandParser.parse(line) { expectations += 1 }
            case .failure(let error):
                output.writeError(
                    "\(file):\(lineNumber): error: \(TextRenderer.escapingControlCharacters(error.message))\n")
                return 1
            case .expectationFailed(let message):
                output.writeError(
                    "\(file):\(lineNumber): expectation failed: \(TextRenderer.escapingControlCharacters(message))\n")
                return 1
            case .quit:
                return 0
            }
        }
        let steps = console.session.history.count
        output.write(
            "\(file): ok, \(Wording.counted(expectations, "expectation")) held, \(Wording.counted(steps, "step")) at the end\n"
        )
        return 0
    }
}
