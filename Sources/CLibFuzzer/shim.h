// CLibFuzzer: the one libFuzzer function PlaceholderFuzz calls, declared for Swift.
//
// libFuzzer (compiler-rt, linked by -sanitize=fuzzer) normally supplies main; SwiftPM gives
// every executable its own, so PlaceholderFuzz's main calls libFuzzer's driver instead.
// Nothing is linked here: in a build without -sanitize=fuzzer the function is never
// called, and the declaration costs nothing.
#ifndef CLIBFUZZER_SHIM_H
#define CLIBFUZZER_SHIM_H
#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the command line `argc`, `argv` over `callback`, as its own main
/// would; returns the exit status.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
#endif
