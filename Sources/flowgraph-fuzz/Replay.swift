#if !FUZZING
import Foundation

/// The ordinary build: runs the fuzz checks over each file given, so a
/// finding from `.build-fuzz/findings/` reproduces with a plain debug build
/// and a debugger. A broken invariant traps, as under libFuzzer.
enum Replay {
    static func main(_ arguments: ArraySlice<String>) {
        let verbose = arguments.contains("-v")
        let paths = arguments.filter { $0 != "-v" }
        guard !paths.isEmpty else {
            print("""
                usage: flowgraph-fuzz [-v] FILE...
                Runs the fuzz pipeline (YAML, decoder, validator, three renderers) over
                each file and traps if an invariant breaks. -v prints the text output.
                Fuzzing itself needs the sanitizer build: see scripts/fuzz.sh.
                """)
            return
        }
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot read")
                exit(2)
            }
            let output = FuzzPipeline.check([UInt8](data))
            print("\(path): ok, \(output.diagnostics.count) diagnostics, \(output.summary.line)")
            if verbose { print(output.text, terminator: "") }
        }
    }
}
#endif
