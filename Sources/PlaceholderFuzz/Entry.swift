import FuzzDriver
import Foundation
import PlaceholderKit

/// libFuzzer's entry point: one input, as the bytes of a spec.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    SpecProperties.check(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

/// The fuzzer under `scripts/fuzz`, or a replay of the files given (``FuzzDriver``).
@main
enum Entry {
    static func main() {
        FuzzDriver.run(name: "PlaceholderFuzz", fuzzOneInput: fuzzOneInput, check: SpecProperties.check)
    }
}
