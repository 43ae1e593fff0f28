import CEditLineShims

/// The libedit side of `LineEditor`: one `fg_editor` from the C shims, plus
/// the Swift end of the Tab-completion callback.
final class InteractiveSession {
    private var editor: OpaquePointer?
    private let completer: LineEditor.Completer?

    /// Returns nil when libedit cannot start (the caller then reads plainly).
    init?(programName: String, historyLimit: Int, completer: LineEditor.Completer?) {
        self.completer = completer
        // Unretained: the C session is destroyed in deinit, so it never
        // outlives the object its context pointer refers to.
        let context = Unmanaged.passUnretained(self).toOpaque()
        let callback: fg_complete_fn? =
            completer == nil
            ? nil
            : { context, editor, line in
                guard let context, let editor, let line else { return fg_editor_cc_error }
                let session = Unmanaged<InteractiveSession>.fromOpaque(context).takeUnretainedValue()
                return session.complete(editor: editor, lineBeforeCursor: String(cString: line))
            }
        guard let editor = fg_editor_create(programName, Int32(clamping: historyLimit), callback, context) else {
            return nil
        }
        self.editor = editor
    }

    deinit {
        fg_editor_destroy(editor)  // also puts the terminal back the way it was
    }

    func readLine(prompt: String) -> LineEditor.Input {
        var status = FG_READ_LINE
        let line = fg_editor_gets(editor, prompt, &status)
        if status == FG_READ_INTERRUPTED { return .interrupted }
        guard status == FG_READ_LINE, let line else { return .endOfInput }
        var text = String(cString: line)
        if text.hasSuffix("\n") { text.removeLast() }
        return .line(text)
    }

    func addToHistory(_ line: String) {
        fg_editor_history_enter(editor, line)
    }

    private func complete(editor: OpaquePointer, lineBeforeCursor line: String) -> UInt8 {
        guard let completer else { return fg_editor_cc_error }
        let word = Completion.cursorWord(in: line)
        switch Completion.action(word: word, candidates: completer(line, word)) {
        case .none:
            return fg_editor_cc_error
        case .insert(let text, let list):
            if !text.isEmpty { fg_editor_insert(editor, text) }
            if list.isEmpty { return fg_editor_cc_refresh }
            let columns = Int(fg_terminal_columns())
            let rows = Completion.columns(list, width: columns > 0 ? columns : 80)
            // \r\n: the terminal is in libedit's raw mode here.
            fg_editor_write(editor, "\r\n" + rows.joined(separator: "\r\n") + "\r\n")
            return fg_editor_cc_redisplay
        }
    }
}
