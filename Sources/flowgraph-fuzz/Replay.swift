#if !FUZZING
import FlowLoading
import FlowModel
import Foundation

/// The ordinary build: runs the fuzz checks over each file given, so a
/// finding from `.build-fuzz/findings/` reproduces with a plain debug build
/// and a debugger. A broken invariant traps, as under libFuzzer.
enum Replay {
    static func main(_ arguments: ArraySlice<String>) {
        let verbose = arguments.contains("-v")
        let project = arguments.contains("--project")
        let imports = arguments.contains("--import")
        let paths = arguments.filter { !["-v", "--project", "--import"].contains($0) }
        guard !paths.isEmpty else {
            print(
                """
                usage: flowgraph-fuzz [-v] FILE...
                       flowgraph-fuzz --project FILE...
                       flowgraph-fuzz --import FILE...
                Runs the fuzz pipeline (YAML, decoder, validator, three renderers) over
                each file and traps if an invariant breaks. -v prints the text output.
                --project prints the project the runtime target writes from each file's
                bytes, and its diagnostics (there should be none). --import runs the import
                target's checks (both importers) over each file.
                Fuzzing itself needs the sanitizer build: see scripts/fuzz.sh.
                """)
            return
        }
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot read")
                exit(2)
            }
            if project {
                showProject([UInt8](data), path: path)
                continue
            }
            if imports {
                ImportFuzz.check([UInt8](data))
                print("\(path): ok, both importers hold their invariants")
                continue
            }
            let output = FuzzPipeline.check([UInt8](data))
            print("\(path): ok, \(output.diagnostics.count) diagnostics, \(output.summary.line)")
            if verbose { print(output.text, terminator: "") }
        }
    }

    /// What the runtime target builds from these bytes (the session that
    /// follows needs the sanitizer build: FUZZ_TARGET=runtime scripts/fuzz.sh).
    static func showProject(_ bytes: [UInt8], path: String) {
        var reader = ByteReader(bytes)
        let text = ProjectGenerator.yaml(&reader)
        let diagnostics = ProjectLoader.load(sources: [("gen.yaml", text)]).diagnostics
        print("\(path): \(diagnostics.count) diagnostics\n\(text)")
        for d in diagnostics { print("  \(d.location): [\(d.rule)] \(d.message)") }
    }
}
#endif
