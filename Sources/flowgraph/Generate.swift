import ArgumentParser
import FlowCodegen
import FlowDiagnostics

/// `flowgraph generate`: source code from the flows, one subcommand a
/// language.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate source code from the flows.",
        subcommands: [GenerateSwift.self]
    )
}

/// `flowgraph generate swift`: the flows' outcomes, inputs, nodes and
/// screens as Swift types, so that the app's code and the YAML cannot drift.
struct GenerateSwift: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write Swift types for the flows' outcomes, inputs, nodes and screens.",
        discussion: """
            Writes one file per flow (<Flow>Flow.swift) and one shared file (FlowgraphFlows.swift) \
            into the output folder, or everything into one file with --single-file. The same flows \
            always give the same bytes, and a file whose bytes did not change is not written again, \
            so builds stay incremental. Files an earlier run wrote (recognised by their first line) \
            that are no longer produced are removed; other files are left alone. Flows with errors \
            generate nothing: their diagnostics are printed as 'validate' prints them.

            Exit status: 0 the files are up to date; 1 the flows have errors; 2 the command could \
            not run (bad arguments, a folder that cannot be written).
            """
    )

    @OptionGroup var input: PathArguments

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the files into.", valueName: "dir"))
    var output: String

    @Option(
        help: ArgumentHelp(
            "Write everything into this one file of the output folder (for a build plugin, which names its outputs before the flows are read).",
            valueName: "name"))
    var singleFile: String?

    @Option(help: "Access level of the generated types: public, package or internal.")
    var access: SwiftGenerator.Access = .public

    func validate() throws {
        if let singleFile, singleFile.isEmpty || singleFile.contains("/") || singleFile == "." || singleFile == ".." {
            throw ValidationError("--single-file takes a file name, without a folder: '\(singleFile)'")
        }
    }

    func run() throws {
        let checked = try checkProject(paths: input.resolved, keepingResolved: true)
        guard !checked.hasErrors, let resolved = checked.resolved else {
            let rendered = TextRenderer(
                colored: stdoutWantsColor(), sourceLine: SourceSnippets.forTerminal(checked.diagnostics)
            ).render(checked.diagnostics, summary: checked.summary)
            print(rendered, terminator: "")
            throw ExitCode(1)
        }
        let sourcePath = SourcePaths(inputs: input.resolved).display
        let files: [GeneratedFile]
        if let singleFile {
            files = [
                SwiftGenerator.singleFile(named: singleFile, for: resolved, access: access, sourcePath: sourcePath)
            ]
        } else {
            files = SwiftGenerator.files(for: resolved, access: access, sourcePath: sourcePath)
        }
        let result = try GeneratedFolder(path: output, marker: SwiftGenerator.marker).update(with: files)
        print(
            "\(Wording.counted(files.count, "file")) in \(output): \(result.written) written, \(result.unchanged) unchanged, \(result.removed) removed"
        )
    }
}

extension SwiftGenerator.Access: ExpressibleByArgument {}

/// The paths the generated doc comments show. A file under an absolute
/// input path shows from that path's last folder on (`Flows/app.yaml`),
/// so that the output does not depend on where the project is checked out
/// (a build plugin passes absolute paths); relative paths stay as given.
struct SourcePaths {
    let inputs: [String]

    func display(_ path: String) -> String {
        for input in inputs where input.hasPrefix("/") {
            var root = input
            while root.count > 1, root.hasSuffix("/") { root.removeLast() }
            guard path == root || path.hasPrefix(root + "/") else { continue }
            let parent = root.split(separator: "/").dropLast().joined(separator: "/")
            let prefix = parent.isEmpty ? "/" : "/\(parent)/"
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }
        return path
    }
}
