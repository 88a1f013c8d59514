import Foundation
import PlaceholderKit
@testable import PlaceholderKitCLI
import PlaceholderText
import Testing

/// `placeholderkit --version --json`: the build's CycloneDX 1.5 bill of materials, made from
/// the tables scripts/vendor and scripts/bootstrap read, valid against CycloneDX's published
/// schema (scripts/lib/cyclonedx-validate, CycloneDX's own library in a venv).
@Suite struct BillOfMaterialsTests {
    /// Whether the validator's venv is there (`scripts/lib/cyclonedx-validate --install`,
    /// which .ci/run runs).
    static let canValidate = FileManager.default.fileExists(atPath: CLIHarness.packageRoot.appendingPathComponent(".build/cyclonedx-venv/bin/python").path)

    /// Runs the validator over `files`; its status and output.
    static func validate(_ files: [String]) throws -> CLIHarness.Result {
        try CLIHarness(folderless: ()).runProgram("/bin/bash", [CLIHarness.packageRoot.appendingPathComponent("scripts/lib/cyclonedx-validate").path] + files,
                                                  environment: ProcessInfo.processInfo.environment)
    }

    static func bill() throws -> [String: Any] {
        let printed = CLIHarness(folderless: ()).run(["--version", "--json"])
        #expect(printed.status == 0, "\(printed.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: printed.stdout) as? [String: Any])
    }

    @Test func everyVendoredLibraryAndFontPackageIsNamedByPurlAndCPE() throws {
        let components = try #require(try Self.bill()["components"] as? [[String: Any]])
        let purls = components.compactMap { $0["purl"] as? String }
        for source in PinnedStack.sources {
            let version = source.version.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: "+", with: "%2B")
            #expect(purls.contains("pkg:deb/debian/\(source.package)@\(version)?arch=source&distro=debian-13"), "\(source.package): \(purls)")
            if let cpe = source.cpe { #expect(components.contains { $0["cpe"] as? String == cpe }, "\(cpe)") }
        }
        for package in PinnedFonts.packages {
            #expect(purls.contains { $0.hasPrefix("pkg:deb/debian/\(package.name)@") && $0.hasSuffix("?arch=all&distro=debian-12") }, "\(package.name)")
        }
        for package in PinnedDictionaries.packages {
            let version = package.version.replacingOccurrences(of: ":", with: "%3A")
            #expect(purls.contains("pkg:deb/debian/\(package.name)@\(version)?arch=all&distro=debian-13"), "\(package.name): \(purls)")
            let component = components.first { $0["name"] as? String == package.name }
            let files = (component?["components"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
            #expect(files == PinnedDictionaries.files.filter { $0.package == package.name }.map(\.name), "\(package.name)")
        }
        #expect(components.count == PinnedStack.sources.count + PinnedFonts.packages.count + PinnedDictionaries.packages.count)
        // The same build prints the same bytes.
        #expect(CLIHarness(folderless: ()).run(["--version", "--json"]).stdout == CLIHarness(folderless: ()).run(["--version", "--json"]).stdout)
        // --json alone is a usage error.
        let alone = CLIHarness(folderless: ()).run(["--json"])
        #expect(alone.status == 2 && alone.stderr == "placeholderkit: --json: goes with --version (placeholderkit --version --json)\n", "\(alone.stderr)")
    }

    @Test(.enabled(if: canValidate, "run scripts/lib/cyclonedx-validate --install for CycloneDX's validator (.ci/run does)"))
    func theBillIsValidCycloneDX15() throws {
        let cli = try CLIHarness()
        let file = try cli.write("bom.json", String(decoding: CLIHarness(folderless: ()).run(["--version", "--json"]).stdout, as: UTF8.self))
        let valid = try Self.validate([file])
        #expect(valid.status == 0, "\(valid.text)\(valid.stderr)")
        // The validator is no rubber stamp: a component of no known type is refused.
        let broken = try cli.write("broken.json", try String(contentsOfFile: file, encoding: .utf8)
            .replacingOccurrences(of: #""type" : "library""#, with: #""type" : "lib""#))
        #expect(try Self.validate([broken]).status == 1)
    }
}
