#if os(Linux)
import Foundation
import TestSupport
import Testing

/// `flowgraph run` in a real pseudo-terminal (python's pexpect, as
/// LineEditorTests' TerminalTests uses), fed a few hundred seeded random
/// keystroke chunks. Whatever is typed, the REPL must stay alive, end
/// cleanly on `quit`, and leave a readable history file and no temporary one.
@Suite struct ReplFuzzTests {
    /// Seed 2026 is left out: libedit redraws one of its 10,000-character
    /// lines so slowly that the session takes minutes (slow, not broken).
    @Test(
        .enabled(if: Pexpect.isAvailable, "needs python3 with pexpect (make test installs it)"),
        arguments: [UInt64(7), 2027])
    func randomKeystrokesNeverEndTheSession(seed: UInt64) throws {
        let folder = try TemporaryFolder("repl-fuzz")
        defer { folder.remove() }
        let state = folder.appending("state"), home = folder.appending("home")
        for url in [state, home] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }

        var random = SplitMix64(seed: seed)
        let chunks = (0..<300).map { _ in Keystrokes.chunk(using: &random) }
        let chunksFile = folder.appending("chunks.json")
        try JSONEncoder().encode(chunks).write(to: chunksFile)

        let (status, transcript) = try Self.drive(Self.driver, chunksFile, home: home, state: state)
        #expect(status == 0, "seed \(seed): \(transcript.suffix(3000))")
        if status != 0 {
            // Kept for replaying by hand: python3 -c "$driver" flowgraph FILE
            let kept = FileManager.default.temporaryDirectory.appendingPathComponent("repl-fuzz-seed-\(seed).json")
            try? FileManager.default.removeItem(at: kept)
            try? FileManager.default.copyItem(at: chunksFile, to: kept)
        }

        let historyFolder = state.appendingPathComponent("flowgraph")
        let history = try String(contentsOf: historyFolder.appendingPathComponent("history"), encoding: .utf8)
        #expect(history.hasSuffix("quit\n"), "quit is the newest history entry")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: historyFolder.path) == ["history"],
            "a temporary history file was left behind")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty,
            "with XDG_STATE_HOME set nothing goes into HOME")
    }

    /// Raw bytes, not text: what crashed libedit (M-x then an unmatched
    /// quote ran its `ed-command`; a 6-byte form of old UTF-8 decoded to no
    /// character and made it abort), then seeded random bytes. Left out are
    /// the bytes the terminal itself acts on (Ctrl-D on an empty line, Ctrl-Z,
    /// Ctrl-\\, Ctrl-S, Ctrl-Q), which end, stop or freeze any program.
    @Test(.enabled(if: Pexpect.isAvailable, "needs python3 with pexpect (make test installs it)"))
    func hostileBytesNeverEndTheSession() throws {
        let folder = try TemporaryFolder("repl-bytes")
        defer { folder.remove() }
        var chunks: [[UInt8]] = [
            [0x1B, 0x78], [0x22], [0x0D], [0x1B, 0x58], [0x22, 0x0D],
            [0xFC, 0x8A, 0xA6, 0xB8, 0xA8, 0xA5, 0x0D], [0xFC, 0x84, 0x80, 0x80, 0x80, 0x80, 0x0D],
            [0xF8, 0x88, 0x80, 0x80, 0x80, 0x0D], [0xED, 0xA0, 0x80, 0x0D], [0xF4, 0x90, 0x80, 0x80, 0x0D],
        ]
        var random = SplitMix64(seed: 11)
        let refused: Set<UInt8> = [0x04, 0x1A, 0x1C, 0x13, 0x11]
        for _ in 0..<400 {
            let count = Int.random(in: 1...8, using: &random)
            chunks.append(
                (0..<count).map { _ in
                    var byte = UInt8.random(in: 0...255, using: &random)
                    while refused.contains(byte) { byte = UInt8.random(in: 0...255, using: &random) }
                    return byte
                })
        }
        let chunksFile = folder.appending("chunks.json")
        try JSONEncoder().encode(chunks).write(to: chunksFile)
        let (status, transcript) = try Self.drive(Self.byteDriver, chunksFile, home: folder.url, state: folder.url)
        #expect(status == 0, "\(transcript.suffix(3000))")
    }

    /// Runs a pexpect `driver` over the chunks in `chunksFile`; its exit
    /// status and everything it printed.
    static func drive(_ driver: String, _ chunksFile: URL, home: URL, state: URL) throws -> (Int32, String) {
        try Pexpect.run(
            driver, arguments: [Binary.path, chunksFile.path], in: TestTarget.folder(),
            environment: ["HOME": home.path, "XDG_STATE_HOME": state.path, "NO_COLOR": "1"])
    }

    static let byteDriver = #"""
        import json, sys, pexpect
        binary, chunks_path = sys.argv[1], sys.argv[2]
        chunks = json.load(open(chunks_path))
        child = pexpect.spawn(binary, ["run", "Projects/run-shop"], dimensions=(24, 80), timeout=30)
        child.delaybeforesend = None
        def drain(wait):
            try:
                while True:
                    child.read_nonblocking(65536, timeout=wait)
                    wait = 0.01
            except pexpect.TIMEOUT:
                pass
        child.expect_exact(b"App.Home> ")
        for number, chunk in enumerate(chunks):
            try:
                child.send(bytes(chunk))
                drain(0.02)
            except (pexpect.EOF, OSError):
                pass
            if not child.isalive():
                child.close()
                print("REPL ended after chunk %d %r: status %r signal %r"
                      % (number, bytes(chunk), child.exitstatus, child.signalstatus))
                sys.exit(1)
        child.send(b"\x03")
        drain(0.3)
        child.send(b"quit\r")
        try:
            child.expect(pexpect.EOF, timeout=30)
        except pexpect.TIMEOUT:
            print("quit did not end the REPL within 10 s")
            sys.exit(1)
        child.close()
        if child.exitstatus != 0:
            print("quit ended with status %r signal %r" % (child.exitstatus, child.signalstatus))
            sys.exit(1)
        """#

    /// Sends every chunk, reading the screen as it goes (a full pty would
    /// block the REPL), fails as soon as the process is gone, then types
    /// `quit` and wants exit status 0 within a few seconds.
    static let driver = #"""
        import json, os, sys, time, pexpect
        binary, chunks_path = sys.argv[1], sys.argv[2]
        chunks = json.load(open(chunks_path, encoding="utf-8"))
        child = pexpect.spawn(binary, ["run", "Projects/run-shop"], encoding="utf-8",
                              codec_errors="replace", dimensions=(24, 80), timeout=30)
        child.delaybeforesend = None
        # Writes never block: a driver stuck writing to a full pty stops reading
        # the REPL's echo, the REPL stops reading input, and both wait forever.
        os.set_blocking(child.child_fd, False)

        screen = ""  # the newest output, shown when something goes wrong

        def drain(wait):
            global screen
            try:
                while True:
                    screen = (screen + child.read_nonblocking(65536, timeout=wait))[-2000:]
                    wait = 0.01
            except pexpect.TIMEOUT:
                pass

        def send(text, read_after=True):
            """Types `text` in pieces, reading the screen between them."""
            data = text.encode("utf-8")
            while data:
                try:
                    data = data[os.write(child.child_fd, data[:256]):]
                except BlockingIOError:
                    pass
                if data or read_after:
                    drain(0.01)

        child.expect_exact("App.Home> ")
        for number, chunk in enumerate(chunks):
            try:
                send(chunk)
            except (pexpect.EOF, OSError):
                child.close()
                print("REPL ended after chunk %d %r: status %r signal %r"
                      % (number, chunk[:80], child.exitstatus, child.signalstatus))
                sys.exit(1)
            if not child.isalive():
                print("REPL died after chunk %d %r" % (number, chunk[:80]))
                sys.exit(1)
        # Ctrl-C leaves any half-typed line or search; then a clean quit.
        send("\x03")
        drain(0.3)
        send("quit\r", read_after=False)  # then the end of the session, below
        try:
            child.expect(pexpect.EOF, timeout=30)
        except pexpect.TIMEOUT:
            print("quit did not end the REPL within 10 s; the terminal showed:\n" + screen + child.before[-2000:])
            sys.exit(1)
        child.close()
        if child.exitstatus != 0:
            print("quit ended with status %r signal %r" % (child.exitstatus, child.signalstatus))
            sys.exit(1)
        """#
}

/// Random keystrokes a user (or a cat on the keyboard) might type.
private enum Keystrokes {
    static let controlKeys = ["\u{01}", "\u{05}", "\u{0B}", "\u{15}", "\u{17}", "\u{0C}", "\u{12}", "\t", "\u{03}"]
    static let escapes = [
        "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}[H", "\u{1B}[F", "\u{1B}[1~",
        "\u{1B}[4~", "\u{1B}[3~", "\u{1B}[99~", "\u{1B}", "\u{1B}O", "\u{1B}[", "\u{1B}[1;5C",
    ]
    static let texts = ["é", "日本", "🧭", "👩‍💻", "ñandú", "Ωmega"]
    /// Commands and outcomes of Projects/run-shop, so the session really moves.
    static let commands = [
        "where", "outcomes", "history", "undo", "reset", "back", "dismiss", "shop", "proceed",
        "next", "editAddress", "save", "close", "selected", "set idiom=pad", "unset idiom",
        "emit shop", "help", "paid", "done", "logout", "about", "path-to Home", "open-link /x",
        // Never a relative path: the driver runs in the test target's folder.
        "save-walk /dev/null", "save-walk", "save-walk /nonexistent/folder/x.walk",
    ]

    static func chunk(using random: inout SplitMix64) -> String {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<25: return printable(Int.random(in: 1...12, using: &random), using: &random)
        case 25..<35: return texts.randomElement(using: &random)!
        case 35..<55: return controlKeys.randomElement(using: &random)!
        case 55..<70: return escapes.randomElement(using: &random)!
        case 70..<90: return "\u{15}" + commands.randomElement(using: &random)! + "\r"  // Ctrl-U: a fresh line
        case 90..<99: return "\r"
        default: return printable(10_000, using: &random) + "\r"
        }
    }

    private static func printable(_ count: Int, using random: inout SplitMix64) -> String {
        String((0..<count).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random))) })
    }
}
#endif
