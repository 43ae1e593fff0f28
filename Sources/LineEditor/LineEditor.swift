#if canImport(FoundationEssentials)
import FoundationEssentials  // not Foundation: its libraries and ICU cost memory and startup time
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads REPL input lines: with libedit (editing, history, Tab completion)
/// when stdin and stdout are both terminals, otherwise as plain lines from
/// stdin with no prompt, so piped scripts and test transcripts stay clean.
///
/// Not thread-safe: use one instance from one thread (the REPL loop).
///
/// ```swift
/// let editor = LineEditor(programName: "flowgraph", historyFile: historyURL) { line, word in
///     commandNames  // LineEditor keeps only those starting with `word`
/// }
/// loop: while true {
///     switch editor.readLine(prompt: "flowgraph> ") {
///     case .line(let text): editor.addToHistory(text); run(text)
///     case .interrupted: continue
///     case .endOfInput: break loop
///     }
/// }
/// try? editor.saveHistory()
/// ```
///
/// Ctrl-C is caught only while `readLine` waits for input; the previous
/// SIGINT handler is back in place when it returns.
public final class LineEditor {
    /// What one call to `readLine(prompt:)` produced.
    public enum Input: Equatable, Sendable {
        /// A line, without its newline.
        case line(String)
        /// Ctrl-C: the line being typed was dropped; the REPL should prompt again.
        case interrupted
        /// Ctrl-D on an empty line, or the end of piped input. On a terminal
        /// the cursor is still on the prompt's line: print a newline before
        /// anything else.
        case endOfInput
    }

    /// Tab completion: given the text before the cursor and the word the
    /// cursor is in (the text after the last space), returns candidates for
    /// that whole word. Candidates not starting with the word are ignored.
    public typealias Completer = @Sendable (_ lineBeforeCursor: String, _ word: String) -> [String]

    /// True when input is edited with libedit (stdin and stdout are terminals).
    public var isInteractive: Bool { session != nil }

    private let session: InteractiveSession?
    private let plainReader: PlainLineReader?
    private let printsPrompt: Bool
    private let historyFile: URL?
    private var history: HistoryStore
    private var historyFailure: (any Error)?

    /// - Parameters:
    ///   - programName: names this program to libedit (used by `~/.editrc`).
    ///   - historyFile: loaded now if it exists, each new entry appended to
    ///     it as it is added; nil keeps history for this session only. Only
    ///     used interactively: piped input neither reads nor rewrites the
    ///     user's history.
    ///   - historyLimit: the most entries kept, in memory and in the file.
    ///   - completer: Tab completion; nil leaves Tab to libedit's default.
    public convenience init(
        programName: String,
        historyFile: URL?,
        historyLimit: Int = 1000,
        completer: Completer? = nil
    ) {
        let terminal = isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
        self.init(
            programName: programName, historyFile: historyFile, historyLimit: historyLimit,
            completer: completer, interactive: terminal, input: STDIN_FILENO)
    }

    /// `interactive: false` reads plain lines from `input` (tests use a pipe).
    init(
        programName: String, historyFile: URL?, historyLimit: Int, completer: Completer?,
        interactive: Bool, input: Int32
    ) {
        let session =
            interactive
            ? InteractiveSession(programName: programName, historyLimit: historyLimit, completer: completer)
            : nil
        self.session = session
        plainReader = session == nil ? PlainLineReader(fileDescriptor: input) : nil
        // A terminal where libedit would not start still deserves a prompt.
        printsPrompt = interactive && session == nil
        self.historyFile = session == nil ? nil : historyFile
        history = HistoryStore(limit: historyLimit)
        if let session, let historyFile {
            let loaded = HistoryStore.load(from: historyFile, limit: historyLimit)
            history = loaded.store
            for entry in history.entries { session.addToHistory(entry) }
            // Entries are only ever appended; the file is cut back to the
            // limit here, once it has grown well past it.
            if loaded.fileEntries > historyLimit + historyLimit / 2 { try? history.save(to: historyFile) }
        }
    }

    /// Reads the next line, showing `prompt` when interactive.
    public func readLine(prompt: String) -> Input {
        if let session { return session.readLine(prompt: prompt) }
        if printsPrompt {
            print(prompt, terminator: "")
            fflush(nil)  // all streams: `stdout` itself is not concurrency-safe to name
        }
        return plainReader?.readLine().map(Input.line) ?? .endOfInput
    }

    /// Records `line` for Up-arrow recall and adds it to the history file
    /// at once, so a session that is killed keeps it. Blank lines and a
    /// repeat of the previous entry are skipped. No effect when not
    /// interactive. After a first failure to write the file, the session
    /// keeps its history in memory only (`saveHistory()` reports it).
    public func addToHistory(_ line: String) {
        guard let session, history.add(line) else { return }
        session.addToHistory(line)
        guard let historyFile, historyFailure == nil else { return }
        do {
            try HistoryStore.append(line, to: historyFile)
        } catch {
            historyFailure = error
        }
    }

    /// Reports the first failure to write the history file, if any; the
    /// entries themselves were written as they were added. Does nothing
    /// when not interactive or without a history file.
    public func saveHistory() throws {
        if let historyFailure { throw historyFailure }
    }
}
