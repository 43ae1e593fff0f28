/// The REPL: read a line, carry it out, report. Errors are only reported and
/// change nothing; only `quit` and the end of input end the session.
public enum InteractiveLoop {
    /// Runs until `quit` or end of input. `remember` receives every
    /// non-blank line, for the line editor's history.
    public static func run<Source: LineSource>(
        _ console: inout Console, source: inout Source, output: ConsoleOutput,
        remember: (String) -> Void = { _ in }
    ) {
        output.write(console.banner)
        while true {
            switch source.readLine(prompt: console.prompt) {
            case .endOfInput:
                output.write("\n")
                return
            case .interrupted:
                continue
            case .line(let line):
                if line.contains(where: { $0 != " " && $0 != "\t" }) { remember(line) }
                switch console.execute(line) {
                case .output(let text):
                    output.write(text)
                case .failure(let error):
                    output.writeError(console.styling.error("error:") + " \(error.message)\n")
                case .expectationFailed(let message):
                    output.writeError(console.styling.error("expectation failed:") + " \(message)\n")
                case .quit:
                    return
                }
            }
        }
    }
}
