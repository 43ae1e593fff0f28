#if FUZZING
/// `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*cb)(const uint8_t *, size_t))`
/// from libclang_rt.fuzzer, declared with the C convention (needs
/// `-enable-experimental-feature Extern`, passed by scripts/fuzz.sh).
// swift-format-ignore: AlwaysUseLowerCamelCase
@_extern(c, "LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif
