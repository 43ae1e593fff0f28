#if os(Linux)
import Foundation
import TestSupport
import Testing
@testable import LineEditor

/// Drives the real libedit editor through a pseudo-terminal.
///
/// No separate executable is needed: the test re-runs this test binary under
/// python's pexpect (which gives it a controlling pty, so Ctrl-C really is a
/// SIGINT), with `LINE_EDITOR_HARNESS` set so that only `harness()` below runs.
/// Linux only: on macOS tests run inside a helper that loads a bundle.
@Suite struct TerminalTests {
    static let harnessVariable = "LINE_EDITOR_HARNESS"
    static let isHarness = ProcessInfo.processInfo.environment[harnessVariable] != nil

    static let canDrive = Pexpect.isAvailable

    /// The program inside the pty: a minimal REPL printing what it got.
    @Test(.enabled(if: isHarness, "only runs inside the pty, started by typingCompletionCtrlCAndCtrlD"))
    func harness() {
        let historyPath = ProcessInfo.processInfo.environment[Self.harnessVariable]!
        let editor = LineEditor(
            programName: "flowgraph-test", historyFile: URL(fileURLWithPath: historyPath),
            completer: { _, _ in ["validate", "values", "run", "quit"] })
        print("READY interactive=\(editor.isInteractive)")
        while true {
            switch editor.readLine(prompt: "le> ") {
            case .line(let text):
                print("LINE<\(text)>")
                editor.addToHistory(text)
            case .interrupted:
                print("INTERRUPTED")
            case .endOfInput:
                print("END")
                // Ctrl-C handling must be gone once reading is over.
                var action = sigaction()
                sigaction(SIGINT, nil, &action)
                print(action.__sigaction_handler.sa_handler == nil ? "SIGINT RESTORED" : "SIGINT STILL CAUGHT")
                do { try editor.saveHistory() } catch { print("SAVE FAILED \(error)") }
                fflush(nil)
                exit(0)  // do not let the test runner print anything more into the pty
            }
            fflush(nil)
        }
    }

    static let script = #"""
        import os, signal, sys, pexpect
        child = pexpect.spawn("/bin/sh", ["-c", 'exec "$0" --testing-library swift-testing --filter "TerminalTests/harness" 2>/dev/null',
                                          os.environ["HARNESS_BINARY"]],
                              encoding="utf-8", timeout=20, dimensions=(24, 80))
        child.logfile_read = sys.stdout
        def step(send, expect):
            if send is not None:
                child.send(send)
            child.expect_exact(expect)

        step(None, "READY interactive=true")
        step(None, "le> ")
        step("\x1b[A\r", "LINE<from the old file>")        # Up recalls the loaded history
        step("hello wörld\r", "LINE<hello wörld>")          # non-ASCII typing
        step("va\t", "values")                               # ambiguous: inserts "l" and lists both
        step("i\t\r", "LINE<validate >")                     # unique: completes with a space
        step("garbage", "garbage")
        step("\x03", "INTERRUPTED")                          # Ctrl-C drops the line, process lives
        step("after\r", "LINE<after>")                       # ...and the next line starts empty
        child.setwinsize(24, 12)                             # SIGWINCH while reading is harmless...
        child.send("va\t")
        child.expect(r"validate\r+\nvalues")                  # ...and the listing follows the new width
        step("\x03", "INTERRUPTED")
        step("xyz\x01\x04\r", "LINE<yz>")                    # Ctrl-D on a non-empty line deletes, no EOF
        os.write(child.child_fd, b"\xe9xyz\r")               # a stray byte (Latin-1 e-acute)...
        child.expect_exact("LINE<\u00e9xyz>")                # ...keeps the characters after it
        child.kill(signal.SIGCONT)                           # continued: the line is drawn again
        step("ab\x01X\r", "LINE<Xab>")                       # and editing still works (Ctrl-A)
        step("\x04", "END")                                  # Ctrl-D on an empty line ends input
        step(None, "SIGINT RESTORED")
        child.expect(pexpect.EOF)
        child.close()
        sys.exit(0 if child.exitstatus == 0 else 1)
        """#

    static let jobControlScript = #"""
        import os, signal, sys, pexpect
        child = pexpect.spawn("bash", ["--norc", "--noprofile", "-i"], encoding="utf-8", timeout=20, dimensions=(24, 80),
                              env=dict(os.environ, PS1="SH> "))
        child.logfile_read = sys.stdout
        child.expect_exact("SH> ")
        child.sendline('"$HARNESS_BINARY" --testing-library swift-testing --filter "TerminalTests/harness" 2>/dev/null')
        child.expect_exact("le> ")
        child.send("ab")
        child.send("\x1a")                                   # Ctrl-Z: the job stops...
        child.expect("Stopped")
        child.expect_exact("SH> ")                           # ...and the shell has its terminal back
        child.sendline("fg")
        child.expect_exact("le> ab")                         # fg: prompt and line drawn again
        child.send("\x01X\r")                                # editing works again (Ctrl-A moves)
        child.expect_exact("LINE<Xab>")
        child.send("kept\r")
        child.expect_exact("LINE<kept>")
        child.expect_exact("le> ")                           # the next prompt: the line is in the history
        child.close(force=True)                              # the terminal goes away mid-session (SIGHUP)
        """#

    /// A parent without job control that starts us with Ctrl-Z ignored:
    /// the editor must not stop the process (nothing would resume it). The
    /// child is put in a foreground process group of its own, so that a
    /// stop would really happen.
    static let ignoredSuspendScript = #"""
        import os, pty, select, signal, sys, time
        binary = os.environ["HARNESS_BINARY"]
        pid, fd = pty.fork()
        if pid == 0:
            signal.signal(signal.SIGTTOU, signal.SIG_IGN)
            child = os.fork()
            if child == 0:
                os.setpgid(0, 0)
                os.tcsetpgrp(0, os.getpgrp())
                signal.signal(signal.SIGTSTP, signal.SIG_IGN)
                os.execv(binary, [binary, "--testing-library", "swift-testing", "--filter", "TerminalTests/harness"])
            while True:
                _, status = os.waitpid(child, os.WUNTRACED)
                if os.WIFSTOPPED(status):
                    os.kill(child, signal.SIGKILL)
                    os.write(1, b"CHILD STOPPED\n")
                else:
                    os._exit(0)
        seen = b""
        def read_until(text, seconds=20):
            # What was read and not yet matched is kept for the next wait.
            global seen
            end = time.time() + seconds
            while time.time() < end and text not in seen:
                ready, _, _ = select.select([fd], [], [], 0.1)
                if ready:
                    try:
                        seen += os.read(fd, 4096)
                    except OSError:
                        break
            sys.stdout.write(seen.decode("utf-8", "replace"))
            found = text in seen
            seen = seen[seen.find(text) + len(text):] if found else b""
            return found
        ok = read_until(b"le> ")
        os.write(fd, b"\x1a")
        time.sleep(0.3)
        os.write(fd, b"ab\r")
        ok = read_until(b"LINE<ab>") and ok  # a stopped process would never print it
        os.close(fd)                           # the terminal goes: the harness ends with it
        sys.exit(0 if ok else 1)
        """#

    @Test(.enabled(if: !isHarness && canDrive, "needs python3 with pexpect"))
    func ctrlZIgnoredByTheParentStaysIgnored() throws {
        let folder = try TemporaryFolder("pty")
        defer { folder.remove() }
        let transcript = try Self.drive(Self.ignoredSuspendScript, history: folder.appending("history"))
        #expect(transcript.status == 0, "transcript:\n\(transcript.output)")
        #expect(!transcript.output.contains("CHILD STOPPED"))
    }

    @Test(.enabled(if: !isHarness && canDrive, "needs python3 with pexpect"))
    func suspendingWithCtrlZAndAHangUpKeepTheSessionSound() throws {
        let folder = try TemporaryFolder("pty")
        defer { folder.remove() }
        let history = folder.appending("history")
        let transcript = try Self.drive(Self.jobControlScript, history: history)
        #expect(transcript.status == 0, "pty session failed; transcript:\n\(transcript.output)")
        // Killed by the hang-up, yet every entered line is in the file.
        #expect(HistoryStore.load(from: history, limit: 1000).store.entries == ["Xab", "kept"])
    }

    /// Runs a pexpect `script` that starts this test binary as the harness.
    static func drive(_ script: String, history: URL) throws -> (status: Int32, output: String) {
        let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        return try Pexpect.run(script, environment: ["HARNESS_BINARY": binary, Self.harnessVariable: history.path])
    }

    @Test(.enabled(if: !isHarness && canDrive, "needs python3 with pexpect"))
    func typingCompletionCtrlCAndCtrlD() throws {
        let folder = try TemporaryFolder("pty")
        defer { folder.remove() }
        let history = folder.appending("history")
        try (Data("from the old file\n".utf8) + Data([0xFF, 0x00, 0x0A])).write(to: history)

        let (status, transcript) = try Self.drive(Self.script, history: history)
        #expect(status == 0, "pty session failed; transcript:\n\(transcript)")
        #expect(transcript.contains("validate  values"), "ambiguous Tab lists the matches")

        // History written as lines are entered: old entry kept, the damaged line dropped, new entries added.
        let saved = HistoryStore.load(from: history, limit: 1000).store.entries
        #expect(saved == ["from the old file", "hello wörld", "validate ", "after", "yz", "\u{e9}xyz", "Xab"])
        #expect(try folder.contents() == ["history"])
    }
}
#endif
