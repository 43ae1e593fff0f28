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

    /// How a script ended.
    public enum End: Sendable, Hashable {
        /// Every line was carried out and every expectation held.
        case passed(expectations: Int)
        /// `quit` came first.
        case quit
        /// A line could not be carried out, or an expectation failed.
        case failed(ScriptFailure)
    }

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
        switch run(text, echo: output.write) {
        case .passed(let expectations):
            let steps = console.session.history.count
            output.write(
                "\(file): ok, \(Wording.counted(expectations, "expectation")) held, \(Wording.counted(steps, "step")) at the end\n"
            )
            return 0
        case .quit:
            return 0
        case .failed(let failure):
            output.writeError(failure.text + "\n")
            return 1
        }
    }

    /// Runs the lines, giving the transcript to `echo` (each line after
    /// its prompt, then its answer) when there is one to show.
    public mutating func run(_ text: String, echo: ((String) -> Void)?) -> End {
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
            echo?(console.prompt + TextRenderer.escapingControlCharacters(String(trimmed)) + "\n")
            switch console.execute(line) {
            case .output(let text):
                echo?(text)
                if case .expect? = try? CommandParser.parse(line) { expectations += 1 }
            case .failure(let error):
                return .failed(ScriptFailure(file: file, line: lineNumber, kind: .error, message: error.message))
            case .expectationFailed(let message):
                return .failed(
                    ScriptFailure(file: file, line: lineNumber, kind: .expectationFailed, message: message))
            case .quit:
                return .quit
            }
        }
        return .passed(expectations: expectations)
    }
}

/// Where and why a script stopped.
public struct ScriptFailure: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// A line that could not be carried out.
        case error
        /// An `expect` that did not hold.
        case expectationFailed = "expectation failed"
    }

    /// The script, as it is reported.
    public let file: String
    /// The line, from 1.
    public let line: Int
    public let kind: Kind
    /// What went wrong, as the console worded it (unescaped).
    public let message: String

    public init(file: String, line: Int, kind: Kind, message: String) {
        self.file = file
        self.line = line
        self.kind = kind
        self.message = message
    }

    /// `error: MESSAGE` or `expectation failed: MESSAGE`, control
    /// characters written out.
    public var description: String {
        "\(kind.rawValue): \(TextRenderer.escapingControlCharacters(message))"
    }

    /// `FILE:LINE: error: ...`, as `run --script` prints it.
    public var text: String { "\(file):\(line): \(description)" }
}
