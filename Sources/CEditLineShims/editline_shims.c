#include "editline_shims.h"

#include <histedit.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <locale.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>

const unsigned char fg_editor_cc_refresh = CC_REFRESH;
const unsigned char fg_editor_cc_redisplay = CC_REDISPLAY;
const unsigned char fg_editor_cc_error = CC_ERROR;

struct fg_editor {
    EditLine *el;
    History *history;
    char *prompt;
    fg_complete_fn complete;
    void *context;
    int in_fd;
    // Bytes read after an invalid sequence's first byte: the next
    // characters, returned before anything new is read.
    char pending[MB_LEN_MAX];
    size_t pending_count;
};

// Signal state. A signal may be delivered to any thread of the process (Swift
// programs have several), so a flag alone would not wake the thread blocked in
// read(); the handler also writes to a self-pipe that the reader polls.
static volatile sig_atomic_t fg_sigint_seen = 0;
static volatile sig_atomic_t fg_sigwinch_seen = 0;
static volatile sig_atomic_t fg_sigtstp_seen = 0;
static volatile sig_atomic_t fg_sigcont_seen = 0;
static int fg_wake_pipe[2] = {-1, -1};
static pthread_once_t fg_wake_once = PTHREAD_ONCE_INIT;

static void fg_make_wake_pipe(void) {
    int fds[2];
    if (pipe(fds) != 0) return;
    for (int i = 0; i < 2; i++) {
        fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK);
        fcntl(fds[i], F_SETFD, FD_CLOEXEC);
    }
    fg_wake_pipe[0] = fds[0];
    fg_wake_pipe[1] = fds[1];
}

static void fg_drain_wake_pipe(void) {
    char buf[64];
    if (fg_wake_pipe[0] < 0) return;
    while (read(fg_wake_pipe[0], buf, sizeof buf) > 0) {}
}

static void fg_signal_handler(int signo) {
    int saved = errno;
    if (signo == SIGINT) fg_sigint_seen = 1;
    else if (signo == SIGWINCH) fg_sigwinch_seen = 1;
    else if (signo == SIGTSTP) fg_sigtstp_seen = 1;
    else if (signo == SIGCONT) fg_sigcont_seen = 1;
    if (fg_wake_pipe[1] >= 0) {
        ssize_t ignored = write(fg_wake_pipe[1], "!", 1);
        (void)ignored;
    }
    errno = saved;
}

static char *fg_prompt(EditLine *el) {
    fg_editor *editor = NULL;
    el_get(el, EL_CLIENTDATA, &editor);
    return (editor && editor->prompt) ? editor->prompt : "";
}

// After `fg` (or any SIGCONT): the shell may have reset the terminal, so it
// is prepared for editing again and the prompt and line are drawn anew.
static void fg_resume(EditLine *el) {
    el_set(el, EL_PREP_TERM, 1);
#ifdef EL_REFRESH
    el_set(el, EL_REFRESH);
#endif
}

// Ctrl-Z: the terminal is given back as it was before the editor took it,
// and the process stops as it would have without us. libedit's own signal
// handling (EL_SIGNAL) is off, since it would retry reads that Ctrl-C must
// end, so this is ours to do.
static void fg_suspend(EditLine *el) {
    el_set(el, EL_PREP_TERM, 0);
    struct sigaction stop, ours;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGTSTP, &stop, &ours);
    sigset_t tstp, old_mask;
    sigemptyset(&tstp);
    sigaddset(&tstp, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &tstp, &old_mask);
    // Stops here until `fg` (SIGCONT). In an orphaned process group (no
    // job control) the stop is discarded and this returns at once.
    raise(SIGTSTP);
    pthread_sigmask(SIG_SETMASK, &old_mask, NULL);
    sigaction(SIGTSTP, &ours, NULL);
    fg_resume(el);
    // The SIGCONT that woke us is handled by now (the line was redrawn
    // above); one delivered to another thread later redraws it once more.
    fg_sigcont_seen = 0;
}

// Decodes one character from the first `count` bytes of `bytes`. Returns the
// number of bytes it took, 0 when the bytes are an incomplete sequence that
// more input may finish, and for bytes that are not valid in this locale
// passes the first one through as a character of its own (1), so that a
// stray byte never swallows the characters typed after it.
static size_t fg_decode(const char *bytes, size_t count, wchar_t *out) {
    mbstate_t state;
    memset(&state, 0, sizeof state);
    wchar_t wc;
    size_t used = mbrtowc(&wc, bytes, count, &state);
    if (used == (size_t)-2 && count < MB_LEN_MAX) return 0;
    // glibc still decodes the 5- and 6-byte forms UTF-8 once had, and
    // surrogates, into values that are no character: libedit abort()s on
    // them. They are stray bytes like any other invalid sequence.
    int no_character = used != (size_t)-1 && used != (size_t)-2 && used != 0 &&
                       ((unsigned long)wc > 0x10FFFF || ((unsigned long)wc >= 0xD800 && (unsigned long)wc <= 0xDFFF));
    if (used == (size_t)-1 || used == (size_t)-2 || used == 0 || no_character) {
        *out = used == 0 ? L'\0' : (wchar_t)(unsigned char)bytes[0];
        return 1;
    }
    *out = wc;
    return used;
}

// Our own character reader (EL_GETCFN) instead of libedit's: it waits on the
// terminal and the wake pipe together, so Ctrl-C ends el_gets at once
// (libedit's reader retries an interrupted read), and it decodes UTF-8 (or
// whatever LC_CTYPE says) itself. Returns 1 with a character, 0 at end of
// input, -1 on error or interrupt.
static int fg_getc(EditLine *el, wchar_t *out) {
    fg_editor *editor = NULL;
    el_get(el, EL_CLIENTDATA, &editor);
    if (!editor) return -1;
    int fd = editor->in_fd;
    char *bytes = editor->pending;
    for (;;) {
        if (editor->pending_count > 0) {
            size_t used = fg_decode(bytes, editor->pending_count, out);
            if (used > 0) {
                editor->pending_count -= used;
                memmove(bytes, bytes + used, editor->pending_count);
                return 1;
            }
        }
        if (fg_sigint_seen) {
            errno = EINTR;
            return -1;
        }
        if (fg_sigwinch_seen) {
            fg_sigwinch_seen = 0;
            el_resize(el);
        }
        if (fg_sigtstp_seen) {
            fg_sigtstp_seen = 0;
            fg_suspend(el);
        }
        if (fg_sigcont_seen) {
            fg_sigcont_seen = 0;
            fg_resume(el);
        }
        struct pollfd fds[2] = {
            {.fd = fd, .events = POLLIN},
            {.fd = fg_wake_pipe[0], .events = POLLIN},
        };
        int ready = poll(fds, fg_wake_pipe[0] >= 0 ? 2 : 1, -1);
        if (ready < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        if (fds[1].revents) fg_drain_wake_pipe();
        if (!(fds[0].revents & (POLLIN | POLLHUP | POLLERR | POLLNVAL))) continue;

        unsigned char byte;
        ssize_t n = read(fd, &byte, 1);
        if (n < 0) {
            if (errno == EINTR || errno == EAGAIN) continue;
            return -1;
        }
        if (n == 0) {
            if (editor->pending_count == 0) return 0;
            // An incomplete sequence at the end of input: its first byte.
            *out = (wchar_t)(unsigned char)bytes[0];
            editor->pending_count -= 1;
            memmove(bytes, bytes + 1, editor->pending_count);
            return 1;
        }
        bytes[editor->pending_count++] = (char)byte;
    }
}

static unsigned char fg_complete_trampoline(EditLine *el, int ch) {
    (void)ch;
    fg_editor *editor = NULL;
    el_get(el, EL_CLIENTDATA, &editor);
    if (!editor || !editor->complete) return CC_ERROR;
    const LineInfo *info = el_line(el);
    size_t length = (size_t)(info->cursor - info->buffer);
    char *before = malloc(length + 1);
    if (!before) return CC_ERROR;
    memcpy(before, info->buffer, length);
    before[length] = '\0';
    unsigned char result = editor->complete(editor->context, editor, before);
    free(before);
    return result;
}

// libedit handles multibyte text only when LC_CTYPE says so; a Swift program
// starts in the "C" locale, and Swift strings are UTF-8 anyway.
static void fg_prefer_utf8_ctype(void) {
    if (setlocale(LC_CTYPE, "") != NULL && MB_CUR_MAX > 1) return;
    if (setlocale(LC_CTYPE, "C.UTF-8") != NULL) return;
    if (setlocale(LC_CTYPE, "UTF-8") != NULL) return;
    setlocale(LC_CTYPE, "en_US.UTF-8");
}

fg_editor *fg_editor_create(const char *program_name, int history_size,
                            fg_complete_fn complete, void *context) {
    pthread_once(&fg_wake_once, fg_make_wake_pipe);
    fg_prefer_utf8_ctype();

    fg_editor *editor = calloc(1, sizeof *editor);
    if (!editor) return NULL;
    editor->complete = complete;
    editor->context = context;
    editor->in_fd = STDIN_FILENO;
    editor->el = el_init(program_name, stdin, stdout, stderr);
    editor->history = history_init();
    if (!editor->el || !editor->history) {
        fg_editor_destroy(editor);
        return NULL;
    }
    HistEvent event;
    history(editor->history, &event, H_SETSIZE, history_size > 0 ? history_size : 1);
    history(editor->history, &event, H_SETUNIQUE, 1);

    EditLine *el = editor->el;
    el_set(el, EL_CLIENTDATA, (void *)editor);
    el_set(el, EL_EDITOR, "emacs");
    // Ctrl-L clears the screen and redraws the line, as in a shell; bound
    // here so that an ~/.editrc cannot leave the REPL without it.
    el_set(el, EL_BIND, "^L", "ed-clear-screen", NULL);
    el_set(el, EL_SIGNAL, 0);  // we handle SIGINT, SIGWINCH, SIGTSTP and SIGCONT in fg_editor_gets
    el_set(el, EL_PROMPT, fg_prompt);
    el_set(el, EL_HIST, history, editor->history);
    el_set(el, EL_GETCFN, fg_getc);
    if (complete) {
        el_set(el, EL_ADDFN, "fg-complete", "Complete the word before the cursor",
               fg_complete_trampoline);
        el_set(el, EL_BIND, "^I", "fg-complete", NULL);
    }
    // The user's ~/.editrc (or $EDITRC) may still override the above.
    el_source(el, NULL);
    // libedit's `ed-command` (M-x in emacs mode, `:` in vi's command mode)
    // reads an editrc command from the line, and crashes on an unmatched
    // quote (libedit 3.1-20221030). Nothing in flowgraph needs it.
    el_set(el, EL_BIND, "\\ex", "ed-unassigned", NULL);
    el_set(el, EL_BIND, "\\eX", "ed-unassigned", NULL);
    el_set(el, EL_BIND, "-a", ":", "ed-unassigned", NULL);
    return editor;
}

void fg_editor_destroy(fg_editor *editor) {
    if (!editor) return;
    if (editor->el) el_end(editor->el);
    if (editor->history) history_end(editor->history);
    free(editor->prompt);
    free(editor);
}

const char *fg_editor_gets(fg_editor *editor, const char *prompt,
                           fg_read_status *status) {
    free(editor->prompt);
    editor->prompt = strdup(prompt ? prompt : "");

    struct sigaction ours, old_int, old_winch, old_tstp, old_cont;
    memset(&ours, 0, sizeof ours);
    ours.sa_handler = fg_signal_handler;
    sigemptyset(&ours.sa_mask);
    ours.sa_flags = 0;  // no SA_RESTART: an interrupted poll() must return
    fg_sigint_seen = 0;
    fg_sigwinch_seen = 0;
    fg_sigtstp_seen = 0;
    fg_sigcont_seen = 0;
    fg_drain_wake_pipe();
    sigaction(SIGINT, &ours, &old_int);
    sigaction(SIGWINCH, &ours, &old_winch);
    // Started with Ctrl-Z ignored (no job control), it stays ignored: a
    // stop that nothing can resume would be worse than no suspend.
    sigaction(SIGTSTP, NULL, &old_tstp);
    int handles_tstp = old_tstp.sa_handler != SIG_IGN;
    if (handles_tstp) sigaction(SIGTSTP, &ours, NULL);
    sigaction(SIGCONT, &ours, &old_cont);
    // A signal mask is inherited across exec: started by a parent that
    // blocks SIGINT (a test runner's worker thread, some IDEs), Ctrl-C would
    // stay pending for ever and never clear the line. Unblock both for
    // this thread while it reads.
    sigset_t ours_unblocked, old_mask;
    sigemptyset(&ours_unblocked);
    sigaddset(&ours_unblocked, SIGINT);
    sigaddset(&ours_unblocked, SIGWINCH);
    sigaddset(&ours_unblocked, SIGTSTP);
    sigaddset(&ours_unblocked, SIGCONT);
    pthread_sigmask(SIG_UNBLOCK, &ours_unblocked, &old_mask);

    fflush(stdout);
    int count = 0;
    const char *line = el_gets(editor->el, &count);

    pthread_sigmask(SIG_SETMASK, &old_mask, NULL);
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGWINCH, &old_winch, NULL);
    if (handles_tstp) sigaction(SIGTSTP, &old_tstp, NULL);
    sigaction(SIGCONT, &old_cont, NULL);

    if (fg_sigint_seen) {
        fg_sigint_seen = 0;
        editor->pending_count = 0;  // half a character typed before Ctrl-C goes with the line
        // libedit leaves what was typed on screen; mark it abandoned like a shell does.
        fputs("^C\n", stdout);
        fflush(stdout);
        *status = FG_READ_INTERRUPTED;
        return NULL;
    }
    if (line == NULL || count <= 0) {
        // Ctrl-D leaves the cursor after the prompt; the caller ends that
        // screen line (the REPL prints its own newline at the end of input).
        *status = FG_READ_END;
        return NULL;
    }
    *status = FG_READ_LINE;
    return line;
}

int fg_editor_history_enter(fg_editor *editor, const char *line) {
    HistEvent event;
    return history(editor->history, &event, H_ENTER, line);
}

int fg_editor_insert(fg_editor *editor, const char *text) {
    return el_insertstr(editor->el, text);
}

void fg_editor_write(fg_editor *editor, const char *text) {
    (void)editor;
    fputs(text, stdout);
    fflush(stdout);
}

int fg_terminal_columns(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0)
        return size.ws_col;
    return 0;
}
