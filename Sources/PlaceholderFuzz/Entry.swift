import CLibFuzzer
import Foundation
import PlaceholderKit

/// libFuzzer's entry point: one input, as the bytes of a spec.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    SpecProperties.check(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

/// Built by `scripts/fuzz` (`-sanitize=fuzzer`, `-DFUZZING`), `main` hands the command
/// line to libFuzzer's driver, which runs ``fuzzOneInput(_:_:)`` over mutated inputs.
/// (SwiftPM gives every executable its own `main`, so libFuzzer's cannot be used.) In an
/// ordinary build it checks the files given as arguments instead (a saved crasher, the
/// seed corpus), so that a crash can be replayed without the fuzzer.
@main
enum Entry {
    static func main() {
        #if FUZZING
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
        #else
        let paths = CommandLine.arguments.dropFirst()
        guard !paths.isEmpty else {
            _ = FileWriter.write(Data("usage: PlaceholderFuzz FILE...\n".utf8), to: STDERR_FILENO)
            exit(2)
        }
        for path in paths {
            guard let data = try? FileReader.read(URL(fileURLWithPath: path)) else {
                _ = FileWriter.write(Data("PlaceholderFuzz: cannot read \(path)\n".utf8), to: STDERR_FILENO)
                exit(2)
            }
            SpecProperties.check(data)
        }
        print("PlaceholderFuzz: \(paths.count) inputs hold every property")
        #endif
    }
}
