import Foundation
import PlaceholderImage
import Testing
import PlaceholderKit
@testable import PlaceholderRendering

/// The pinned rendering stack: what scripts/vendor fetches is what the table pins, and what
/// the build links is that.
@Suite struct PinnedStackTests {
    @Test func theScriptsReadEveryEntryOfTheTable() throws {
        #expect(try PinnedFontsTests.bash("pinned_stack_name", script: "pinned-stack") == [PinnedStack.name])
        #expect(try PinnedFontsTests.bash("pinned_stack_distro", script: "pinned-stack") == [PinnedStack.distro])
        let lines = try PinnedFontsTests.bash("pinned_stack_sources", script: "pinned-stack")
        #expect(lines == PinnedStack.sources.map { source in
            [source.library, source.target, source.package, source.version, source.upstream, source.orig, source.origSHA256,
             source.debian ?? "-", source.debianSHA256 ?? "-", source.cpe ?? "-",
             source.licence.replacingOccurrences(of: " ", with: "_")].joined(separator: " ")
        })
    }

    @Test func everyEntryIsWholeAndNamesATargetOfThePackage() throws {
        for source in PinnedStack.sources {
            #expect(source.origSHA256.count == 64 && (source.debianSHA256 ?? "").count == (source.debian == nil ? 0 : 64))
            #expect((source.debian == nil) == (source.note != nil), "\(source.library): a revision without Debian's patches says why")
            #expect(source.version.contains(source.upstream), "\(source.library): \(source.version) is not of \(source.upstream)")
            #expect(source.cpe.map { $0.hasPrefix("cpe:2.3:a:") && $0.contains(":\(source.upstream):") } ?? true)
            let upstream = PinnedFontsTests.repository.appendingPathComponent("Sources/\(source.target)/upstream")
            #expect(FileManager.default.fileExists(atPath: upstream.path), "no \(upstream.path)")
        }
        #expect(Set(PinnedStack.sources.map(\.library)).count == PinnedStack.sources.count)
    }

    /// The libraries the build links report the versions the table pins: the vendored tree
    /// is the table's.
    @Test func theLinkedLibrariesAreTheTablesVersions() throws {
        let libraries = RenderingEnvironment.current().libraries
        for (name, library) in [("cairo", "cairo"), ("FreeType", "freetype"), ("HarfBuzz", "harfbuzz"), ("libpng", "libpng")] {
            #expect(libraries[name] == PinnedStack.sources.first { $0.library == library }?.upstream, "\(name): \(libraries)")
        }
        #expect(RenderingEnvironment.current().stack == PinnedStack.name)
    }
}
