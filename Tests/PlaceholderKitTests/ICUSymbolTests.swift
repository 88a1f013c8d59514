import Foundation
import Testing
import TestSupport

/// The vendored ICU (Sources/CICU) defines no symbol that another ICU in the same process
/// could define too: Foundation links the toolchain's ICU (`swift_ubrk_open` from
/// swift.org, plain `ubrk_open` from Debian's swiftlang), so every function, variable and
/// class of ours carries our renaming (scripts/vendor-patches/icu/uconfig_local.h), and the
/// wrappers Swift calls are named `cicu_`.
@Suite struct ICUSymbolTests {
    /// The objects SwiftPM compiled for the CICU target (in the folders of their sources),
    /// beside this test's executable.
    static func objects() throws -> [String] {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("CICU.build")
            if let names = FileManager.default.subpaths(atPath: candidate.path) {
                return names.filter { $0.hasSuffix(".o") }.sorted().map { candidate.appendingPathComponent($0).path }
            }
            folder.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "CICU.build near \(executable.path)"])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/nm"), "needs nm (binutils)"))
    func everyGlobalSymbolOfTheVendoredICUIsOurs() throws {
        let objects = try Self.objects()
        #expect(objects.count > 50, "CICU's objects: \(objects.count)")
        let nm = try ProgramRun("/usr/bin/nm", ["-g", "--defined-only"] + objects)
        #expect(nm.status == 0, "\(nm.stderr)")
        let output = nm.text
        let defined = output.split(separator: "\n").compactMap { line -> (kind: String, name: String)? in
            let fields = line.split(separator: " ")
            return fields.count == 3 ? (String(fields[1]), String(fields[2])) : nil
        }
        let symbols = defined.map(\.name)
        #expect(symbols.contains("ubrk_open_76_placeholderkit"), "ICU's C functions carry our suffix")
        #expect(symbols.contains("icudt_placeholderkit76_dat"), "the data's entry point carries it too")
        #expect(symbols.contains { $0.hasPrefix("_ZN21icu_76_placeholderkit") }, "ICU's C++ classes are in our namespace")
        // Weak definitions from the C++ library's headers (std::, __gnu_cxx::, the C and C++
        // personality and terminate helpers) are the same in every unit that has them; so
        // are the common symbols a sanitizer's instrumentation adds (scripts/sanitize).
        let standard = ["_ZNSt", "_ZNKSt", "_ZNRSt", "_ZSt", "_ZZNSt", "_ZZSt", "_ZN9__gnu_cxx", "__clang_call_terminate", "DW.ref.__gxx_personality_v0", "DW.ref.__gcc_personality_v0"]
        let instrumentation = ["___asan_", "__asan_", "__odr_asan", "__tsan_", "__sancov_"]
        let foreign = defined.filter { symbol in
            !symbol.name.hasPrefix("cicu_") && !symbol.name.contains("placeholderkit")
                && !(["W", "V", "u"].contains(symbol.kind) && standard.contains { symbol.name.hasPrefix($0) })
                && !(["W", "V", "C"].contains(symbol.kind) && instrumentation.contains { symbol.name.hasPrefix($0) })
        }
        #expect(foreign.isEmpty, "symbols another ICU could define too: \(foreign.prefix(20).map(\.name))")
    }
}
