// Non-variadic wrappers around libedit calls Swift cannot make directly
// (el_set, el_get and history are variadic), plus the parts that must be C:
// the prompt and completion callbacks libedit calls, and the SIGINT/SIGWINCH
// handlers, which may only touch async-signal-safe state.
#ifndef FLOWGRAPH_EDITLINE_SHIMS_H
#define FLOWGRAPH_EDITLINE_SHIMS_H

#include <stddef.h>

/// One libedit session: EditLine + History + the prompt and completion hook.
typedef struct fg_editor fg_editor;

/// Called when Tab is pressed. `line_before_cursor` is the UTF-8 text left of
/// the cursor. Returns a libedit CC_* code (see fg_editor_cc_*).
typedef unsigned char (*fg_complete_fn)(void *context, fg_editor *editor,
                                        const char *line_before_cursor);

/// Creates a session on stdin/stdout/stderr in emacs mode with Tab bound to
/// `complete` (may be NULL). Returns NULL if libedit cannot start.
fg_editor *fg_editor_create(const char *program_name, int history_size,
                            fg_complete_fn complete, void *context);
/// Frees the session and puts the terminal back the way it was.
void fg_editor_destroy(fg_editor *editor);

/// What fg_editor_gets ended with.
typedef enum {
    FG_READ_LINE = 0,
    FG_READ_INTERRUPTED = 1,
    FG_READ_END = 2,
} fg_read_status;

/// Reads one line with `prompt`. On FG_READ_LINE returns the line as libedit
/// gives it (with its trailing newline; owned by libedit, valid until the
/// next call). While reading, SIGINT and SIGWINCH are handled here and the
/// previous handlers are restored before returning.
const char *fg_editor_gets(fg_editor *editor, const char *prompt,
                           fg_read_status *status);

/// Adds an entry to libedit's in-memory history (Up/Down recall).
int fg_editor_history_enter(fg_editor *editor, const char *line);

/// For completion callbacks: insert text at the cursor / print text above
/// the line being edited (the callback then returns fg_editor_cc_redisplay).
int fg_editor_insert(fg_editor *editor, const char *text);
void fg_editor_write(fg_editor *editor, const char *text);

/// Width of the terminal on stdout in columns, or 0 if unknown.
int fg_terminal_columns(void);

/// libedit's CC_* return codes, as values Swift can see.
extern const unsigned char fg_editor_cc_refresh;
extern const unsigned char fg_editor_cc_redisplay;
extern const unsigned char fg_editor_cc_error;

#endif
