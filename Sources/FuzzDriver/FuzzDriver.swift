import CLibFuzzer
import Foundation
import PlaceholderImage

/// The `main` and the failure of every libFuzzer target of the package, written once.
///
/// Built by `scripts/fuzz` (`-sanitize=fuzzer`, `-DFUZZING`), ``run(name:fuzzOneInput:maxBytes:check:)``
/// hands the command line to libFuzzer's driver, which calls the target's
/// `LLVMFuzzerTestOneInput` over mutated inputs. (SwiftPM gives every executable its own
/// `main`, so libFuzzer's cannot be used.) In an ordinary build it checks the files given
/// as arguments instead (a saved crasher, the seed corpus), so that a crash can be
/// replayed without the fuzzer.
public enum FuzzDriver {
    /// libFuzzer's callback: one input's bytes and their count.
    public typealias OneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    /// Runs the fuzzer, or replays the files named on the command line through `check`
    /// (each read with at most `maxBytes`); exits 2 on a usage or read error.
    public static func run(name: String, fuzzOneInput: OneInput, maxBytes: Int = FileReader.defaultMaxBytes,
                           check: (Data) -> Void) -> Never {
        #if FUZZING
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
        #else
        let paths = CommandLine.arguments.dropFirst()
        guard !paths.isEmpty else {
            _ = FileWriter.write(Data("usage: \(name) FILE...\n".utf8), to: STDERR_FILENO)
            exit(2)
        }
        for path in paths {
            guard let data = try? FileReader.read(URL(fileURLWithPath: path), maxBytes: maxBytes) else {
                _ = FileWriter.write(Data("\(name): cannot read \(path)\n".utf8), to: STDERR_FILENO)
                exit(2)
            }
            check(data)
        }
        print("\(name): \(paths.count) inputs hold every property")
        exit(0)
        #endif
    }

    /// Fails as ``fail(_:_:)`` unless `error`, thrown at `stage` of fuzzer `name`, is one of
    /// `kinds` and says what it says on one line: what every error about an input must be.
    public static func expectOneLine(_ name: String, _ error: Error, from stage: String, kinds: [any Error.Type]) {
        guard kinds.contains(where: { type(of: error) == $0 }) else { fail(name, "\(stage) threw \(type(of: error)): \(error)") }
        let line = "\(error)"
        guard !line.contains(where: \.isNewline) else { fail(name, "\(stage) error is not one line: \(line)") }
    }

    /// Stops the process with `message` on stderr, which libFuzzer records as a crash with
    /// the input that caused it.
    public static func fail(_ name: String, _ message: String) -> Never {
        _ = FileWriter.write(Data("\(name): \(message)\n".utf8), to: STDERR_FILENO)
        abort()
    }
}
