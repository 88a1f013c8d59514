import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import Testing

/// `.versions.json` says what rendered a reference, and a failure between a reference and
/// a run of different renderers says so first, with how to render as it was.
@Suite struct RenderingEnvironmentTests {
    static let libraries = ["cairo": "1.16.0", "FreeType": "2.12.1"]
    static let fonts = ["system": "/fonts/Inter-Regular.otf"]

    /// A folder whose `.versions.json` holds `json`, a file of format 1 (one environment).
    func legacy(_ json: String) throws -> RenderingEnvironment {
        let folder = try Fixture.temporaryFolder()
        try Data(json.utf8).write(to: folder.appendingPathComponent(ReferenceProvenance.fileName))
        return try #require(try ReferenceProvenance.read(in: folder)?.recording(of: "any.png")).environment
    }

    @Test func theBundleAgainstTheHostIsNamedWithTheWayOut() throws {
        let bundle = RenderingEnvironment(libraries: Self.libraries, fonts: Self.fonts, renderer: "bundle 0.1.0")
        let host = RenderingEnvironment(libraries: Self.libraries, fonts: Self.fonts, renderer: "host")
        let fromBundle = try #require(host.explanation(comparedWith: bundle))
        #expect(fromBundle.hasPrefix("The reference was rendered by the bundle 0.1.0 and this run by the host's libraries"))
        #expect(fromBundle.contains("PLACEHOLDERKIT_RENDERER=") && fromBundle.contains("SNAPSHOT_RECORD=all"))
        let fromHost = try #require(bundle.explanation(comparedWith: host))
        #expect(fromHost.hasPrefix("The reference was rendered by the host's libraries and this run by the bundle 0.1.0"))
    }

    @Test func twoBundleVersionsAreNamed() throws {
        let old = RenderingEnvironment(libraries: Self.libraries, fonts: Self.fonts, renderer: "bundle 0.1.0")
        var new = old
        new.renderer = "bundle 0.2.0"
        new.libraries["cairo"] = "1.18.4"
        let text = try #require(new.explanation(comparedWith: old))
        #expect(text.hasPrefix("The reference was rendered by the bundle 0.1.0 and this run by the bundle 0.2.0"))
        #expect(text.contains("cairo 1.16.0 when recorded, 1.18.4 here"))
    }

    /// A `.versions.json` from before the renderer was kept was the host's.
    @Test func aFileWithoutARendererWasTheHosts() throws {
        let legacy = try legacy(#"{"fonts": {"system": "/fonts/Inter-Regular.otf"}, "libraries": {"FreeType": "2.12.1", "cairo": "1.16.0"}}"#)
        let host = RenderingEnvironment(libraries: Self.libraries, fonts: Self.fonts, renderer: "host")
        #expect(host.explanation(comparedWith: legacy) == nil)
        let bundle = RenderingEnvironment(libraries: Self.libraries, fonts: Self.fonts, renderer: "bundle 0.1.0")
        #expect(bundle.explanation(comparedWith: legacy)?.hasPrefix("The reference was rendered by the host's libraries") == true)
    }

    /// References recorded with another pinned stack fail with a sentence that says the
    /// stack changed, first, with the versions that moved and how to re-record.
    @Test func anotherStackIsNamedFirstWithHowToReRecord() throws {
        let old = RenderingEnvironment(libraries: Self.libraries, fonts: Self.fonts, renderer: "host", stack: "debian12-2026.1")
        var new = old
        new.stack = "debian13-2026.1"
        new.libraries["cairo"] = "1.18.4"
        let text = try #require(new.explanation(comparedWith: old))
        #expect(text.hasPrefix("The reference was recorded with the rendering stack debian12-2026.1 and this run renders with the rendering stack debian13-2026.1"))
        #expect(text.contains("cairo 1.16.0 when recorded, 1.18.4 here"))
        #expect(text.contains("the stack changed") && text.contains("SNAPSHOT_RECORD=all") && text.contains("verify --record all"))
        #expect(new.explanation(comparedWith: new) == nil)
    }

    /// A `.versions.json` from before stacks were named is described by its versions.
    @Test func aFileWithoutAStackIsTheUnnamedOne() throws {
        let legacy = try legacy(#"{"fonts": {"system": "/fonts/Inter-Regular.otf"}, "libraries": {"FreeType": "2.12.1", "HarfBuzz": "6.0.0", "cairo": "1.16.0"}}"#)
        let now = RenderingEnvironment(libraries: ["cairo": "1.18.4", "FreeType": "2.13.3", "HarfBuzz": "10.2.0"], fonts: Self.fonts,
                                       renderer: "host", stack: "debian13-2026.1")
        let text = try #require(now.explanation(comparedWith: legacy))
        #expect(text.hasPrefix("The reference was recorded with an unnamed stack from before stacks were named "
                               + "(cairo 1.16.0, FreeType 2.12.1, HarfBuzz 6.0.0) and this run renders with the rendering stack debian13-2026.1"))
        var system = now
        system.stack = RenderingEnvironment.systemStack
        #expect(try #require(system.explanation(comparedWith: now)).contains("this run renders with the system's libraries"))
    }
}
