import FlowConsole
#if canImport(FoundationEssentials)
import FoundationEssentials  // not Foundation: its libraries and ICU cost memory and startup time
#else
import Foundation
#endif
import LineEditor
import Synchronization

extension Run {
    /// The REPL on a terminal: line editing, history, completion, colour.
    func runInteractive(_ session: Session) {
        let completion = CompletionBox()
        let editor = LineEditor(programName: "flowgraph", historyFile: Self.historyFile()) { line, word in
            completion.model?.candidates(lineBeforeCursor: line, word: word) ?? []
        }
        var console = Console(session: session, styling: Styling(colored: stdoutWantsColor()))
        var source = EditorLines(editor: editor)
        completion.model = CompletionModel(console)
        InteractiveLoop.run(&console, source: &source, output: StandardStreams.flushedOutput) { line, console in
            editor.addToHistory(line)
            completion.model = CompletionModel(console)
        }
        do {
            try editor.saveHistory()
        } catch {
            printError("warning: could not save the history: \(error)")
        }
    }

    /// `$XDG_STATE_HOME/flowgraph/history` when that is set to an absolute
    /// path (the XDG spec ignores a relative one), else `~/.flowgraph_history`.
    /// The folder is made when the first entry is written.
    static func historyFile() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent("flowgraph").appendingPathComponent("history")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".flowgraph_history")
    }
}

/// The latest completion snapshot; the editor's callback reads it while the
/// loop is waiting for input, so a lock keeps the two apart.
final class CompletionBox: Sendable {
    private let stored = Mutex<CompletionModel?>(nil)

    var model: CompletionModel? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}

/// The line editor as the console's line source.
struct EditorLines: LineSource {
    let editor: LineEditor

    mutating func readLine(prompt: String) -> LineInput {
        switch editor.readLine(prompt: prompt) {
        case .line(let line): .line(line)
        case .interrupted: .interrupted
        case .endOfInput: .endOfInput
        }
    }
}
