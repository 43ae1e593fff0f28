// Foundation rather than FoundationEssentials: reading the inputs needs FileHandle.
import Foundation
import ArgumentParser
import FlowDiagnostics
import FlowImport

/// `flowgraph import storyboard|jetpack FILE... --output DIR`.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn storyboards or Jetpack navigation graphs into flow files.",
        discussion: ImportArguments.discussion,
        subcommands: [ImportStoryboard.self, ImportJetpack.self]
    )
}

/// What both kinds of import take.
struct ImportArguments: ParsableArguments {
    /// What every import does, for `--help`.
    static let discussion = """
        Writes one flow file per input file into the output folder (made when missing; a \
        file that already holds the same bytes is not written again). Every flow and node \
        keeps its origin in 'x-source: { file, id, line }'. What the format cannot say \
        exactly is a '#' comment at its place and a line of the summary printed at the \
        end. Then the written files are checked as 'validate' would, and one line gives \
        their flows, nodes and warnings. Only the given files are read: give every \
        storyboard or graph of the app at once, so that references and includes resolve.

        Exit status: 0 imported; 1 an input is not one this command reads (not well-formed \
        XML, a DOCTYPE, not UTF-8, another document type or version, empty or binary), with \
        its file and line, and nothing is written; 2 the command could not run (bad \
        arguments, a file that does not exist, cannot be read or is over 64 MiB, a folder \
        that cannot be written).
        """

    @Argument(help: ArgumentHelp("The files to import.", valueName: "file"))
    var files: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the flow files into.", valueName: "dir"))
    var output: String
}

/// The largest input file read: far above any real storyboard or graph,
/// and a bound on the memory an import may take.
let largestImportFile = 64 << 20

extension ImportArguments {
    /// Reads the files, imports them with `importer`, writes one flow file
    /// per input, prints the summary, then checks what it wrote as
    /// `validate` would and prints its summary line.
    func run<Importer: NavigationImporter>(_ importer: Importer.Type) throws {
        let inputs = try files.map(Self.read)
        let result: ImportResult
        do {
            result = try importer.importFlows(from: inputs)
        } catch {
            printError(error.description)
            throw ExitCode(1)
        }
        let written = try ImportFolder(path: output).write(result, kind: importer.kind)
        print(result.summary, terminator: "")
        let checked = try checkProject(paths: written)
        if checked.hasErrors {
            print(TextRenderer(colored: false).render(checked.diagnostics, summary: checked.summary), terminator: "")
            printError("error: the imported flows have errors; please report this with the input file")
            throw ExitCode(1)
        }
        print(
            "wrote \(Wording.counted(written.count, "file")) to \(output): \(checked.summary.flows) flows, \(checked.summary.nodes) nodes, \(Wording.counted(checked.summary.warnings, "warning")) (flowgraph validate \(output))"
        )
    }

    private static func read(_ path: String) throws -> ImportInput {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            printError("error: \(path): cannot be read")
            throw ExitCode(2)
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: largestImportFile + 1)) ?? nil
        guard let data else {
            printError("error: \(path): cannot be read (a folder?)")
            throw ExitCode(2)
        }
        guard data.count <= largestImportFile else {
            printError("error: \(path): larger than \(largestImportFile >> 20) MiB, more than any navigation file")
            throw ExitCode(2)
        }
        return ImportInput(path: path, bytes: [UInt8](data))
    }
}
