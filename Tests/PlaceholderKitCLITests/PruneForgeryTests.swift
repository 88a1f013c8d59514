import Foundation
import PlaceholderImage
import PlaceholderKit
import Testing
@testable import PlaceholderKitCLI

/// `render --incremental --prune` against a forged manifest. The manifest is restored from
/// CI caches, so anyone may write it; the names, sizes and times of a folder's files anyone
/// who can list it knows. Only the digest of the bytes this tool wrote is beyond a forger,
/// and `--prune` deletes nothing whose bytes do not hash to it.
@Suite struct PruneForgeryTests {
    /// A person's files in the output folder: photos and drawings in every format name.
    static let personal = ["photo.png", "PHOTO.PNG", "drawing.svg", "paper.pdf", "Scan.Png"]

    /// Renders the specs once, adds the person's files, then forges a manifest line for each
    /// with its true size and time and the digest `digest` gives it.
    static func forge(_ cli: CLIHarness, digest: (String) throws -> String) throws -> (specs: String, folder: URL) {
        let specs = try IncrementalRenderTests.specs(cli)
        #expect(try cli.runBinary(["render", specs, "-o", cli.path("out/"), "--incremental"]).status == 0)
        let folder = URL(fileURLWithPath: cli.path("out"))
        var manifest = RenderManifest.read(in: folder)
        for name in personal {
            _ = try cli.write("out/\(name)", "the bytes of \(name), a person's own")
            let state = try #require(RenderManifest.state(atPath: cli.path("out/\(name)")))
            manifest.images[name] = RenderManifest.Image(key: "0", size: state.size, modified: state.modified,
                                                         digest: try digest(name), frame: nil)
        }
        try manifest.write(in: folder)
        return (specs, folder)
    }

    @Test func aForgedNameSizeAndTimeDeleteNothing() throws {
        let cli = try CLIHarness()
        // The forger knows every name, size and time, not the bytes: any digest but theirs.
        let (specs, _) = try Self.forge(cli) { SHA256.hex(of: Data("a guess at \($0)".utf8)) }
        let run = try cli.runBinary(["render", specs, "-o", cli.path("out/"), "--incremental", "--prune"])
        #expect(run.status == 0 && run.text.hasPrefix("rendered 0, unchanged 7, removed 0 images"), "\(run.text) \(run.stderr)")
        for name in Self.personal {
            #expect(try String(contentsOfFile: cli.path("out/\(name)"), encoding: .utf8) == "the bytes of \(name), a person's own")
            #expect(run.stderr.contains("left \(name), which no spec produces: it is not the image this folder's renders wrote"), "\(run.stderr)")
        }
    }

    @Test func evenTheRightDigestDeletesNoNameTheToolDoesNotWrite() throws {
        // A forger who could read the bytes still cannot make prune delete a name the tool
        // never gives an output: an upper-case extension is a person's file.
        let cli = try CLIHarness()
        let (specs, _) = try Self.forge(cli) { SHA256.hex(of: try Data(contentsOf: URL(fileURLWithPath: cli.path("out/\($0)")))) }
        let run = try cli.runBinary(["render", specs, "-o", cli.path("out/"), "--incremental", "--prune"])
        #expect(run.status == 0)
        #expect(cli.exists("out/PHOTO.PNG") && cli.exists("out/Scan.Png"))
        #expect(run.stderr.contains("left PHOTO.PNG,") && run.stderr.contains("left Scan.Png,"), "\(run.stderr)")
    }

    @Test func anImageThisToolWroteIsStillPrunedBesideForgedLines() throws {
        let cli = try CLIHarness()
        let (specs, folder) = try Self.forge(cli) { _ in String(repeating: "0", count: 64) }
        try FileManager.default.removeItem(atPath: cli.path("specs/case1.json"))
        let run = try cli.runBinary(["render", specs, "-o", cli.path("out/"), "--incremental", "--prune"])
        #expect(run.text.hasPrefix("rendered 0, unchanged 5, removed 2 images"), "\(run.text) \(run.stderr)")
        #expect(!cli.exists("out/case1.light.png") && !cli.exists("out/case1.dark.png"))
        #expect(Self.personal.allSatisfy { cli.exists("out/\($0)") })
        // The manifest forgets every line it checked, forged or pruned: the next run is quiet.
        #expect(Set(RenderManifest.read(in: folder).images.keys).isDisjoint(with: Self.personal + ["case1.light.png"]))
        let quiet = try cli.runBinary(["render", specs, "-o", cli.path("out/"), "--incremental", "--prune"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
    }

    @Test func aManifestOfManyNamesTheFolderDoesNotHoldIsForgottenQuietly() throws {
        let cli = try CLIHarness()
        let specs = try IncrementalRenderTests.specs(cli)
        #expect(try cli.runBinary(["render", specs, "-o", cli.path("out/"), "--incremental"]).status == 0)
        let folder = URL(fileURLWithPath: cli.path("out"))
        let real = try String(contentsOf: folder.appendingPathComponent(RenderManifest.fileName), encoding: .utf8)
        // As many forged lines as the largest manifest read holds (about 700,000 of them).
        let digest = String(repeating: "a", count: 64)
        var forged = real
        var count = 0
        while forged.utf8.count < RenderManifest.maximumSize - 100 {
            forged += "k 1 1 \(digest) - f\(count).png\n"
            count += 1
        }
        try Data(forged.utf8).write(to: folder.appendingPathComponent(RenderManifest.fileName))
        let run = try cli.runBinary(["render", specs, "-o", cli.path("out/"), "--incremental", "--prune"])
        #expect(count > 500_000)
        #expect(run.status == 0 && run.stderr.isEmpty, "no line for a name the folder does not hold: \(run.stderr.prefix(300))")
        #expect(run.text.hasPrefix("rendered 0, unchanged 7, removed 0 images"), "\(run.text)")
        #expect(RenderManifest.read(in: folder).images.keys.sorted() == RenderManifest(text: real).images.keys.sorted())
    }

    @Test func theCandidatesAreAtMostWhatTheFolderHolds() {
        var manifest = RenderManifest()
        let digest = String(repeating: "b", count: 64)
        for i in 0..<1_000_000 {
            manifest.images["f\(i).png"] = RenderManifest.Image(key: "k", size: 1, modified: 1, digest: digest, frame: nil)
        }
        let present: Set<String> = ["f7.png", "f999999.png", "made.png", "notes.txt"]
        #expect(BatchRenderer.unproduced(in: manifest, produced: ["made.png", "f7.png"], present: present) == ["f999999.png"])
    }
}
