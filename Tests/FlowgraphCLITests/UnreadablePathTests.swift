import Foundation
import TestSupport
import Testing

/// Paths that cannot be read. A path given on the command line is the
/// user's request, so it ends the command (exit 2, cli.md); what a folder
/// holds is reported file by file as `unreadable` and the rest is checked.
/// Root reads any file whatever its mode, so as root the binary runs as
/// `nobody` through setpriv(1), from a copy it can reach.
@Suite(.serialized) final class UnreadablePathTests {
    let temporary: TemporaryFolder
    var folder: URL { temporary.url }
    let executable: String
    let launcher: [String]

    init() throws {
        temporary = try TemporaryFolder("unreadable")
        chmod(temporary.path, 0o755)
        executable = temporary.appending("flowgraph").path
        try FileManager.default.copyItem(atPath: Binary.path, toPath: executable)
        launcher = getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        try write("good.yaml", "flow: App\nentry: true\nstart: Home\nscreens:\n  Home:\n    on:\n      x: stay\n")
    }

    /// Gives back the modes the tests took away, so that the folder can go.
    deinit {
        _ = try? FileManager.default.subpathsOfDirectory(atPath: folder.path).map {
            chmod(folder.appendingPathComponent($0).path, 0o755)
        }
        temporary.remove()
    }

    static var canDropPrivileges: Bool {
        getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
    }

    func write(_ name: String, _ text: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func validate(_ paths: [String]) throws -> Binary.Result {
        try Binary.run(
            ["validate"] + paths.map { folder.appendingPathComponent($0).path }, in: folder,
            launcher: launcher, executable: executable)
    }

    @Test(.enabled(if: canDropPrivileges)) func aFileNamedOnTheCommandLineThatCannotBeReadExitsTwo() throws {
        try write("secret.yaml", "flow: Secret\n")
        chmod(folder.appendingPathComponent("secret.yaml").path, 0)
        let result = try validate(["secret.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read") && result.stderr.contains("permission denied"))
        #expect(result.stdout.isEmpty)
    }

    @Test(.enabled(if: canDropPrivileges)) func aFolderNamedOnTheCommandLineThatCannotBeListedExitsTwo() throws {
        try write("locked/a.yaml", "flow: A\n")
        chmod(folder.appendingPathComponent("locked").path, 0)
        defer { chmod(folder.appendingPathComponent("locked").path, 0o755) }
        let result = try validate(["locked"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read the folder"))
    }

    @Test(.enabled(if: canDropPrivileges)) func aFolderInsideThatCannotBeListedIsReportedAndTheRestChecked() throws {
        try write("locked/a.yaml", "flow: A\n")
        chmod(folder.appendingPathComponent("locked").path, 0)
        defer { chmod(folder.appendingPathComponent("locked").path, 0o755) }
        let result = try validate(["."])
        #expect(result.status == 1)
        #expect(result.stdout.contains("locked:1:1: error: cannot read the folder"))
        #expect(result.stdout.contains("[unreadable]"))
        #expect(result.stdout.contains("1 flow, 1 node: 1 error"))
    }

    /// Readable but not searchable (mode 444): its names can be listed,
    /// but nothing in it can be looked at. One error for the folder, not
    /// one for every file in it, flow file or not.
    @Test(.enabled(if: canDropPrivileges)) func aFolderThatCanBeListedButNotSearchedIsReportedOnce() throws {
        try write("blind/a.yaml", "flow: A\n")
        try write("blind/notes.txt", "notes\n")
        chmod(folder.appendingPathComponent("blind").path, 0o444)
        defer { chmod(folder.appendingPathComponent("blind").path, 0o755) }
        let result = try validate(["."])
        #expect(result.status == 1)
        #expect(result.stdout.contains("blind:1:1: error: cannot look inside the folder"))
        #expect(result.stdout.contains("permission denied [unreadable]"))
        #expect(!result.stdout.contains("notes.txt"))
        #expect(result.stdout.contains("1 flow, 1 node: 1 error"))
    }

    @Test(.enabled(if: canDropPrivileges)) func aFileInsideThatCannotBeReadIsReportedAndTheRestChecked() throws {
        try write("secret.yaml", "flow: Secret\n")
        chmod(folder.appendingPathComponent("secret.yaml").path, 0)
        let result = try validate(["."])
        #expect(result.status == 1)
        #expect(result.stdout.contains("secret.yaml:1:1: error: cannot read"))
        #expect(result.stdout.contains("permission denied [unreadable]"))
        #expect(result.stdout.contains("1 flow, 1 node: 1 error"))
    }
}
