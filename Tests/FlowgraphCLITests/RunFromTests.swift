import Foundation
import TestSupport
import Testing

/// `run --from FILE`: the walk replays quietly, and the session goes on
/// where it ended: as a script from standard input, or the REPL.
@Suite struct RunFromTests {
    @Test func theSessionGoesOnWhereTheWalkEnded() throws {
        let result = try Binary.run(
            ["run", "Projects/test-shop", "--from", "Projects/test-walks/partial.walk"],
            input: "expect stack Home\nhistory\n")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout.hasPrefix(
                "replayed Projects/test-walks/partial.walk: 1 expectation held, 2 steps since the start\n"))
        // The walk's steps are the session's history: undo and save-walk reach them.
        #expect(result.stdout.contains("\nbuy\n"))
    }

    @Test func aFailingWalkStopsTheRunWithItsLine() throws {
        let result = try Binary.run(
            ["run", "Projects/test-shop", "--from", "Projects/test-walks/failing.walk"], input: "where\n")
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "Projects/test-walks/failing.walk:2: expectation failed: expected screen Checkout.Receipt"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aFileThatIsNoWalkExitsTwo() throws {
        let missing = try Binary.run(["run", "Projects/test-shop", "--from", "Projects/nowhere.walk"], input: "")
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("error: --from: cannot read 'Projects/nowhere.walk'"))
        let folder = try Binary.run(["run", "Projects/test-shop", "--from", "Projects/test-walks"], input: "")
        #expect(folder.status == 2)
        #expect(folder.stderr.contains("it is a folder"))
    }

    @Test func fromAndOpenTogetherExitTwo() throws {
        let result = try Binary.run(
            ["run", "Projects/test-shop", "--from", "Projects/test-walks/partial.walk", "--open", "/x"], input: "")
        #expect(result.status == 2)
        #expect(result.stderr.contains("--from and --open"))
    }

    /// On a terminal the REPL starts where the walk ended, and save-walk
    /// writes those steps back out.
    @Test(.enabled(if: Pexpect.isAvailable, "needs python3 with pexpect"))
    func theReplStartsWhereTheWalkEnded() throws {
        let folder = try TemporaryFolder("from-repl")
        defer { folder.remove() }
        let saved = folder.appending("saved.walk").path
        let script = #"""
            import os, sys, pexpect
            child = pexpect.spawn(os.environ["FLOWGRAPH"],
                                  ["run", "Projects/test-shop", "--from", "Projects/test-shop/walks/errors.walk"],
                                  encoding="utf-8", timeout=30)
            child.expect_exact("replayed Projects/test-shop/walks/errors.walk")
            child.expect_exact("Shop.Detail> ")
            child.sendline("close")
            child.expect_exact("Shop.Home> ")
            child.sendline("save-walk " + sys.argv[1])
            child.expect_exact("wrote ")
            child.sendeof()
            child.expect(pexpect.EOF)
            """#
        let (status, transcript) = try Pexpect.run(
            script, arguments: [saved], in: TestTarget.folder(),
            environment: ["FLOWGRAPH": Binary.path, "HOME": folder.path])
        #expect(status == 0, "\(transcript)")
        let text = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(text.hasSuffix("close\nexpect screen Shop.Home\nexpect layers 1\n"))
        let replay = try Binary.run(["test", "Projects/test-shop", "--walks", saved])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
    }
}
