import FuzzDriver
import Foundation
import PlaceholderFormat
import PlaceholderImage
import PlaceholderImageDiff

/// libFuzzer's entry point: one input, as the bytes of a shard result (`verify --json`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    ReportProperties.check(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

/// What must hold for any bytes given to `merge-reports` as a shard result: decoding
/// either gives results or throws one ``SnapshotError`` on one line; the merge's checks
/// (``VerifyResults/checkMergeable(_:names:)``) either pass or throw one such error, alone
/// and with the result given twice (always an error); when they pass, every item name is
/// one safe file name and every artifact an item names is the one `verify` writes, a file
/// of a folder given as a relative path of plain components, so nothing the merge reads
/// for it can lie outside the result's own folder but through a link (which the merge
/// resolves before reading); and results survive encoding and decoding.
enum ReportProperties {
    static func check(_ data: Data) {
        let results: VerifyResults
        do {
            results = try VerifyResults(json: data, name: "fuzz.json")
        } catch {
            expectOneLine(error, from: "decoding")
            return
        }
        do {
            try VerifyResults.checkMergeable([results, results], names: ["a.json", "b.json"])
            fail("a result merged with itself passed the checks")
        } catch {
            expectOneLine(error, from: "checking twice")
        }
        do {
            try VerifyResults.checkMergeable([results], names: ["fuzz.json"])
        } catch {
            expectOneLine(error, from: "checking")
            return
        }
        for item in results.items {
            if let problem = SnapshotOutcome.File.nameProblem(item.name, pathExtension: "png", companions: [SnapshotCompanion.layoutSuffix]) { fail("item \(Quoting.quoted(item.name)) passed, but \(problem)") }
            for (path, folder) in [(item.actual, results.actualDir), (item.diff, results.diffDir)] {
                guard let path else { continue }
                guard VerifyResults.isPlainRelativePath(path), path.hasPrefix(folder + "/"), !path.dropFirst(folder.count + 1).contains("/") else {
                    fail("item \(Quoting.quoted(item.name)) names \(Quoting.quoted(path)), not a file of \(Quoting.quoted(folder)) inside the result's folder")
                }
            }
        }
        do {
            let again = try VerifyResults(json: results.jsonData(), name: "again.json")
            guard again == results else { fail("the results changed on encoding and decoding again") }
        } catch {
            fail("valid results did not survive encoding and decoding: \(error)")
        }
    }

    private static func expectOneLine(_ error: Error, from stage: String) {
        FuzzDriver.expectOneLine("PlaceholderReportFuzz", error, from: stage, kinds: [SnapshotError.self])
    }

    static func fail(_ message: String) -> Never {
        FuzzDriver.fail("PlaceholderReportFuzz", message)
    }
}

/// The fuzzer under `scripts/fuzz`, or a replay of the files given (``FuzzDriver``).
@main
enum Entry {
    static func main() {
        FuzzDriver.run(name: "PlaceholderReportFuzz", fuzzOneInput: fuzzOneInput, maxBytes: VerifyResults.maximumFileSize, check: ReportProperties.check)
    }
}
