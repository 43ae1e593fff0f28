/// The REPL: read a line, carry it out, report. Errors are only reported and
/// change nothing; only `quit` and the end of input end the session.
public enum InteractiveLoop {
    /// Runs until `quit` or end of input. `afterLine` receives every
    /// non-blank line once it has been carried out, with the console as it
    /// is then (for the editor's history and completion).
    public static func run<Source: LineSource>(
        _ console: inout Console, source: inout Source, output: ConsoleOutput,
        afterLine: (String, Console) -> Void = { _, _ in }
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
                let reply = console.execute(line)
                if line.contains(where: { $0 != " " && $0 != "\t" }) { afterLine(line, console) }
                switch reply {
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
