// Two builds of one target. The ordinary build (`swift build`, CI) is a
// replay tool that runs the fuzz checks over files given as arguments. Under
// `-DFUZZING` (scripts/fuzz.sh) this file hands control to libFuzzer.
#if FUZZING
import Glibc

/// The input callback libFuzzer looks for by name (for tools that expect it).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    #if FUZZ_RUNTIME
    RuntimeFuzz.check(bytes)
    #elseif FUZZ_IMPORT
    ImportFuzz.check(bytes)
    #else
    FuzzPipeline.check(bytes)
    #endif
    return 0
}

// SwiftPM links every executable with `--defsym main=<module>_main`, so the
// top-level code below is `main` and libFuzzer's own `main` is never linked
// in; start its driver by hand (same flags, same behaviour).
var argc = CommandLine.argc
var argv = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
#else
Replay.main(CommandLine.arguments.dropFirst())
#endif
