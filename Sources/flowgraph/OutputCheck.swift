#if canImport(Glibc)
@preconcurrency import Glibc  // `stdout` is a C global; read once, at exit
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Exits with 2 when standard output could not be written (a full disk, a
/// closed descriptor): the report or graph is lost or cut short, and the
/// status of a complete run would pass it in CI. Called as a command ends,
/// after its last output. A reader that stopped reading (`| head`, with
/// SIGPIPE ignored so that the process lives on) wanted no more: that is
/// no failure, and the status stands.
func exitIfOutputFailed() {
    errno = 0
    guard fflush(stdout) != 0 || ferror(stdout) != 0 else { return }
    let failure = errno
    if failure == EPIPE || readerHasGone() { return }
    // A write that failed inside `print` left no errno behind.
    let reason = failure != 0 ? ": " + String(cString: strerror(failure)).lowercased() : ""
    printError("error: could not write the output\(reason)")
    exit(2)
}

/// Whether standard output is a pipe or socket whose reading end is closed.
private func readerHasGone() -> Bool {
    var info = stat()
    guard fstat(1, &info) == 0, (info.st_mode & S_IFMT) == S_IFIFO || (info.st_mode & S_IFMT) == S_IFSOCK else {
        return false
    }
    var descriptor = pollfd(fd: 1, events: Int16(POLLOUT), revents: 0)
    return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLERR | POLLHUP) != 0
}

/// exit(3), flushing standard output (a name of our own: `ParsableCommand`
/// has a static `exit` that would shadow the C one), or 2 when the output
/// could not be written.
func terminate(_ status: Int32) -> Never {
    exitIfOutputFailed()
    exit(status)
}

/// Standard descriptors that were closed when the process started.
enum StandardDescriptors {
    nonisolated(unsafe) static var inputWasClosed = false

    /// Reopens a closed descriptor 0, 1 or 2 on /dev/null, open the way
    /// that fails (standard input write-only, the outputs read-only): else
    /// the first file flowgraph opens would take its number, and a closed
    /// stdout would write replies into the history file, or a closed stdin
    /// read a flow file as the script. Run first, before anything opens.
    static func reopenClosed() {
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 {
            if fd == 0 { inputWasClosed = true }
            // open(2) takes the lowest free number, which is `fd` here.
            _ = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY)
        }
    }
}
